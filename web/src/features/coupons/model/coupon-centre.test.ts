import { describe, expect, it } from 'vitest';
import { couponValidity } from '../../../components/ui/coupon-ticket';
import { couponAction } from './coupon-centre';

describe('coupon centre', () => {
  it('picks the coupon centre action', () => {
    const base = { can_claim: false, member_coupon_id: null, status: null, claimed: 0 };
    expect(couponAction({ ...base, can_claim: true })).toBe('claim');
    expect(couponAction({ ...base, member_coupon_id: 8, status: 0, claimed: 1 })).toBe('use');
    expect(couponAction({ ...base, claimed: 1 })).toBe('use');
    expect(couponAction({ ...base, member_coupon_id: 8, status: 1, claimed: 1 })).toBe('claimed');
    expect(couponAction(base)).toBe('gone');
    expect(couponValidity({ valid_from: '2026-05-01T00:00:00+08:00', valid_to: '2026-05-31' })).toBe('2026-05-01 至 2026-05-31');
    expect(couponValidity({ valid_from: '2026-04-30T16:00:00.000Z', valid_to: '2026-05-31T15:59:59.000Z' })).toBe('2026-05-01 至 2026-05-31');
  });
});
