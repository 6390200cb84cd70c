import { describe, expect, it } from 'vitest';
import { dayParam, pickedDay, pickerDate, rangeDays, rangeKeyOf } from './model';

describe('phone money rules', () => {
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
