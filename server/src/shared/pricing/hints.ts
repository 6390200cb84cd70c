import { formatFen } from '@yaocai/contract';
import type { CouponOption, ShopPricing } from './types.js';

export interface NextHint {
  manjian: { shortfall: number; amount: number; reduction: number } | null;
  shipping_shortfall: number;
  coupon: { id: number; shortfall: number; amount: number } | null;
  text: string;
}

/** Said after the 满减 part of a hint when the shop's 满减 counts only some lines (those the cart marks 满减). */
export const MANJIAN_SOME_NOTE = '（仅标「满减」的商品参与）';

/**
 * POST /api/cart/next_hint: what the buyer is missing in one shop — the next full-reduction tier, free shipping and the
 * closest held coupon whose threshold is not reached — as figures and one sentence. The 满减 shortfall is of the
 * covered goods only; when the promotion covers only some lines the sentence says so.
 */
export function nextHint(
  shop: Pick<ShopPricing, 'manjians' | 'shipping_shortfall' | 'manjian_scope'> | undefined,
  coupons: Array<CouponOption & { amount: number }>,
): NextHint {
  const tier = shop?.manjians.filter((m) => m.status === 0).sort((a, b) => a.shortfall - b.shortfall)[0];
  const manjian = tier ? { shortfall: tier.shortfall, amount: tier.amount, reduction: tier.reduction } : null;
  const near = coupons.filter((c) => !c.applicable && c.shortfall > 0).sort((a, b) => a.shortfall - b.shortfall)[0];
  const coupon = near ? { id: near.id, shortfall: near.shortfall, amount: near.amount } : null;
  const shipping_shortfall = shop?.shipping_shortfall ?? 0;
  const parts: string[] = [];
  if (manjian) {
    const note = shop?.manjian_scope === 'some' ? MANJIAN_SOME_NOTE : '';
    parts.push(`再买¥${formatFen(manjian.shortfall)}可减¥${formatFen(manjian.reduction)}${note}`);
  }
  if (shipping_shortfall > 0) parts.push(`再买¥${formatFen(shipping_shortfall)}免运费`);
  if (coupon) parts.push(`再买¥${formatFen(coupon.shortfall)}可用¥${formatFen(coupon.amount)}优惠券`);
  return { manjian, shipping_shortfall, coupon, text: parts.join('，') };
}
