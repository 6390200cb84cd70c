import { describe, expect, it } from 'vitest';
import { HOUR, T0, line } from './fixtures.js';
import { priceLine } from './line.js';

const flash = { price: 600, start: T0 - HOUR, end: T0 + HOUR, limit_per_member: 5, stock: 20, bought: 0 };

describe('line unit price', () => {
  it('prices a normal line at base price: 3 × 1000 = 3000 fen', () => {
    const p = priceLine(line({ number: 3 }), T0);
    expect(p).toMatchObject({ price: 1000, price_source: 'base', amount: 3000, is_selected: 1, counted: true });
  });

  it('prices a normal line at its ladder tier: 10 × 900 = 9000 fen', () => {
    const p = priceLine(line({ number: 10, goods: { ladder_price: [{ number: 10, price: 900 }] } }), T0);
    expect(p).toMatchObject({ price: 900, price_source: 'ladder', amount: 9000 });
    expect(p.ladder_hint!.tiers[0].state).toBe('reached');
  });

  it('prices a normal line at the day’s special unless its ladder already gives less', () => {
    const special = priceLine(line({ number: 3, goods: { special_price: 800 } }), T0);
    expect(special).toMatchObject({ price: 800, price_source: 'special', amount: 2400 });
    const ladder = priceLine(line({ number: 10, goods: { special_price: 950, ladder_price: [{ number: 10, price: 900 }] } }), T0);
    expect(ladder).toMatchObject({ price: 900, price_source: 'ladder' });
    // A flash-sale line keeps its own price; a special above the price changes nothing.
    expect(priceLine(line({ type: 1, number: 2, flash_sale: flash, goods: { special_price: 500 } }), T0)).toMatchObject({ price: 600 });
    expect(priceLine(line({ number: 1, goods: { special_price: 1200 } }), T0)).toMatchObject({ price: 1000, price_source: 'base' });
  });

  it('prices a flash-sale line at the flash price inside its window: 2 × 600 = 1200 fen', () => {
    const p = priceLine(line({ type: 1, number: 2, flash_sale: flash }), T0);
    expect(p).toMatchObject({ price: 600, price_source: 'flash', flash_state: 'active', amount: 1200 });
  });

  it('prices a flash-sale line at the normal price before and after its window', () => {
    const before = priceLine(line({ type: 1, number: 2, flash_sale: flash }), T0 - 2 * HOUR);
    expect(before).toMatchObject({ price: 1000, price_source: 'base', flash_state: 'upcoming' });
    // the window is [start, end): at end exactly it is over
    const after = priceLine(line({ type: 1, number: 2, flash_sale: flash }), flash.end);
    expect(after).toMatchObject({ price: 1000, flash_state: 'ended' });
  });

  it('prices a combination line at its package price: 2 packages × 2500 = 5000 fen', () => {
    const combination = {
      id: 9,
      price: 2500,
      items: [
        { goods_id: 1, number: 2 },
        { goods_id: 2, number: 1 },
      ],
    };
    const p = priceLine(line({ type: 3, number: 2, combination }), T0);
    expect(p).toMatchObject({ price: 2500, price_source: 'combination', amount: 5000, goods_type: 3, ladder_hint: null });
  });

  it('adds gift_data and jtmz_data totals: 300 + 200 = 500 fen', () => {
    const p = priceLine(line({ gift_data: { total: 300, type: 1 }, jtmz_data: { total: 200 } }), T0);
    expect(p.gift_total).toBe(500);
  });

  it('rejects a fractional or negative quantity as a bug', () => {
    expect(() => priceLine(line({ number: 1.5 }), T0)).toThrow(RangeError);
    expect(() => priceLine(line({ number: -1 }), T0)).toThrow(RangeError);
  });
});

describe('automatic deselection (§4)', () => {
  it('deselects an unbuyable line with the reason', () => {
    const p = priceLine(line({ goods: { is_buy: 0 } }), T0);
    expect(p).toMatchObject({ is_selected: 0, counted: false, deselect_reason: '该商品暂不可购买' });
  });

  it('deselects a line without stock with the reason', () => {
    const p = priceLine(line({ goods: { stock: 0 } }), T0);
    expect(p).toMatchObject({ is_selected: 0, counted: false, deselect_reason: '库存不足' });
  });

  it('deselects a running flash-sale line whose own stock is gone, even with goods stock left', () => {
    const p = priceLine(line({ type: 1, flash_sale: { ...flash, stock: 0 } }), T0);
    expect(p).toMatchObject({ is_selected: 0, deselect_reason: '库存不足' });
  });

  it('keeps a selected combination line counted whatever its goods facts (§9)', () => {
    const combination = { id: 9, price: 2500, items: [] };
    const p = priceLine(line({ type: 3, combination, goods: { is_buy: 0, stock: 0 } }), T0);
    expect(p).toMatchObject({ is_selected: 1, counted: true, deselect_reason: null });
  });

  it('leaves a line the member did not select unselected', () => {
    expect(priceLine(line({ is_selected: 0 }), T0)).toMatchObject({ is_selected: 0, counted: false, deselect_reason: null });
  });
});

describe('deselection reason for this buyer', () => {
  it('names why the buyer may not buy (business scope) instead of the generic reason', () => {
    const refused = line({ goods: { is_buy: 0 }, buy_refusal: '该商品属于「中药饮片」，超出贵单位经营范围，无法购买' });
    expect(priceLine(refused, T0)).toMatchObject({
      is_selected: 0,
      counted: false,
      deselect_reason: '该商品属于「中药饮片」，超出贵单位经营范围，无法购买',
    });
    expect(priceLine(line({ goods: { is_buy: 0 } }), T0).deselect_reason).toBe('该商品暂不可购买');
  });
});
