import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { userQuery } from '../../features/accounts/api/session';
import { InvoiceCentre, PublicInvoiceQuery } from '../../features/invoices/components/invoice-centre';
import { AccountFrame } from '../layout/account-frame';

/** /dzfp: members see their invoices and the check in the member area; anyone else the check alone. */
export function InvoicesRoute() {
  const { data: user, isPending } = useQuery(userQuery);
  if (isPending) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  if (!user) return <PublicInvoiceQuery />;
  return <AccountFrame>{() => <InvoiceCentre />}</AccountFrame>;
}
