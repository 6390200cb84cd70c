import { describe, expect, it } from 'vitest';
import { yuanError } from './yuan-input.js';

describe('yuanError: why a typed amount cannot be sent', () => {
  const limits = { min: 1, max: 1_000_000 };
  it('names what is wrong', () => {
    expect(yuanError('', '充值金额', limits)).toBe('请输入充值金额');
    expect(yuanError('  ', '充值金额', limits)).toBe('请输入充值金额');
    expect(yuanError('1.234', '充值金额', limits)).toBe('充值金额格式不正确，最多两位小数');
    expect(yuanError('0', '充值金额', limits)).toBe('充值金额不能低于0.01元');
    expect(yuanError('10000.01', '充值金额', limits)).toBe('充值金额不能超过10000元');
  });
  it('accepts the limits themselves, typed or as a number, spaces around', () => {
    expect(yuanError('0.01', '充值金额', limits)).toBeNull();
    expect(yuanError(' 10000 ', '充值金额', limits)).toBeNull();
    expect(yuanError(200, '充值金额', limits)).toBeNull();
  });
});
