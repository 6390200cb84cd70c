import { describe, expect, it } from 'vitest';
import { lineGifts, type GiftRule } from './gifts.js';

const gift = (over: Partial<GiftRule> = {}): GiftRule => ({
  kind: 1,
  type: 1,
  min_number: 10,
  gift_goods_id: 9,
  gift_name: '维C含片',
  gift_unit: '盒',
  gift_number: 1,
  add_price: 0,
  ...over,
});

describe('gifts (gift_data and jtmz_data)', () => {
  it('满10盒赠1盒: nothing at 9 with a hint, one gift at 10, two at 25, never money for a free gift', () => {
    expect(lineGifts([gift()], 9, '盒')).toEqual({ gift_data: null, jtmz_data: null, gift_hint: '再买1盒赠维C含片1盒' });
    const at10 = lineGifts([gift()], 10, '盒');
    expect(at10.gift_data).toEqual({ total: 0, type: 1, text: '满10盒赠维C含片1盒', gift_goods_id: 9, gift_number: 1 });
    expect(lineGifts([gift()], 25, '盒').gift_data).toMatchObject({ total: 0, gift_number: 2, text: '满10盒赠维C含片2盒' });
  });

  it('换购 (type 2): add_price per reached multiple is the gift total added to the line', () => {
    const r = gift({ type: 2, min_number: 5, add_price: 100 });
    expect(lineGifts([r], 4, '盒').gift_hint).toBe('再买1盒可加1元换购维C含片1盒');
    expect(lineGifts([r], 12, '盒').gift_data).toEqual({ total: 200, type: 2, text: '满5盒加1元换购维C含片2盒', gift_goods_id: 9, gift_number: 2 });
  });

  it('阶梯满赠 (jtmz): the highest reached tier applies once, and the next tier is the hint', () => {
    const tiers = [
      gift({ kind: 2, min_number: 10, gift_number: 1 }),
      gift({ kind: 2, min_number: 30, gift_number: 4 }),
      gift({ kind: 2, min_number: 50, gift_number: 8 }),
    ];
    expect(lineGifts(tiers, 5, '盒')).toEqual({ gift_data: null, jtmz_data: null, gift_hint: '再买5盒赠维C含片1盒' });
    const at35 = lineGifts(tiers, 35, '盒');
    expect(at35.jtmz_data).toMatchObject({ total: 0, gift_number: 4, text: '满30盒赠维C含片4盒' });
    expect(at35.gift_hint).toBe('再买15盒赠维C含片8盒');
    expect(lineGifts(tiers, 80, '盒')).toMatchObject({ jtmz_data: { gift_number: 8 }, gift_hint: null });
  });

  it('refuses a negative or fractional quantity as a bug', () => {
    expect(() => lineGifts([gift()], -1, '盒')).toThrow(RangeError);
    expect(() => lineGifts([gift()], 1.5, '盒')).toThrow(RangeError);
  });
});
