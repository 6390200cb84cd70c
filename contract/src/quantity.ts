/** The order-quantity rule of a goods (最小起订, 中包装, stock): the desktop and the phone storefront step and snap by it. */
export interface QuantityRule {
  /** Smallest quantity that may be ordered (最小起订量). */
  min: number;
  /** Orders go in multiples of the middle pack (中包装). */
  step: number;
  /** Stock; 0 or less means no upper bound is known. */
  max: number;
}

/** The rule of one goods: at least one unit, multiples of the middle pack, no more than the stock. */
export function quantityRule(g: { min_order: number; middle_pack: number; number: number }): QuantityRule {
  const step = Math.max(1, Math.floor(g.middle_pack || 1));
  const min = Math.max(step, Math.ceil(Math.max(1, g.min_order || 1) / step) * step);
  return { min, step, max: Math.max(0, Math.floor(g.number || 0)) };
}

/** Snaps a typed quantity onto the rule: up to the next multiple of step, then into [min, max]. */
export function clampQuantity(value: number, rule: QuantityRule): number {
  const { min, step, max } = rule;
  let n = Number.isFinite(value) ? Math.ceil(Math.max(value, 0) / step) * step : min;
  n = Math.max(n, min);
  if (max > 0 && n > max) n = Math.max(min, Math.floor(max / step) * step);
  return n;
}
