import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cartCoupons, couponCategory, CouponView } from '@yaocai/contract';
import { get } from '../../../lib/api-client';
import { cartKeys } from './cart';

export type CartCoupons = z.infer<typeof cartCoupons>;
export type CouponCategory = z.infer<typeof couponCategory>;
export interface CouponPage {
  list: CouponView[];
  total: number;
  page: number;
  page_size: number;
}

/** Coupon centre tabs: GET /api/user/availableCoupon type 0 all, 1 platform, 2 merchant. */
export type CouponCentreType = 0 | 1 | 2;

export const couponKeys = {
  shop: (shopId: number) => ['coupons', 'shop', shopId] as const,
  centre: (type: CouponCentreType, page: number) => ['coupons', 'centre', type, page] as const,
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

/** GET /api/user/availableCoupon?type&page: the coupon centre's page of coupons. */
export const couponCentreQuery = (type: CouponCentreType, page: number) =>
  queryOptions({
    queryKey: couponKeys.centre(type, page),
    queryFn: () => get<CouponPage>('/user/availableCoupon', { type, page }),
    staleTime: 0,
  });

export { claimCoupon } from '../../../lib/coupons';
