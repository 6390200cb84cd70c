import { useUser } from './user';

/** Kinds of goods in the cart, for the tab bar's badge (the member's state carries it; a guest's is 0). */
export function useCartCount(): number {
  return useUser().data?.cart ?? 0;
}
