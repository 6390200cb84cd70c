import { describe, expect, it } from 'vitest';
import { dayParam, pickedDay, pickerDate, rangeDays, rangeKeyOf, yuanError } from './model';

describe('phone money rules', () => {
  it('checks typed yuan amounts against limits in fen', () => {
    const limits = { min: 1, max: 1_000_000 };
    expect(yuanError('', '充值金额', limits)).toBe('请输入充值金额');
    expect(yuanError('1.234', '充值金额', limits)).toBe('充值金额格式不正确，最多两位小数');
    expect(yuanError('0', '充值金额', limits)).toBe('充值金额不能低于0.01元');
    expect(yuanError('10000.01', '充值金额', limits)).toBe('充值金额不能超过10000元');
    expect(yuanError(' 200 ', '充值金额', limits)).toBeNull();
  });

  it('round-trips a China day through the picker by its digits', () => {
    expect(pickedDay(pickerDate('2026-02-28'))).toBe('2026-02-28');
    expect(pickedDay(pickerDate('2026-12-31'))).toBe('2026-12-31');
  });

  it('counts quick ranges in China days, today included', () => {
    // 2026-12-05 20:00 UTC is 2026-12-06 04:00 in China.
    const now = Date.parse('2026-12-05T20:00:00Z');
    expect(rangeDays('d7', now)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(rangeKeyOf('2026-11-30', '2026-12-06', now)).toBe('d7');
    expect(rangeKeyOf('2026-11-07', '2026-12-06', now)).toBe('d30');
    expect(rangeKeyOf('2026-12-01', '2026-12-02', now)).toBe('custom');
    expect(rangeKeyOf(null, null, now)).toBe('all');
  });

  it('keeps only real days from the address', () => {
    expect(dayParam('2026-02-30')).toBeNull();
    expect(dayParam('x')).toBeNull();
    expect(dayParam('2026-02-28')).toBe('2026-02-28');
  });
});
