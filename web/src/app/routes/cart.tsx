import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { userQuery } from '../../features/accounts/api/session';
import { ContractBanner } from '../../features/accounts/components/contract-banner';
import { CartTemplate } from '../../features/cart/templates/cart-template';

/** /cart and /cart_step1 (the cart), /cart_new (the same cart, denser). */
export function CartRoute() {
  const { data: user, isPending } = useQuery(userQuery);
  const { pathname } = useLocation();
  return <CartTemplate isMember={isPending ? null : !!user} variant={pathname === '/cart_new' ? 'compact' : 'full'} notice={<ContractBanner />} />;
}
