import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cartCoupons, couponCategory, CouponView } from '@yaocai/contract';
import { get } from '../../../lib/api-client';
import { COUPONS_QUERY_KEY } from '../../../lib/query-keys';
import { cartKeys } from './cart';

export type CartCoupons = z.infer<typeof cartCoupons>;
export type CouponCategory = z.infer<typeof couponCategory>;
export const couponKeys = {
  shop: (shopId: number) => [...COUPONS_QUERY_KEY, 'shop', shopId] as const,
};

/** GET /api/v1/cart/coupon[?sjly_id=]: held coupons usable / unusable with the current selection, and claimable ones. */
export const cartCouponsQuery = (sjlyId?: number) =>
  queryOptions({
    queryKey: cartKeys.coupons(sjlyId),
    queryFn: () => get<CartCoupons>('/v1/cart/coupon', { sjly_id: sjlyId }),
    staleTime: 0,
  });

/** GET /api/v1/cart/coupon-category[?sjly_id=]: the tab names and counts of the coupon picker. */
export const couponCategoryQuery = (sjlyId?: number) =>
  queryOptions({
    queryKey: cartKeys.couponCategories(sjlyId),
    queryFn: () => get<CouponCategory[]>('/v1/cart/coupon-category', { sjly_id: sjlyId }, { silent: true }),
    staleTime: 0,
  });

/** GET /api/sjly-coupon?id=shop: a merchant's coupons (claimable and held). */
export const shopCouponsQuery = (shopId: number, silent = false) =>
  queryOptions({
    queryKey: couponKeys.shop(shopId),
    queryFn: () => get<CouponView[]>('/sjly-coupon', { id: shopId }, { silent }),
  });
