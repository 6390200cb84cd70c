import { describe, expect, it } from 'vitest';
import type { CartLine, ShopGroup } from '@yaocai/contract';
import { lineTotal, summarize } from './cart-summary';

const line = (id: number, number: number, price: number, manjian = 0) =>
  ({ id, number, price, goods_manjian_amount: manjian }) as CartLine;

describe('cart summary', () => {
  it('subtracts the full-reduction amount from a line', () => {
    expect(lineTotal(line(1, 3, 1250, 500))).toBe(3250);
  });
  it('counts lines and sums totals across shops', () => {
    const groups = [
      { shop_id: 1, shop_name: 'a', lines: [line(1, 2, 100), line(2, 1, 999)] },
      { shop_id: 2, shop_name: 'b', lines: [line(3, 5, 10)] },
    ] as ShopGroup[];
    expect(summarize(groups)).toEqual({ count: 3, total: 1249 });
  });
});
