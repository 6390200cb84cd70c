/**
 * 效期 the buyer can trust (issue 47): a pharmacy sets the shortest remaining shelf life it accepts; offers below it are
 * marked, the cart warns, and checkout asks for an explicit confirmation. Zod-free, so the storefront's goods pages
 * mark offers without bundling the schemas.
 */
export const SHELF_LIFE_MAX_MONTHS = 36;

/** How many categories a buyer may give a minimum of their own. */
export const SHELF_LIFE_CATEGORY_MAX = 20;

/** The earliest expiry a buyer asking `months` of shelf life from China day `today` accepts (month ends clamp). */
export function shelfLifeFloor(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** True when a batch expiring on `expiry` (YYYY-MM-DD, valid through that day) is below the buyer's minimum. */
export function belowShelfLife(expiry: string, months: number, today: string): boolean {
  return months > 0 && expiry < shelfLifeFloor(today, months);
}

/** A buyer's own minimum for goods under one category (and every category below it). */
export interface CategoryShelfLife {
  category_id: number;
  months: number;
}

/**
 * The months a buyer asks of a goods: the minimum set for the nearest of its categories (`path`: the goods' category
 * and its ancestors, any order), else its general 最低剩余效期.
 */
export function shelfLifeMonthsFor(general: number, rules: readonly CategoryShelfLife[] | undefined, path: readonly number[]): number {
  if (!rules || rules.length === 0) return general;
  for (const id of path) {
    const rule = rules.find((r) => r.category_id === id);
    if (rule) return rule.months;
  }
  return general;
}
