import { prorate, type CartPricing, type CouponOption, type PricedLine } from '../../shared/pricing/index.js';

export interface ShopRule {
  shipping_fee: number;
  min_order_amount: number;
}

export interface LineAmounts {
  line: PricedLine;
  /** number × price + gift total (换购). */
  amount: number;
  manjian: number;
  coupon: number;
}

export interface ShopOrderAmounts {
  shop_id: number;
  lines: LineAmounts[];
  goods_amount: number;
  manjian_amount: number;
  coupon_amount: number;
  shipping_fee: number;
  pay_amount: number;
  /** The counted total is below the shop's minimum order amount. */
  below_minimum: boolean;
}

/**
 * Splits a priced cart into one order per shop: only counted lines; the shop's 满减 as already shared onto lines; the
 * applied coupons — a shop coupon on its shop, a platform coupon prorated over shops by their coupon-eligible totals —
 * shared onto the shop's with_coupon lines; the shop's shipping fee when its shortfall is above zero. Every share is
 * exact (prorate), so the orders add up to the cart to the fen.
 */
export function orderAmounts(pricing: CartPricing, applied: CouponOption[], rules: Map<number, ShopRule>): ShopOrderAmounts[] {
  const shops = pricing.shops.filter((s) => s.lines.some((l) => l.counted));
  const couponWeights = shops.map((s) => s.coupon_total);
  const platformShare = new Map<number, number>(shops.map((s) => [s.shop_id, 0]));
  for (const c of applied.filter((a) => a.sjly_id === 0)) {
    if (couponWeights.every((w) => w === 0)) continue;
    prorate(c.discount, couponWeights).forEach((part, i) => platformShare.set(shops[i].shop_id, platformShare.get(shops[i].shop_id)! + part));
  }
  return shops.map((s) => {
    const counted = s.lines.filter((l) => l.counted);
    const shopCoupon = applied.filter((a) => a.sjly_id === s.shop_id).reduce((a, c) => a + c.discount, 0);
    const gross = counted.reduce((a, l) => a + l.line_total + l.gift_total, 0);
    const coupon_amount = Math.min(gross, shopCoupon + platformShare.get(s.shop_id)!);
    const withCoupon = counted.filter((l) => l.with_coupon === 1 && l.line_total > 0);
    const shares = withCoupon.length
      ? prorate(
          coupon_amount,
          withCoupon.map((l) => l.line_total),
        )
      : [];
    const lines = counted.map((l) => {
      const i = withCoupon.indexOf(l);
      return { line: l, amount: l.amount + l.gift_total, manjian: l.goods_manjian_amount, coupon: i >= 0 ? shares[i] : 0 };
    });
    const goods_amount = lines.reduce((a, l) => a + l.amount, 0);
    const manjian_amount = s.mjPrice;
    const rule = rules.get(s.shop_id) ?? { shipping_fee: 0, min_order_amount: 0 };
    const shipping_fee = s.shipping_shortfall > 0 ? rule.shipping_fee : 0;
    return {
      shop_id: s.shop_id,
      lines,
      goods_amount,
      manjian_amount,
      coupon_amount,
      shipping_fee,
      pay_amount: goods_amount - manjian_amount - coupon_amount + shipping_fee,
      below_minimum: gross < rule.min_order_amount,
    };
  });
}
