import type { CouponView } from '@yaocai/contract';
import { isHeld } from '../../../lib/coupons';

export type CouponAction = 'claim' | 'claimed' | 'use' | 'gone';

/**
 * What the coupon centre offers for a coupon: 立即领取 while the member may claim, 去使用 once one is held and unused,
 * 已领取 when held but no more may be claimed, else 已抢光 (nothing held, nothing left).
 */
export function couponAction(c: Pick<CouponView, 'can_claim' | 'member_coupon_id' | 'status' | 'claimed'>): CouponAction {
  if (c.can_claim) return 'claim';
  if (!isHeld(c)) return 'gone';
  // status 1 used / 2 expired: held, but nothing left to use.
  return c.status === 1 || c.status === 2 ? 'claimed' : 'use';
}
