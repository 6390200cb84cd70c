import type { CouponNum } from '../api/coupons';

/** /yhq tabs: status 0 未使用, 1 已使用, 2 已过期, with the couponNum figure of each. */
export const COUPON_TABS = [
  { status: 0, label: '未使用', count: 'unused' },
  { status: 1, label: '已使用', count: 'used' },
  { status: 2, label: '已过期', count: 'expired' },
] as const satisfies readonly { status: number; label: string; count: keyof CouponNum }[];

export const COUPON_TYPES = [
  { value: 0, label: '全部' },
  { value: 1, label: '平台券' },
  { value: 2, label: '店铺券' },
] as const;

/** A status or type from the URL, within 0..max, else 0. */
export function parseChoice(value: string | null, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : 0;
}

/** 未使用（3） */
export function tabLabel(label: string, n: number | undefined): string {
  return n === undefined ? label : `${label}（${n}）`;
}

/** Where 去使用 leads: platform coupons anywhere, a shop's to that shop's goods. */
export function couponUseHref(sjlyId: number): string {
  return sjlyId === 0 ? '/list' : `/list?shop_id=${sjlyId}`;
}
