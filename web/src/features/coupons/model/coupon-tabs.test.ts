import { describe, expect, it } from 'vitest';
import { COUPON_TABS, parseChoice, tabLabel, couponUseHref } from './coupon-tabs';

describe('coupon tabs', () => {
  it('maps tabs to statuses and counts', () => {
    expect(COUPON_TABS.map((t) => [t.status, t.count])).toEqual([
      [0, 'unused'],
      [1, 'used'],
      [2, 'expired'],
    ]);
  });
  it('reads the URL choice within range', () => {
    expect(parseChoice('2', 2)).toBe(2);
    expect(parseChoice('3', 2)).toBe(0);
    expect(parseChoice(null, 2)).toBe(0);
    expect(parseChoice('x', 2)).toBe(0);
  });
  it('labels and links', () => {
    expect(tabLabel('未使用', 3)).toBe('未使用（3）');
    expect(tabLabel('未使用', undefined)).toBe('未使用');
    expect(couponUseHref(0)).toBe('/list');
    expect(couponUseHref(7)).toBe('/list?shop_id=7');
  });
});
