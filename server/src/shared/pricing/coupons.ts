import { formatFen } from '@yaocai/contract';
import type { CouponInput, CouponOption, PricedLine } from './types.js';

export const COUPON_NOT_STARTED = '优惠券未到使用时间';
export const COUPON_EXPIRED = '优惠券已过期';

/** Spec §9: the coupon-eligible total counts the counted lines with with_coupon set (after full reduction). */
export function couponEligibleTotal(lines: PricedLine[]): number {
  return lines.filter((l) => l.counted && l.with_coupon === 1).reduce((a, l) => a + l.line_total, 0);
}

/**
 * One coupon against the cart: a platform coupon (sjly_id 0) looks at the whole cart's eligible total, a merchant
 * coupon at its shop's. Usable inside [start, end) once the eligible total reaches the threshold; the discount is
 * never more than the eligible total.
 */
export function evaluateCoupon(coupon: CouponInput, cartTotal: number, shopTotals: Map<number, number>, now: number): CouponOption {
  const eligible_total = coupon.sjly_id === 0 ? cartTotal : (shopTotals.get(coupon.sjly_id) ?? 0);
  const shortfall = Math.max(0, coupon.threshold - eligible_total);
  const base = { id: coupon.id, sjly_id: coupon.sjly_id, eligible_total, shortfall };
  let reason: string | null = null;
  if (now < coupon.start) reason = COUPON_NOT_STARTED;
  else if (now >= coupon.end) reason = COUPON_EXPIRED;
  else if (shortfall > 0) reason = `未满足使用门槛，还差${formatFen(shortfall)}元`;
  else if (eligible_total === 0) reason = '没有可用此券的商品';
  if (reason) return { ...base, applicable: false, reason, discount: 0 };
  return { ...base, applicable: true, reason: null, discount: Math.min(coupon.amount, eligible_total) };
}

/** The applicable coupon with the largest discount; ties go to the one ending first, then the lower id. */
export function bestCoupon(options: CouponOption[], coupons: CouponInput[]): CouponOption | null {
  const ends = new Map(coupons.map((c) => [c.id, c.end]));
  const endOf = (o: CouponOption) => ends.get(o.id) ?? Number.POSITIVE_INFINITY;
  const better = (a: CouponOption, b: CouponOption) =>
    a.discount !== b.discount ? a.discount > b.discount : endOf(a) !== endOf(b) ? endOf(a) < endOf(b) : a.id < b.id;
  let best: CouponOption | null = null;
  for (const o of options) if (o.applicable && (!best || better(o, best))) best = o;
  return best;
}

export interface AppliedCoupons {
  applied: CouponOption[];
  discount: number;
  payable: number;
}

/**
 * The coupons applied to a cart: the buyer's choice when `chosen` is given (applicable ones only, at most one per source
 * channel — one platform coupon and one per shop), else the best applicable coupon of each source. The discount never
 * makes the payable amount negative.
 */
export function applyCoupons(options: CouponOption[], coupons: CouponInput[], selectedTotal: number, chosen?: number[]): AppliedCoupons {
  const bySource = new Map<number, CouponOption[]>();
  for (const o of options) {
    if (!o.applicable || (chosen && !chosen.includes(o.id))) continue;
    bySource.set(o.sjly_id, [...(bySource.get(o.sjly_id) ?? []), o]);
  }
  const applied: CouponOption[] = [];
  for (const [, group] of [...bySource].sort((a, b) => a[0] - b[0])) {
    const pick = chosen ? group.sort((a, b) => chosen.indexOf(a.id) - chosen.indexOf(b.id))[0] : bestCoupon(group, coupons);
    if (pick) applied.push(pick);
  }
  const discount = Math.min(
    selectedTotal,
    applied.reduce((a, o) => a + o.discount, 0),
  );
  return { applied, discount, payable: selectedTotal - discount };
}
