/**
 * Filter options of a search: GET /api/goods/facets knows no keywords, so the search pages (desktop and phone) derive
 * manufacturer and dosage-form options from the first 100 matches instead, most frequent first.
 */
export function facetsFromGoods(goods: { sccj: string; jx: string }[]): { sccj: string[]; jx: string[] } {
  return { sccj: byFrequency(goods.map((g) => g.sccj)), jx: byFrequency(goods.map((g) => g.jx)) };
}

function byFrequency(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'zh-CN')).map(([v]) => v);
}
