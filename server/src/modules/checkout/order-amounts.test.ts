import { describe, expect, it } from 'vitest';
import { applyCoupons, priceCart, type CouponInput } from '../../shared/pricing/index.js';
import { line, T0, HOUR } from '../../shared/pricing/fixtures.js';
import { orderAmounts } from './order-amounts.js';

describe('order amounts per shop', () => {
  it('worked example: 满减 on shop 1, a shop coupon and a platform coupon prorated, shipping where short', () => {
    // shop 1: 2 × ¥100 + 1 × ¥50 = ¥250, 满200减20 → ¥230; shop 2: 3 × ¥40 = ¥120, shipping threshold ¥200 not met.
    const lines = [
      line({ id: 1, shop_id: 1, goods_id: 1, number: 2, goods: { base_price: 10000 } }),
      line({ id: 2, shop_id: 1, goods_id: 2, number: 1, goods: { base_price: 5000 } }),
      line({ id: 3, shop_id: 2, goods_id: 3, number: 3, goods: { base_price: 4000 } }),
    ];
    const coupons: CouponInput[] = [
      { id: 10, sjly_id: 1, threshold: 20000, amount: 1000, start: T0 - HOUR, end: T0 + HOUR },
      { id: 11, sjly_id: 0, threshold: 0, amount: 700, start: T0 - HOUR, end: T0 + HOUR },
    ];
    const pricing = priceCart({
      lines,
      promotions: new Map([[1, { tiers: [{ threshold: 20000, reduction: 2000 }], goods_ids: null }]]),
      shipping: new Map([
        [1, { shipping_amount: 20000, no_trans_order_amount: 0 }],
        [2, { shipping_amount: 20000, no_trans_order_amount: 0 }],
      ]),
      coupons,
      now: T0,
    });
    const applied = applyCoupons(pricing.coupons, coupons, pricing.selected_total).applied;
    const [s1, s2] = orderAmounts(
      pricing,
      applied,
      new Map([
        [1, { shipping_fee: 1500, min_order_amount: 0 }],
        [2, { shipping_fee: 1000, min_order_amount: 0 }],
      ]),
    );
    // platform ¥7 over coupon totals 23000 : 12000 → 460 : 240
    expect(s1).toMatchObject({
      goods_amount: 25000,
      manjian_amount: 2000,
      coupon_amount: 1000 + 460,
      shipping_fee: 0,
      pay_amount: 25000 - 2000 - 1460,
    });
    expect(s2).toMatchObject({ goods_amount: 12000, manjian_amount: 0, coupon_amount: 240, shipping_fee: 1000, pay_amount: 12000 - 240 + 1000 });
    // shares on lines add up exactly
    expect(s1.lines.reduce((a, l) => a + l.coupon, 0)).toBe(1460);
    expect(s1.lines.reduce((a, l) => a + l.manjian, 0)).toBe(2000);
    // the orders add up to the cart: payable + shipping
    const payable = pricing.selected_total - applied.reduce((a, c) => a + c.discount, 0);
    expect(s1.pay_amount + s2.pay_amount).toBe(payable + 1000);
  });

  it('leaves out shops with nothing counted and flags an order below the minimum amount', () => {
    const pricing = priceCart({
      lines: [line({ id: 1, shop_id: 1, number: 1, goods: { base_price: 3000 } }), line({ id: 2, shop_id: 2, number: 1, is_selected: 0 })],
      now: T0,
    });
    const r = orderAmounts(pricing, [], new Map([[1, { shipping_fee: 0, min_order_amount: 5000 }]]));
    expect(r.map((s) => s.shop_id)).toEqual([1]);
    expect(r[0].below_minimum).toBe(true);
  });
});
