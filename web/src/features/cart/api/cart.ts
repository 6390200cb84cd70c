import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { OutputOf } from '@yaocai/contract';
import { call, type RequestOptions } from '../../../lib/api-client';
import { normalizeCart } from '../model/cart-view';
import { addToCart, CART_QUERY_KEY, type AddToCartItem, type AddToCartResult } from '../../../lib/cart-add';

export { addToCart, type AddToCartItem, type AddToCartResult };

/** Spec §9: the default cart list filter. */
export const DEFAULT_FILTERS = 99999;

/**
 * The buyer's coupon choice in the cart: `auto` lets the server pick the best per source; a list (possibly empty,
 * meaning "no coupon") is sent as coupon_ids.
 */
export type CouponChoice = 'auto' | number[];

/** Everything cart-related lives under ['cart']: invalidating it reloads the panel, the badges and the cart page. */
export const cartKeys = {
  all: CART_QUERY_KEY,
  list: (coupons: CouponChoice = 'auto') => [...CART_QUERY_KEY, 'list', coupons] as const,
  total: [...CART_QUERY_KEY, 'total'] as const,
  coupons: (sjlyId?: number) => [...CART_QUERY_KEY, 'coupons', sjlyId ?? 'all'] as const,
  couponCategories: (sjlyId?: number) => [...CART_QUERY_KEY, 'coupon-category', sjlyId ?? 'all'] as const,
  nextHint: (sjlyId?: number) => [...CART_QUERY_KEY, 'next-hint', sjlyId ?? 'all'] as const,
};

/** GET /api/cart/list?filters=99999[&coupon_ids=1,2]: shop groups with their lines, priced by the server (fen). */
export const cartListQuery = (coupons: CouponChoice = 'auto') =>
  queryOptions({
    queryKey: cartKeys.list(coupons),
    queryFn: () =>
      call(api.cart.list, { query: { filters: DEFAULT_FILTERS, coupon_ids: coupons === 'auto' ? undefined : coupons.join(',') } }).then(
        normalizeCart,
      ),
    staleTime: 0,
    // Changing the coupon choice keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** GET /api/cart/total: the number of cart lines, for the badges. */
export const cartTotalQuery = queryOptions({
  queryKey: cartKeys.total,
  queryFn: () => call(api.cart.total, {}, { silent: true }).then((d) => d.total),
});

/** POST /api/cart/quick_add/{id}: one minimum order of a goods. */
export function quickAdd(goodsId: number) {
  return call(api.cart.quickAdd, { params: { id: goodsId } });
}

/** POST /api/cart/{id}/edit params[number]=n. A 422/409 reply is shown by the request client. */
export function editCartLine(lineId: number, number: number, opts?: Omit<RequestOptions, 'query' | 'body'>) {
  return call(api.cart.edit, { params: { id: lineId }, body: { params: { number } } }, opts);
}

/** POST /api/cart/{id}/addon take=1|0: take or drop the 换购 offered under a line. */
export function setCartAddon(lineId: number, take: boolean) {
  return call(api.cart.addon, { params: { id: lineId }, body: { take: take ? 1 : 0 } });
}

/** POST /api/cart/batch_select ids[]=…&is_selected=0|1 (one line, a shop or the whole cart). */
export function selectCartLines(ids: number[], selected: boolean) {
  return call(api.cart.select, { body: { ids, is_selected: selected ? 1 : 0 } });
}

/** POST /api/cart/batch_delete ids[]=… */
export function deleteCartLines(ids: number[]) {
  return call(api.cart.remove, { body: { ids } });
}

export type NextHint = OutputOf<typeof api.cart.nextHint>;

/** POST /api/cart/next_hint?sjly_id=: what is still missing for the next reduction, free shipping or coupon. */
export const nextHintQuery = (sjlyId?: number) =>
  queryOptions({
    queryKey: cartKeys.nextHint(sjlyId),
    queryFn: () => call(api.cart.nextHint, { query: { sjly_id: sjlyId || undefined } }, { silent: true }),
    staleTime: 0,
  });
