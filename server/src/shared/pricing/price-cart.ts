import { bestCoupon, couponEligibleTotal, evaluateCoupon } from './coupons.js';
import { fullReduction } from './full-reduction.js';
import { priceLine, type LinePrice } from './line.js';
import { badgeText } from '@yaocai/contract';
import { freeShippingHint, shippingShortfall } from './shipping.js';
import type { CartLineInput, CartPricing, PricedLine, PricingInput, ShopPricing } from './types.js';

/** Spec §9 selected total of lines: their line totals (after full reduction) plus their gift totals, counted lines only. */
export function selectedTotalOf(lines: PricedLine[]): number {
  return lines.filter((l) => l.counted).reduce((a, l) => a + l.line_total + l.gift_total, 0);
}

/** What a shop's selected lines lack to reach its 起订金额: 0 when reached, without a minimum or with nothing selected. */
export function minOrderShortfall(minimum: number | undefined, lines: PricedLine[], selectedTotal: number): number {
  if (!minimum || !lines.some((l) => l.counted)) return 0;
  return Math.max(0, minimum - selectedTotal);
}

/**
 * Prices a whole cart at `input.now`: every line's unit price, selection and hints; per shop the full-reduction tiers
 * (and which lines they cover), mjPrice, goods_manjian_amount on each line, selected, coupon-eligible totals, shipping
 * shortfall and what is missing to its 起订金额; for the cart the totals and coupons of the shops that settle (a shop
 * under its minimum is left out, as checkout would refuse it), the line ids that go to checkout, the line count and the
 * badge. Pure: same input, same output.
 */
export function priceCart(input: PricingInput): CartPricing {
  const { now } = input;
  const facts = new Map<number, CartLineInput>(input.lines.map((l) => [l.id, l]));
  const byShop = new Map<number, LinePrice[]>();
  for (const line of input.lines) {
    const priced = priceLine(line, now);
    const group = byShop.get(line.shop_id) ?? [];
    group.push(priced);
    byShop.set(line.shop_id, group);
  }

  const counted = [...byShop.values()].flat().filter((l) => l.counted);
  const onlyLineId = counted.length === 1 ? counted[0].id : null;

  const shops: ShopPricing[] = [...byShop].map(([shop_id, group]) => {
    const fr = fullReduction(group, input.promotions?.get(shop_id));
    const lines: PricedLine[] = group.map((l) => {
      const goods_manjian_amount = fr.shares.get(l.id) ?? 0;
      return {
        ...l,
        goods_manjian_amount,
        line_total: l.amount - goods_manjian_amount,
        manjian_covered: fr.covered.has(l.id),
        free_shipping_hint: freeShippingHint(facts.get(l.id)!.goods, l.number, l.id === onlyLineId),
      };
    });
    const selected_total = selectedTotalOf(lines);
    const freeShipping = lines.some((l) => l.free_shipping_hint?.applies);
    const min_order_amount = input.minimums?.get(shop_id) ?? 0;
    const min_order_shortfall = minOrderShortfall(min_order_amount, lines, selected_total);
    return {
      shop_id,
      lines,
      manjian_scope: fr.scope,
      manjians: fr.manjians,
      mjPrice: fr.mjPrice,
      manjiansArr: fr.manjiansArr,
      eligible_amount: fr.eligible_amount,
      selected_total,
      coupon_total: couponEligibleTotal(lines),
      shipping_shortfall: shippingShortfall(input.shipping?.get(shop_id), selected_total, freeShipping),
      min_order_amount,
      min_order_shortfall,
      settles: min_order_shortfall === 0 && lines.some((l) => l.counted),
    };
  });

  const settling = shops.filter((s) => s.settles);
  const coupon_total = settling.reduce((a, s) => a + s.coupon_total, 0);
  const shopCouponTotals = new Map(settling.map((s) => [s.shop_id, s.coupon_total]));
  const couponInputs = input.coupons ?? [];
  const coupons = couponInputs.map((c) => evaluateCoupon(c, coupon_total, shopCouponTotals, now));
  return {
    shops,
    selected_total: settling.reduce((a, s) => a + s.selected_total, 0),
    coupon_total,
    settle_ids: settling.flatMap((s) => s.lines.filter((l) => l.counted).map((l) => l.id)),
    coupons,
    best_coupon: bestCoupon(coupons, couponInputs),
    count: input.lines.length,
    badge: badgeText(input.lines.length),
    free_shipping: shops.some((s) => s.lines.some((l) => l.free_shipping_hint?.applies)),
  };
}
