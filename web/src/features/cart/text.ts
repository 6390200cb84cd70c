/** User-facing text of the cart feature (side-bar panel). */
export const cartText = {
  title: '购物车',
  empty: '购物车空空如也~',
  loginPrompt: '登录后可查看购物车中的商品',
  login: '立即登录',
  remove: '删除',
  confirmRemove: '确定删除这件商品吗?',
  confirmTitle: '温馨提示',
  ok: '确定',
  cancel: '取消',
  removed: '删除成功',
  count: (n: number) => `共 ${n} 种商品`,
  total: '合计：',
  settle: '去购物车结算',
  close: '收起',
} as const;
