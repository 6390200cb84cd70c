/** User-facing text of the search feature. */
export const searchText = {
  button: '搜索',
  typeLabel: '搜索类型',
  inputLabel: '搜索关键词',
  clear: '清空',
  hot: '热门搜索：',
  types: ['药品', '厂家', '商家'],
  placeholders: ['请输入药品名称/品牌/厂家/商家', '请输入生产厂家名称', '请输入商家名称'],
  searching: '搜索中...',
  resultsFor: '搜索结果',
  allResults: '全部结果',
} as const;
