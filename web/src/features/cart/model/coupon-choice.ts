import type { CouponChoice } from '../api/cart';

/** The coupon choice lives in the URL (?coupon_ids=1,2; empty = none; absent = the server's best). */
export function parseCouponChoice(raw: string | null): CouponChoice {
  if (raw === null) return 'auto';
  return raw
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);
}

export function couponChoiceParam(choice: CouponChoice): string | null {
  return choice === 'auto' ? null : choice.join(',');
}
