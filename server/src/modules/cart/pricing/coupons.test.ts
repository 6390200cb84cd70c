import { describe, expect, it } from 'vitest';
import { bestCoupon, couponEligibleTotal, evaluateCoupon } from './coupons.js';
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
    expect(evaluateCoupon(platform, 19000, shopTotals, T0)).toMatchObject({ applicable: false, discount: 0, shortfall: 1000, reason: '未满足使用门槛，还差10.00元' });
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
    expect(bestCoupon(options.filter((o) => o.id !== 1), coupons)!.id).toBe(3);
    expect(bestCoupon([options[3]], coupons)).toBeNull();
  });
});
