import { describe, expect, it } from 'vitest';
import {
  applyBasisPoints,
  badgeText,
  fenToYuanNumber,
  formatBasisPoints,
  formatFen,
  formatShare,
  formatTotalDown,
  formatYuanShort,
  mulDiv,
  prorate,
  rmbUpper,
  yuanToFenDown,
} from './money.js';

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

describe('yuan for inputs and axes', () => {
  it('gives yuan as the number an input holds', () => {
    expect(fenToYuanNumber(1999)).toBe(19.99);
    expect(fenToYuanNumber(10000)).toBe(100);
    expect(fenToYuanNumber(1)).toBe(0.01);
    // the same double as dividing, never 0.07 + float noise
    for (const fen of [7, 29, 1005, 123456789]) expect(fenToYuanNumber(fen)).toBe(fen / 100);
  });

  it('shortens an axis label to 万 from 10000 yuan', () => {
    expect(formatYuanShort(0)).toBe('0');
    expect(formatYuanShort(950_000)).toBe('9500');
    expect(formatYuanShort(1250)).toBe('12.50');
    expect(formatYuanShort(1_000_000)).toBe('1.0万');
    expect(formatYuanShort(2_500_000)).toBe('2.5万');
    // 1.26万 → 1.3万 (half up on the tenth)
    expect(formatYuanShort(1_260_000)).toBe('1.3万');
    expect(formatYuanShort(123_450_000)).toBe('123.5万');
  });
});

describe('percentages', () => {
  it('shows basis points as a percentage without trailing zeros', () => {
    expect(formatBasisPoints(0)).toBe('0%');
    expect(formatBasisPoints(500)).toBe('5%');
    expect(formatBasisPoints(1250)).toBe('12.5%');
    expect(formatBasisPoints(1234)).toBe('12.34%');
    expect(formatBasisPoints(10000)).toBe('100%');
    expect(formatBasisPoints(5)).toBe('0.05%');
  });

  it('shows a share of a whole with 2 decimals', () => {
    expect(formatShare(1, 3)).toBe('33.33%');
    expect(formatShare(2, 3)).toBe('66.67%');
    expect(formatShare(1, 2)).toBe('50.00%');
    expect(formatShare(7, 7)).toBe('100.00%');
    expect(formatShare(0, 9)).toBe('0.00%');
  });
});

describe('人民币大写', () => {
  it.each([
    [0, '零圆整'],
    [100, '壹圆整'],
    [1050, '壹拾圆伍角整'],
    [1234560, '壹万贰仟叁佰肆拾伍圆陆角整'],
    [100000001, '壹佰万圆零壹分'],
    [10000, '壹佰圆整'],
    [100100, '壹仟零壹圆整'],
    [1000000000, '壹仟万圆整'],
    [10005000, '壹拾万零伍拾圆整'],
    [5, '伍分'],
  ])('%i fen → %s', (fen, text) => {
    expect(rmbUpper(fen)).toBe(text);
  });
});
