import { describe, expect, it } from 'vitest';
import { HOUR, T0, line } from './fixtures.js';
import { fullReduction, tierLabel } from './full-reduction.js';
import { priceLine } from './line.js';
import type { FullReductionPromotion } from './types.js';

// 满100减10, 满200减30, 满500减80 (fen)
const PROMO: FullReductionPromotion = {
  goods_ids: null,
  tiers: [
    { threshold: 50000, reduction: 8000 },
    { threshold: 10000, reduction: 1000 },
    { threshold: 20000, reduction: 3000 },
  ],
};
const priced = (...ls: ReturnType<typeof line>[]) => ls.map((l) => priceLine(l, T0));

describe('full-reduction tiers (§4)', () => {
  it('marks reached tiers 1, lists them first and applies the best one', () => {
    // 2 × 6000 + 1 × 9000 = 21000 fen eligible ≥ 10000 and ≥ 20000, < 50000 → reduction 3000
    const r = fullReduction(priced(line({ number: 2, goods: { base_price: 6000 } }), line({ goods: { base_price: 9000 } })), PROMO);
    expect(r.eligible_amount).toBe(21000);
    expect(r.manjians).toEqual([
      { amount: 10000, reduction: 1000, status: 1, shortfall: 0 },
      { amount: 20000, reduction: 3000, status: 1, shortfall: 0 },
      { amount: 50000, reduction: 8000, status: 0, shortfall: 29000 },
    ]);
    expect(r.mjPrice).toBe(3000);
    expect(r.manjiansArr).toEqual(['满100减10', '满200减30', '满500减80']);
  });

  it('spreads the reduction in proportion to line amounts, remainder to the largest remainders', () => {
    // lines 12000 and 9000 (Σ 21000), reduction 3000:
    // 3000 × 12000/21000 = 1714.29 → 1714; 3000 × 9000/21000 = 1285.71 → 1285; 1714 + 1285 = 2999,
    // 1 fen left goes to the larger remainder (.71) → 1286. Parts 1714 + 1286 = 3000.
    const [a, b] = priced(line({ number: 2, goods: { base_price: 6000 } }), line({ goods: { base_price: 9000 } }));
    const r = fullReduction([a, b], PROMO);
    expect(r.shares.get(a.id)).toBe(1714);
    expect(r.shares.get(b.id)).toBe(1286);
  });

  it('gives no reduction below the first tier and says how much is short', () => {
    // 9990 fen < 10000: short by 10 fen
    const r = fullReduction(priced(line({ number: 9, goods: { base_price: 1110 } })), PROMO);
    expect(r.mjPrice).toBe(0);
    expect(r.manjians.every((t) => t.status === 0)).toBe(true);
    expect(r.manjians[0].shortfall).toBe(10);
  });

  it('counts only eligible goods, selected normal lines', () => {
    const promo = { ...PROMO, goods_ids: [501] };
    const flash = { price: 20000, start: T0 - HOUR, end: T0 + HOUR, limit_per_member: 0, stock: 9, bought: 0 };
    const lines = priced(
      line({ goods_id: 501, goods: { base_price: 8000 } }), // eligible: 8000
      line({ goods_id: 502, goods: { base_price: 8000 } }), // not in the promotion
      line({ goods_id: 501, is_selected: 0, goods: { base_price: 8000 } }), // not selected
      line({ goods_id: 501, type: 1, flash_sale: flash }), // flash sale: own price, not eligible
      line({ goods_id: 501, type: 3, combination: { id: 1, price: 30000, items: [] } }), // combination: not eligible
    );
    const r = fullReduction(lines, promo);
    // only 8000 fen eligible: below 10000
    expect(r.eligible_amount).toBe(8000);
    expect(r.mjPrice).toBe(0);
    expect(r.shares.size).toBe(1);
  });

  it('never reduces more than the eligible amount', () => {
    // 满10减50 on 3000 fen: reduction capped at 3000
    const r = fullReduction(priced(line({ number: 3 })), { goods_ids: null, tiers: [{ threshold: 1000, reduction: 5000 }] });
    expect(r.mjPrice).toBe(3000);
  });

  it('is empty without a promotion', () => {
    expect(fullReduction(priced(line()), undefined)).toMatchObject({ manjians: [], mjPrice: 0, manjiansArr: [] });
  });

  it('labels tiers with decimals only when needed', () => {
    expect(tierLabel({ threshold: 9950, reduction: 505 })).toBe('满99.50减5.05');
  });
});
