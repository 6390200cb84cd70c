import { describe, expect, it } from 'vitest';
import { HOUR, T0, goods } from './fixtures.js';
import { checkFlashSale, checkLineQuantity, checkQuantity } from './validate.js';

const rules = { is_buy: 1, stock: 100, middle_pack: 10, min_order: 20, bzdw: '盒' };

describe('quantity checks', () => {
  it('accepts a quantity that meets every rule', () => {
    expect(checkQuantity(30, rules)).toEqual({ ok: true, value: 30 });
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 60])('refuses the quantity %s', (n) => {
    expect(checkQuantity(n, rules)).toMatchObject({ ok: false, kind: 'invalid_number', message: '购买数量须为正整数', field: 'number' });
  });

  it('refuses a quantity that breaks the middle pack', () => {
    // 25 is not a multiple of 10
    expect(checkQuantity(25, rules)).toMatchObject({ ok: false, kind: 'middle_pack', message: '购买数量须为中包装10的整数倍' });
  });

  it('refuses a quantity under the minimum order', () => {
    expect(checkQuantity(10, { ...rules, min_order: 5, middle_pack: 1, stock: 100 })).toMatchObject({ ok: true });
    expect(checkQuantity(3, { ...rules, min_order: 5, middle_pack: 1 })).toMatchObject({ ok: false, kind: 'min_order', message: '最少起订5盒' });
  });

  it('refuses more than the stock, naming what is left', () => {
    expect(checkQuantity(5, { ...rules, stock: 3, min_order: 1, middle_pack: 1 })).toMatchObject({
      kind: 'out_of_stock',
      message: '库存不足，仅剩3盒',
    });
    expect(checkQuantity(1, { ...rules, stock: 0 })).toMatchObject({ kind: 'out_of_stock', message: '库存不足' });
  });

  it('refuses unbuyable goods', () => {
    expect(checkQuantity(20, { ...rules, is_buy: 0 })).toMatchObject({ kind: 'not_buyable', message: '该商品暂不可购买' });
  });
});

describe('flash-sale checks', () => {
  const sale = { price: 500, start: T0, end: T0 + HOUR, limit_per_member: 5, stock: 50, bought: 0 };
  it('refuses before and after the window', () => {
    expect(checkFlashSale(1, sale, T0 - 1)).toMatchObject({ kind: 'flash_not_started', message: '秒杀活动未开始' });
    expect(checkFlashSale(1, sale, T0 + HOUR)).toMatchObject({ kind: 'flash_ended', message: '秒杀活动已结束' });
  });

  it('refuses more than the per-member limit, counting what was bought', () => {
    expect(checkFlashSale(5, sale, T0)).toMatchObject({ ok: true });
    expect(checkFlashSale(6, sale, T0)).toMatchObject({ kind: 'flash_limit', message: '超出限购数量（每人限购5件）' });
    // already bought 3 of 5: 3 more is too many
    expect(checkFlashSale(3, { ...sale, bought: 3 }, T0)).toMatchObject({ message: '超出限购数量（每人限购5件），您已购买3件' });
  });

  it('checks a flash-sale line against the flash sale stock, not the goods stock', () => {
    const line = { type: 1, goods: goods({ stock: 1000 }), flash_sale: { ...sale, limit_per_member: 0, stock: 4 } };
    expect(checkLineQuantity(line, 5, T0)).toMatchObject({ kind: 'out_of_stock', message: '库存不足，仅剩4盒' });
    expect(checkLineQuantity(line, 4, T0)).toEqual({ ok: true, value: 4 });
  });

  it('checks a normal line by the goods rules and a combination by whole quantity only', () => {
    expect(checkLineQuantity({ type: 0, goods: goods({ middle_pack: 10 }) }, 7, T0)).toMatchObject({ kind: 'middle_pack' });
    expect(checkLineQuantity({ type: 3, goods: goods({ middle_pack: 10 }) }, 7, T0)).toEqual({ ok: true, value: 7 });
    expect(checkLineQuantity({ type: 3, goods: goods() }, 0, T0)).toMatchObject({ kind: 'invalid_number' });
  });
});
