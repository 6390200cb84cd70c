import { describe, expect, it } from 'vitest';
import { fenToYuan, formatMoney } from './money';

describe('money', () => {
  it('formats fen as yuan with two decimals', () => {
    expect(formatMoney(1250)).toBe('¥12.50');
    expect(formatMoney(5)).toBe('¥0.05');
    expect(formatMoney(0)).toBe('¥0.00');
    expect(fenToYuan(-199)).toBe('-1.99');
  });
  it('rounds fractional fen down', () => {
    expect(fenToYuan(1999.9)).toBe('19.99');
  });
});
