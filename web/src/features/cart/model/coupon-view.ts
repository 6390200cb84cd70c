import type { CouponView } from '@yaocai/contract';

export type CouponAction = 'claim' | 'claimed' | 'use' | 'gone';

/**
 * What the coupon centre offers for a coupon: 立即领取 while the member may claim, 去使用 once one is held and unused,
 * 已领取 when held but no more may be claimed, else 已抢光 (nothing held, nothing left).
 */
export function couponAction(c: Pick<CouponView, 'can_claim' | 'member_coupon_id' | 'status' | 'claimed'>): CouponAction {
  if (c.can_claim) return 'claim';
  const held = c.claimed > 0 || c.member_coupon_id !== null;
  if (!held) return 'gone';
  // status 1 used / 2 expired: held, but nothing left to use.
  return c.status === 1 || c.status === 2 ? 'claimed' : 'use';
}

/** The member already holds one (the centre lists templates: `claimed` counts the member's copies). */
export function isHeld(c: Pick<CouponView, 'member_coupon_id' | 'claimed'>): boolean {
  return c.claimed > 0 || c.member_coupon_id !== null;
}

/** Platform coupons (sjly_id 0) are used anywhere; shop coupons lead to that shop's goods. */
export function couponUseHref(c: Pick<CouponView, 'sjly_id'>): string {
  return c.sjly_id === 0 ? '/list' : `/list?shop_id=${c.sjly_id}`;
}
