import { describe, expect, it } from 'vitest';
import { freeShippingHint, shippingShortfall } from './shipping.js';

const freeGoods = { is_free_shipping: 1, free_shipping_number: 10 };

describe('single-item free shipping (§5)', () => {
  it('applies when the only selected line reaches free_shipping_number', () => {
    expect(freeShippingHint(freeGoods, 10, true)).toEqual({ applies: true, units_needed: 0 });
  });

  it('says how many more units are needed: 10 − 6 = 4', () => {
    expect(freeShippingHint(freeGoods, 6, true)).toEqual({ applies: false, units_needed: 4 });
  });

  it('does not apply when another line is selected too', () => {
    expect(freeShippingHint(freeGoods, 12, false)).toEqual({ applies: false, units_needed: 0 });
  });

  it('is null for goods without free shipping', () => {
    expect(freeShippingHint({ is_free_shipping: 0, free_shipping_number: 0 }, 50, true)).toBeNull();
  });
});

describe('shipping shortfall (§9)', () => {
  const rule = { shipping_amount: 50000, no_trans_order_amount: 8000 };
  it('is shipping_amount − selected total − no_trans_order_amount', () => {
    // 50000 − 30000 − 8000 = 12000 fen (120.00 yuan)
    expect(shippingShortfall(rule, 30000)).toBe(12000);
  });

  it('is floored at 0', () => {
    // 50000 − 45000 − 8000 = −3000 → 0
    expect(shippingShortfall(rule, 45000)).toBe(0);
  });

  it('is 0 without a rule or when free shipping applies', () => {
    expect(shippingShortfall(undefined, 100)).toBe(0);
    expect(shippingShortfall(rule, 100, true)).toBe(0);
  });
});
