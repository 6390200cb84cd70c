import { describe, expect, it } from 'vitest';
import { applyBasisPoints, badgeText, formatFen, formatTotalDown, mulDiv, prorate, yuanToFenDown } from './money.js';

describe('money formatting (§9: 2 decimals, totals rounded down)', () => {
  it('formats integer fen as yuan with 2 decimals', () => {
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(123456)).toBe('1234.56');
    expect(formatFen(-5)).toBe('-0.05');
    expect(() => formatFen(1.5)).toThrow(RangeError);
  });

  it('converts decimal yuan to fen rounding down', () => {
    // 12.349 yuan = 1234.9 fen → 1234 fen (rounded down), shown 12.34
    expect(yuanToFenDown('12.349')).toBe(1234);
    expect(formatTotalDown('12.349')).toBe('12.34');
    expect(yuanToFenDown('0.01')).toBe(1);
    expect(yuanToFenDown('7')).toBe(700);
    expect(yuanToFenDown('7.5')).toBe(750);
    // 0.1 + 0.2 = 0.30000000000000004 as a float → 30 fen, never 31
    expect(yuanToFenDown(0.1 + 0.2)).toBe(30);
    // −1.231 yuan → −124 fen: rounding down never goes above the exact value
    expect(yuanToFenDown('-1.231')).toBe(-124);
    expect(() => yuanToFenDown('abc')).toThrow(RangeError);
  });

  it('multiplies and divides exactly with explicit rounding', () => {
    // 999 × 3 ÷ 4 = 749.25 → floor 749, ceil 750, half-up 749
    expect(mulDiv(999, 3, 4)).toBe(749);
    expect(mulDiv(999, 3, 4, 'ceil')).toBe(750);
    expect(mulDiv(999, 3, 4, 'half_up')).toBe(749);
    // 9.5折 of 1999 fen: 1999 × 9500 ÷ 10000 = 1899.05 → 1899 fen
    expect(applyBasisPoints(1999, 9500)).toBe(1899);
    // large amounts stay exact: 9e15 × 3 ÷ 3
    expect(mulDiv(9_000_000_000_000_000, 3, 3)).toBe(9_000_000_000_000_000);
  });
});

describe('prorate (largest remainder)', () => {
  it('spreads 100 fen over 3 equal weights as 34, 33, 33', () => {
    // 100 × 1/3 = 33.33 each → floors 33+33+33 = 99, 1 fen left goes to the first (ties by order)
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('gives the remainder to the largest fractional parts', () => {
    // 10 over [3000, 2000, 1000] (Σ 6000): 5, 3.333, 1.667 → floors 5, 3, 1 = 9; largest remainder .667 → third
    expect(prorate(10, [3000, 2000, 1000])).toEqual([5, 3, 2]);
  });

  it('is zero for a zero total or no weights', () => {
    expect(prorate(0, [5, 5])).toEqual([0, 0]);
    expect(prorate(0, [])).toEqual([]);
  });
});

describe('badge text (§9 capped at 99)', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
