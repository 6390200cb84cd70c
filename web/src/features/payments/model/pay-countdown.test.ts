import { describe, expect, it } from 'vitest';
import { formatLeft, secondsLeft } from './pay-countdown';

describe('pay countdown', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  it('counts whole seconds to the deadline', () => {
    expect(secondsLeft('2026-11-23T10:30:00Z', now)).toBe(1800);
    expect(secondsLeft('2026-11-23T10:00:00.999Z', now)).toBe(0);
    expect(secondsLeft('2026-11-23T10:00:01.500Z', now)).toBe(1);
  });
  it('is 0 past the deadline or without one', () => {
    expect(secondsLeft('2026-11-23T09:59:00Z', now)).toBe(0);
    expect(secondsLeft(null, now)).toBe(0);
    expect(secondsLeft('not a date', now)).toBe(0);
  });
  it('formats minutes and seconds, hours when there are any', () => {
    expect(formatLeft(1800)).toBe('30分00秒');
    expect(formatLeft(65)).toBe('01分05秒');
    expect(formatLeft(3723)).toBe('1小时02分03秒');
    expect(formatLeft(0)).toBe('已超时');
  });
});
