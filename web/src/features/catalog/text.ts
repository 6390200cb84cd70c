/** User-facing text of the catalog feature. */
export const catalogText = {
  allCategories: '全部商品分类',
  noCategories: '暂无分类',
} as const;
