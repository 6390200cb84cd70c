import { describe, expect, it } from 'vitest';
import { fenToYuanInput, parseYuan } from './yuan';

describe('parseYuan', () => {
  it('parses yuan with up to two decimals to fen exactly', () => {
    expect(parseYuan('100')).toBe(10000);
    expect(parseYuan('99.5')).toBe(9950);
    expect(parseYuan(' 0.01 ')).toBe(1);
    expect(parseYuan('0.29')).toBe(29);
    expect(parseYuan(19.99)).toBe(1999);
  });
  it('refuses anything else', () => {
    for (const bad of ['', '-1', '1.234', 'abc', '1,000', '.5', '1e3', null, undefined]) expect(parseYuan(bad)).toBeNull();
  });
});

describe('fenToYuanInput', () => {
  it('drops a zero fraction, keeps two digits otherwise', () => {
    expect(fenToYuanInput(10000)).toBe('100');
    expect(fenToYuanInput(1205)).toBe('12.05');
    expect(fenToYuanInput(1250)).toBe('12.50');
  });
});
