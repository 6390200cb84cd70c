import { describe, expect, it } from 'vitest';
import { chooseCoupon, parseCouponParam, parseIdList, payHref, pickAddressId } from './checkout-params';

describe('checkout params', () => {
  it('parses id lists', () => {
    expect(parseIdList('3,1,3,,x')).toEqual([3, 1]);
    expect(parseIdList(null)).toEqual([]);
  });
  it('tells auto from none from a choice', () => {
    expect(parseCouponParam(null)).toBe('auto');
    expect(parseCouponParam('')).toEqual([]);
    expect(parseCouponParam('4,9')).toEqual([4, 9]);
  });
  it('replaces one source’s coupon and keeps the others', () => {
    const applied = [
      { sjly_id: 0, member_coupon_id: 11 },
      { sjly_id: 5, member_coupon_id: 21 },
    ];
    expect(chooseCoupon(applied, 5, 22)).toEqual([11, 22]);
    expect(chooseCoupon(applied, 0, null)).toEqual([21]);
    expect(chooseCoupon(applied, 7, 30)).toEqual([11, 21, 30]);
  });
  it('builds the pay address from the orders', () => {
    expect(payHref([8, 9])).toBe('/cart/step3/8?ids=8,9');
  });
  it('preselects the chosen, the default or the first address', () => {
    const p = { address: { id: 2 }, addresses: [{ id: 1 }, { id: 2 }] };
    expect(pickAddressId(1, p)).toBe(1);
    expect(pickAddressId(99, p)).toBe(2);
    expect(pickAddressId(null, { address: null, addresses: [{ id: 1 }] })).toBe(1);
    expect(pickAddressId(null, { address: null, addresses: [] })).toBeNull();
  });
});
