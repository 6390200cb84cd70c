import type { FreeShippingHint, GoodsFacts, ShopShipping } from './types.js';

/**
 * Spec §4/§5 single-item free shipping: applies only when exactly one line is selected, it is a free-shipping item and
 * its number reaches free_shipping_number; otherwise the units still needed. Null for goods without free shipping.
 */
export function freeShippingHint(
  goods: Pick<GoodsFacts, 'is_free_shipping' | 'free_shipping_number'>,
  number: number,
  isOnlySelectedLine: boolean,
): FreeShippingHint | null {
  if (!goods.is_free_shipping) return null;
  const units_needed = Math.max(0, goods.free_shipping_number - number);
  return { applies: isOnlySelectedLine && units_needed === 0, units_needed };
}

/** Spec §9: shipping_amount − selected total − no_trans_order_amount, floored at 0 (0 without a rule or with free shipping). */
export function shippingShortfall(rule: ShopShipping | undefined, selectedTotal: number, freeShipping = false): number {
  if (!rule || freeShipping) return 0;
  return Math.max(0, rule.shipping_amount - selectedTotal - rule.no_trans_order_amount);
}
