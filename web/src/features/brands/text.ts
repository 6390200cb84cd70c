/** User-facing text of the brands feature. */
export const brandsText = {
  title: '品牌专区',
  sub: '品牌直供 · 正品保障',
  goodsCount: (n: number) => `${n} 个品种`,
  total: (n: number) => `共 ${n} 个品牌`,
  unknown: '品牌',
} as const;
