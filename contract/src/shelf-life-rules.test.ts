import { describe, expect, it } from 'vitest';
import { belowShelfLife, shelfLifeFloor } from './shelf-life-rules.js';

describe('minimum shelf life', () => {
  it('counts months from today, clamping month ends', () => {
    expect(shelfLifeFloor('2026-12-07', 12)).toBe('2027-12-07');
    expect(shelfLifeFloor('2026-12-07', 1)).toBe('2027-01-07');
    expect(shelfLifeFloor('2027-01-31', 1)).toBe('2027-02-28');
    expect(shelfLifeFloor('2027-11-30', 3)).toBe('2028-02-29');
    expect(shelfLifeFloor('2026-12-07', 0)).toBe('2026-12-07');
  });

  it('marks a batch expiring before the floor, and none when no minimum is set', () => {
    expect(belowShelfLife('2027-06-06', 6, '2026-12-07')).toBe(true);
    expect(belowShelfLife('2027-06-07', 6, '2026-12-07')).toBe(false);
    expect(belowShelfLife('2026-12-08', 0, '2026-12-07')).toBe(false);
  });
});
