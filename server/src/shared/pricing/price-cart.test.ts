import { describe, expect, it } from 'vitest';
import { HOUR, T0, line } from './fixtures.js';
import { priceCart } from './price-cart.js';
import type { CouponInput, PricingInput } from './types.js';

const flash = { price: 600, start: T0 - HOUR, end: T0 + HOUR, limit_per_member: 5, stock: 20, bought: 0 };

function workedCart(): PricingInput {
  return {
    now: T0,
    lines: [
      // shop 1
      line({ id: 1, shop_id: 1, number: 2, goods: { base_price: 6000 } }), // 12000
      line({ id: 2, shop_id: 1, number: 4, with_coupon: 0, goods: { base_price: 3000, ladder_price: [{ number: 5, price: 2500 }] } }), // 12000
      line({ id: 3, shop_id: 1, goods: { base_price: 5000, is_buy: 0 } }), // deselected
      line({ id: 4, shop_id: 1, goods: { base_price: 2000 }, gift_data: { total: 500, type: 1 }, jtmz_data: { total: 100 } }), // 2000 + gifts 600
      // shop 2
      line({ id: 5, shop_id: 2, type: 1, number: 3, flash_sale: flash }), // 3 × 600 = 1800
      line({ id: 6, shop_id: 2, type: 3, number: 2, with_coupon: 0, combination: { id: 1, price: 2500, items: [] }, goods: { is_buy: 0 } }), // 5000
      line({ id: 7, shop_id: 2, number: 5, is_selected: 0 }), // not selected
    ],
    promotions: new Map([
      [
        1,
        {
          goods_ids: null,
          tiers: [
            { threshold: 10000, reduction: 1000 },
            { threshold: 20000, reduction: 3000 },
          ],
        },
      ],
    ]),
    shipping: new Map([[1, { shipping_amount: 50000, no_trans_order_amount: 8000 }]]),
    coupons: [
      { id: 11, sjly_id: 0, threshold: 10000, amount: 1000, start: T0 - HOUR, end: T0 + HOUR },
      { id: 12, sjly_id: 2, threshold: 2000, amount: 800, start: T0 - HOUR, end: T0 + HOUR },
      { id: 13, sjly_id: 1, threshold: 12000, amount: 1200, start: T0 - HOUR, end: T0 + HOUR },
    ],
  };
}

describe('priceCart worked example', () => {
  const cart = priceCart(workedCart());
  const [shop1, shop2] = cart.shops;
  const byId = new Map(cart.shops.flatMap((s) => s.lines).map((l) => [l.id, l]));

  it('groups lines by shop in order', () => {
    expect(cart.shops.map((s) => s.shop_id)).toEqual([1, 2]);
    expect(shop1.lines.map((l) => l.id)).toEqual([1, 2, 3, 4]);
  });

  it('applies the shop 1 tier 满200减30 to the eligible 26000 fen', () => {
    // eligible = 12000 + 12000 + 2000 = 26000 (line 3 deselected) ≥ 20000 → 3000
    expect(shop1.eligible_amount).toBe(26000);
    expect(shop1.mjPrice).toBe(3000);
    expect(shop1.manjians.map((t) => t.status)).toEqual([1, 1]);
    expect(shop1.manjiansArr).toEqual(['满100减10', '满200减30']);
  });

  it('spreads the 3000 fen over the lines so the parts sum exactly', () => {
    // 3000 × 12000/26000 = 1384.615 (×2 lines), 3000 × 2000/26000 = 230.769 → floors 1384 + 1384 + 230 = 2998;
    // 2 fen left: largest remainder .769 → line 4 (231), then .615 tie → first line 1 (1385). 1385 + 1384 + 231 = 3000
    expect([1, 2, 3, 4].map((id) => byId.get(id)!.goods_manjian_amount)).toEqual([1385, 1384, 0, 231]);
    // §5 line total = number × price − goods_manjian_amount
    expect(byId.get(1)!.line_total).toBe(12000 - 1385);
    expect(byId.get(2)!.line_total).toBe(12000 - 1384);
    expect(byId.get(4)!.line_total).toBe(2000 - 231);
  });

  it('shows the ladder hint of line 2: 1 unit short of 25.00', () => {
    expect(byId.get(2)!.ladder_hint).toMatchObject({ units_short: 1, reached: [], not_reached: [{ number: 5, price: 2500 }] });
  });

  it('deselects the unbuyable line with its reason', () => {
    expect(byId.get(3)).toMatchObject({ is_selected: 0, deselect_reason: '该商品暂不可购买', line_total: 5000 });
  });

  it('totals shop 1: lines minus reduction plus gifts', () => {
    // 26000 − 3000 + (500 + 100) = 23600
    expect(shop1.selected_total).toBe(23600);
    // coupon-eligible: line 1 10615 + line 4 1769 (line 2 has no with_coupon) = 12384
    expect(shop1.coupon_total).toBe(12384);
    // shipping shortfall: 50000 − 23600 − 8000 = 18400
    expect(shop1.shipping_shortfall).toBe(18400);
  });

  it('totals shop 2: flash price in window and the combination always counted', () => {
    // 3 × 600 + 2 × 2500 = 1800 + 5000 = 6800; line 7 not selected
    expect(byId.get(5)).toMatchObject({ price: 600, price_source: 'flash' });
    expect(byId.get(6)).toMatchObject({ counted: true, line_total: 5000 });
    expect(shop2.selected_total).toBe(6800);
    expect(shop2.coupon_total).toBe(1800);
    expect(shop2.shipping_shortfall).toBe(0); // no rule
  });

  it('totals the cart and picks the best coupon', () => {
    // 23600 + 6800 = 30400; coupon-eligible 12384 + 1800 = 14184
    expect(cart.selected_total).toBe(30400);
    expect(cart.coupon_total).toBe(14184);
    // platform 11: 14184 ≥ 10000 → 1000; shop 2 coupon 12: 1800 < 2000, short 200; shop 1 coupon 13: 12384 ≥ 12000 → 1200
    expect(cart.coupons.map((c) => [c.id, c.applicable, c.discount])).toEqual([
      [11, true, 1000],
      [12, false, 0],
      [13, true, 1200],
    ]);
    expect(cart.coupons[1].reason).toBe('未满足使用门槛，还差2.00元');
    expect(cart.best_coupon!.id).toBe(13);
  });

  it('counts lines for the badge', () => {
    expect(cart.count).toBe(7);
    expect(cart.badge).toBe('7');
    expect(cart.free_shipping).toBe(false);
  });
});

