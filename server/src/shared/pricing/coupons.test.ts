import { describe, expect, it } from 'vitest';
import { applyCoupons, bestCoupon, couponEligibleTotal, evaluateCoupon } from './coupons.js';
import { HOUR, T0 } from './fixtures.js';
import type { CouponInput, PricedLine } from './types.js';

const window = { start: T0 - HOUR, end: T0 + HOUR };
const platform: CouponInput = { id: 1, sjly_id: 0, threshold: 20000, amount: 2000, ...window };
const shop7: CouponInput = { id: 2, sjly_id: 7, threshold: 5000, amount: 1500, ...window };
// cart eligible 25000 fen; shop 7 contributes 6000, shop 8 19000
const shopTotals = new Map([
  [7, 6000],
  [8, 19000],
]);

describe('coupon-eligible total (§9)', () => {
  it('counts counted lines with with_coupon, after full reduction', () => {
    const l = (line_total: number, with_coupon: 0 | 1, counted = true) => ({ line_total, with_coupon, counted }) as PricedLine;
    // 3000 + 2500 count; the 4000 line has no coupon, the 9000 line is not selected → 5500
    expect(couponEligibleTotal([l(3000, 1), l(2500, 1), l(4000, 0), l(9000, 1, false)])).toBe(5500);
  });
});

describe('coupons', () => {
  it('applies a platform coupon on the whole cart once the threshold is reached', () => {
    // 25000 ≥ 20000 → discount 2000
    expect(evaluateCoupon(platform, 25000, shopTotals, T0)).toMatchObject({ applicable: true, discount: 2000, eligible_total: 25000 });
  });

  it('applies a merchant coupon (sjly_id = shop) on its shop only', () => {
    // shop 7: 6000 ≥ 5000 → 1500
    expect(evaluateCoupon(shop7, 25000, shopTotals, T0)).toMatchObject({ applicable: true, discount: 1500, eligible_total: 6000 });
    // a merchant with no lines in the cart: 0 < 5000, short 5000 fen = 50.00 yuan
    const r = evaluateCoupon({ ...shop7, sjly_id: 99 }, 25000, shopTotals, T0);
    expect(r).toMatchObject({ applicable: false, shortfall: 5000, reason: '未满足使用门槛，还差50.00元' });
  });

  it('refuses a coupon below its threshold with the amount short', () => {
    // 19000 < 20000: short 1000 fen = 10.00
    expect(evaluateCoupon(platform, 19000, shopTotals, T0)).toMatchObject({
      applicable: false,
      discount: 0,
      shortfall: 1000,
      reason: '未满足使用门槛，还差10.00元',
    });
  });

  it('refuses a coupon outside its validity window', () => {
    expect(evaluateCoupon(platform, 25000, shopTotals, window.start - 1).reason).toBe('优惠券未到使用时间');
    expect(evaluateCoupon(platform, 25000, shopTotals, window.end).reason).toBe('优惠券已过期');
  });

  it('caps a no-threshold coupon at the eligible total', () => {
    // 满0减50 on 3000 fen → 3000
    expect(evaluateCoupon({ ...platform, threshold: 0, amount: 5000 }, 3000, shopTotals, T0).discount).toBe(3000);
  });

  it('picks the largest discount, then the one ending first, then the lower id', () => {
    const coupons: CouponInput[] = [
      platform, // 2000
      shop7, // 1500
      { ...platform, id: 3, end: T0 + 10 * HOUR }, // 2000, ends later
      { ...platform, id: 4, threshold: 90000 }, // not applicable
    ];
    const options = coupons.map((c) => evaluateCoupon(c, 25000, shopTotals, T0));
    expect(bestCoupon(options, coupons)!.id).toBe(1);
    expect(
      bestCoupon(
        options.filter((o) => o.id !== 1),
        coupons,
      )!.id,
    ).toBe(3);
    expect(bestCoupon([options[3]], coupons)).toBeNull();
  });
});

describe('applying coupons (one platform coupon and one per shop)', () => {
  const big: CouponInput = { id: 3, sjly_id: 0, threshold: 10000, amount: 3000, ...window };
  const shop8: CouponInput = { id: 4, sjly_id: 8, threshold: 30000, amount: 5000, ...window };
  const all = [platform, shop7, big, shop8];
  const options = all.map((c) => evaluateCoupon(c, 25000, shopTotals, T0));

  it('by default takes the best applicable coupon of each source and skips one below its threshold', () => {
    // platform: coupon 3 gives 3000 > coupon 1's 2000; shop 7: coupon 2 (1500); shop 8: 19000 < 30000 → none
    const r = applyCoupons(options, all, 25000);
    expect(r.applied.map((o) => o.id)).toEqual([3, 2]);
    expect(r).toMatchObject({ discount: 4500, payable: 20500 });
  });

  it("follows the buyer's choice, one per source, and ignores chosen coupons that do not apply", () => {
    // chosen 1 (platform, 2000) and 4 (not applicable) → only coupon 1
    expect(applyCoupons(options, all, 25000, [1, 4])).toMatchObject({ discount: 2000, payable: 23000 });
    // two platform coupons chosen: the first named wins
    expect(applyCoupons(options, all, 25000, [1, 3]).applied.map((o) => o.id)).toEqual([1]);
    // an empty choice applies nothing
    expect(applyCoupons(options, all, 25000, [])).toMatchObject({ applied: [], discount: 0, payable: 25000 });
  });

  it('never makes the payable amount negative', () => {
    const free: CouponInput = { id: 5, sjly_id: 0, threshold: 0, amount: 500, ...window };
    const o = evaluateCoupon(free, 300, new Map(), T0);
    expect(applyCoupons([o], [free], 200)).toMatchObject({ discount: 200, payable: 0 });
  });
});
