import { describe, expect, it } from 'vitest';
import { fenToYuanInput, parseYuan, yuanError } from './yuan';

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

describe('yuanError', () => {
  const limits = { min: 1, max: 1_000_000 };
  it('names what is wrong', () => {
    expect(yuanError('', '充值金额', limits)).toBe('请输入充值金额');
    expect(yuanError('1.234', '充值金额', limits)).toBe('充值金额格式不正确，最多两位小数');
    expect(yuanError('0', '充值金额', limits)).toBe('充值金额不能低于0.01元');
    expect(yuanError('10000.01', '充值金额', limits)).toBe('充值金额不能超过10000元');
  });
  it('accepts the limits themselves', () => {
    expect(yuanError('0.01', '充值金额', limits)).toBeNull();
    expect(yuanError('10000', '充值金额', limits)).toBeNull();
  });
});
