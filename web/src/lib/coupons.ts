import type { CouponView } from '@yaocai/contract';
import { post } from './api-client';

/** POST /api/v1/cart/lq-coupon?id=template: claim one (the id travels in the query string, spec §7). */
export function claimCoupon(couponId: number) {
  return post<{ coupon: CouponView }>(`/v1/cart/lq-coupon?id=${couponId}`);
}
