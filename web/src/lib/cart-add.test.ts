import { describe, expect, it } from 'vitest';
import { addToCartLevel } from './cart-add';

describe('add-to-cart reply level', () => {
  it('is a success only for 10000 with nothing refused', () => {
    expect(addToCartLevel(10000, [])).toBe('success');
    expect(addToCartLevel(10000, [{ goods_id: 1, reason: '缺货' }])).toBe('warning');
    expect(addToCartLevel(200, [])).toBe('warning');
  });
});
