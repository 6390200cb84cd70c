import { useQuery } from '@tanstack/react-query';
import { userQuery } from '../../features/accounts/api/session';
import { QuickOrderPage } from '../../features/quick-order/components/quick-order-page';

/** /quickOrder: members only; guests get a way to sign in and back. */
export function QuickOrderRoute() {
  const { data: user, isPending } = useQuery(userQuery);
  return <QuickOrderPage isMember={isPending ? null : !!user} />;
}
