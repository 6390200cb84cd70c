import type { CouponOption } from '@yaocai/contract';
import { parseIdList } from '../../../lib/id-list';

/** `auto`: the server picks the best coupon per source; a list (maybe empty = no coupon) is the buyer's choice. */
export type CouponChoice = 'auto' | number[];

export { parseIdList };

/** No `coupon_ids` in the URL → auto; `coupon_ids=` → none; `coupon_ids=4,9` → those. */
export function parseCouponParam(value: string | null): CouponChoice {
  return value === null ? 'auto' : parseIdList(value);
}

/**
 * The member coupons to send after choosing `memberCouponId` (null: none) for one source (sjly_id 0 = platform):
 * the other sources keep what is applied now.
 */
export function chooseCoupon(
  applied: readonly Pick<CouponOption, 'sjly_id' | 'member_coupon_id'>[],
  sjlyId: number,
  memberCouponId: number | null,
): number[] {
  const others = applied.filter((c) => c.sjly_id !== sjlyId && c.member_coupon_id !== null).map((c) => c.member_coupon_id!);
  return memberCouponId === null ? others : [...others, memberCouponId];
}

/** Step 3's address: ids of every order of the submission, the first in the path. */
export function payHref(orderIds: readonly number[]): string {
  return `/cart/step3/${orderIds[0]}?ids=${orderIds.join(',')}`;
}

/** The address to preselect: the one chosen, else the preview's (default), else the first. */
export function pickAddressId(chosen: number | null, preview: { address: { id: number } | null; addresses: { id: number }[] }): number | null {
  if (chosen !== null && preview.addresses.some((a) => a.id === chosen)) return chosen;
  return preview.address?.id ?? preview.addresses[0]?.id ?? null;
}
