import type { LadderHint, LadderTier, LadderTierHint } from './types.js';

/** Tiers in ascending quantity, ignoring malformed ones (non-positive quantity or negative price). */
export function sortedTiers(ladder: LadderTier[]): LadderTier[] {
  return ladder
    .filter((t) => Number.isSafeInteger(t.number) && t.number > 0 && Number.isSafeInteger(t.price) && t.price >= 0)
    .sort((a, b) => a.number - b.number || a.price - b.price);
}

/**
 * The unit price for `number` units: the lowest price among the base price and every tier whose quantity is reached.
 * Never above the base price, and never rises as the quantity grows.
 */
export function ladderUnitPrice(basePrice: number, ladder: LadderTier[], number: number): { price: number; fromLadder: boolean } {
  let price = basePrice;
  let fromLadder = false;
  for (const t of sortedTiers(ladder)) {
    if (t.number <= number && t.price < price) {
      price = t.price;
      fromLadder = true;
    }
  }
  return { price, fromLadder };
}

/**
 * Spec §4 ladder hint: each tier is `reached` (its price equals the line price), `available` (its quantity is reached
 * but a better price applies, shown greyed) or `needed` with the units still needed. Null when the goods have no ladder.
 */
export function ladderHint(ladder: LadderTier[], number: number, linePrice: number): LadderHint | null {
  const tiers = sortedTiers(ladder);
  if (tiers.length === 0) return null;
  // The tier giving the line price is highlighted (the highest one if two share the price); other reached tiers grey.
  const highlight = tiers.filter((t) => t.number <= number && t.price === linePrice).at(-1);
  const hints: LadderTierHint[] = tiers.map((t) => {
    if (t.number > number) return { number: t.number, price: t.price, state: 'needed', units_needed: t.number - number };
    return { number: t.number, price: t.price, state: t === highlight ? 'reached' : 'available', units_needed: 0 };
  });
  const reached = tiers.filter((t) => t.number <= number);
  const notReached = tiers.filter((t) => t.number > number);
  return {
    tiers: hints,
    reached,
    not_reached: notReached,
    units_short: notReached.length > 0 ? notReached[0].number - number : null,
  };
}
