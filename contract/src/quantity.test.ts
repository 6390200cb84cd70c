import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityRule } from './quantity.js';

describe('quantity rule', () => {
  it('starts at the minimum order rounded up to the middle pack', () => {
    expect(quantityRule({ min_order: 1, middle_pack: 10, number: 500 })).toEqual({ min: 10, step: 10, max: 500 });
    expect(quantityRule({ min_order: 25, middle_pack: 10, number: 0 })).toEqual({ min: 30, step: 10, max: 0 });
    expect(quantityRule({ min_order: 0, middle_pack: 0, number: 3 })).toEqual({ min: 1, step: 1, max: 3 });
  });

  it('snaps typed numbers to multiples within stock', () => {
    const rule = { min: 10, step: 10, max: 95 };
    expect(clampQuantity(11, rule)).toBe(20);
    expect(clampQuantity(3, rule)).toBe(10);
    expect(clampQuantity(200, rule)).toBe(90);
    expect(clampQuantity(Number.NaN, rule)).toBe(10);
    expect(clampQuantity(1000, { min: 10, step: 10, max: 0 })).toBe(1000);
    // Stock below one middle pack still offers the minimum (the server refuses it with its own message).
    expect(clampQuantity(10, { min: 10, step: 10, max: 5 })).toBe(10);
  });
});
