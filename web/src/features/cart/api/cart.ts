import { queryOptions } from '@tanstack/react-query';
import type { CartState } from '@yaocai/contract';
import { get, post } from '../../../lib/api-client';

/** Everything cart-related lives under ['cart']: invalidating it reloads the panel, the badge and the cart page. */
export const cartKeys = {
  all: ['cart'] as const,
  list: ['cart', 'list'] as const,
  total: ['cart', 'total'] as const,
};

/** GET /api/cart/list: shop groups with their lines (prices in fen). */
export const cartListQuery = queryOptions({
  queryKey: cartKeys.list,
  queryFn: () => get<CartState>('/cart/list'),
  staleTime: 0,
});

/** GET /api/cart/total: the number of cart lines, for the badge. */
export const cartTotalQuery = queryOptions({
  queryKey: cartKeys.total,
  queryFn: () => get<{ total: number }>('/cart/total', undefined, { silent: true }).then((d) => d.total),
});

/** POST /api/cart/batch_delete ids[]=… */
export function deleteCartLines(ids: number[]) {
  return post<{ deleted: number }>('/cart/batch_delete', { ids });
}
