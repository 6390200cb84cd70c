import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { OutputOf } from '@yaocai/contract';
import { call } from '../../../lib/api-client';
import { COUPONS_QUERY_KEY } from '../../../lib/query-keys';
import { cartKeys } from './cart';

export type CartCoupons = OutputOf<typeof api.cart.coupons>;
export type CouponCategory = OutputOf<typeof api.cart.couponCategories>[number];
export const couponKeys = {
  shop: (shopId: number) => [...COUPONS_QUERY_KEY, 'shop', shopId] as const,
};

/** GET /api/v1/cart/coupon[?sjly_id=]: held coupons usable / unusable with the current selection, and claimable ones. */
export const cartCouponsQuery = (sjlyId?: number) =>
  queryOptions({
    queryKey: cartKeys.coupons(sjlyId),
    queryFn: () => call(api.cart.coupons, { query: { sjly_id: sjlyId } }),
    staleTime: 0,
  });

/** GET /api/v1/cart/coupon-category[?sjly_id=]: the tab names and counts of the coupon picker. */
export const couponCategoryQuery = (sjlyId?: number) =>
  queryOptions({
    queryKey: cartKeys.couponCategories(sjlyId),
    queryFn: () => call(api.cart.couponCategories, { query: { sjly_id: sjlyId } }, { silent: true }),
    staleTime: 0,
  });

/** GET /api/sjly-coupon?id=shop: a merchant's coupons (claimable and held). */
export const shopCouponsQuery = (shopId: number, silent = false) =>
  queryOptions({
    queryKey: couponKeys.shop(shopId),
    queryFn: () => call(api.coupons.ofShop, { query: { id: shopId } }, { silent }),
  });
