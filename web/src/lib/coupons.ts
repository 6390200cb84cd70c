import type { CouponView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from './api-client';

/** POST /api/v1/cart/lq-coupon?id=template: claim one (the id travels in the query string, spec §7). */
export function claimCoupon(couponId: number) {
  return call(api.coupons.claim, { query: { id: couponId } });
}

/** The member already holds one (the centre lists templates: `claimed` counts the member's copies). */
export function isHeld(c: Pick<CouponView, 'member_coupon_id' | 'claimed'>): boolean {
  return c.claimed > 0 || c.member_coupon_id !== null;
}