describe('priceCart free shipping and badge', () => {
  it('gives free shipping to the only selected line reaching its number, and clears the shortfall', () => {
    const input: PricingInput = {
      now: T0,
      lines: [
        line({ id: 1, shop_id: 1, number: 10, goods: { is_free_shipping: 1, free_shipping_number: 10 } }),
        line({ id: 2, shop_id: 1, is_selected: 0, goods: { is_free_shipping: 1, free_shipping_number: 3 } }),
      ],
      shipping: new Map([[1, { shipping_amount: 50000, no_trans_order_amount: 0 }]]),
    };
    const cart = priceCart(input);
    // line 1: 10 ≥ 10 and the only selected line → free; line 2: 3 − 1 = 2 units needed
    expect(cart.shops[0].lines.map((l) => l.free_shipping_hint)).toEqual([
      { applies: true, units_needed: 0 },
      { applies: false, units_needed: 2 },
    ]);
    expect(cart.free_shipping).toBe(true);
    expect(cart.shops[0].shipping_shortfall).toBe(0);
    // with both selected, neither applies; shortfall 50000 − (10000 + 1000) = 39000
    input.lines[1].is_selected = 1;
    const two = priceCart(input);
    expect(two.free_shipping).toBe(false);
    expect(two.shops[0].shipping_shortfall).toBe(39000);
  });

  it('caps the badge at 99+', () => {
    const lines = Array.from({ length: 120 }, (_, i) => line({ id: 1000 + i }));
    expect(priceCart({ now: T0, lines })).toMatchObject({ count: 120, badge: '99+' });
  });
});

describe('limits of the issue invariants (documented business behaviour)', () => {
  it('deselecting a line can raise the total across a full-reduction cliff (满100减50)', () => {
    // 9000 + 1000 = 10000 reaches 满100减50 → 5000; deselect the 1000 line → 9000, no tier → 9000 > 5000
    const lines = [line({ id: 1, number: 9 }), line({ id: 2 })];
    const promotions = new Map([[1, { goods_ids: null, tiers: [{ threshold: 10000, reduction: 5000 }] }]]);
    expect(priceCart({ now: T0, lines, promotions }).selected_total).toBe(5000);
    lines[1].is_selected = 0;
    expect(priceCart({ now: T0, lines, promotions }).selected_total).toBe(9000);
  });

  it('adding a unit can lower the eligible amount when it crosses a ladder tier', () => {
    // 9 × 1000 = 9000 reaches 满90减10; 10 × 850 = 8500 does not
    const promotions = new Map([[1, { goods_ids: null, tiers: [{ threshold: 9000, reduction: 1000 }] }]]);
    const at = (number: number) =>
      priceCart({ now: T0, promotions, lines: [line({ id: 1, number, goods: { ladder_price: [{ number: 10, price: 850 }] } })] });
    expect(at(9).shops[0].mjPrice).toBe(1000);
    expect(at(10).shops[0].mjPrice).toBe(0);
  });

  it('has no coupons without input', () => {
    const coupons: CouponInput[] = [];
    expect(priceCart({ now: T0, lines: [], coupons })).toMatchObject({ shops: [], selected_total: 0, best_coupon: null, badge: '0' });
  });
});
