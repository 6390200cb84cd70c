/** User-facing text of the header shortcuts and the side bar (the app layer's own furniture). */
export const headerText = {
  home: '首页',
  /** On a phone that chose the desktop pages: back to the phone storefront (issue 46). */
  phoneView: '手机版',
  addToDesktop: '添加到桌面',
  addToDesktopHint: (keys: string) => `浏览器不支持自动添加，请按 ${keys} 收藏本站，或在浏览器菜单中选择“创建快捷方式”添加到桌面`,
  memberCentre: '会员中心',
  myOrders: '我的订单',
  invoice: '电子发票查询',
  quality: '质检报告查询',
  app: '手机APP',
  appScan: '扫码下载药采APP',
  account: '我的账户',
  cart: '购物车',
  myCart: '我的购物车',
  messages: '我的消息',
  chat: '在线咨询',
  /** The top bar's short label (the bar is full): the member's chats with shops, with the unread count. */
  chatShort: '咨询',
  service: '在线客服',
  noService: '暂未开通在线客服',
  backTop: '返回顶部',
} as const;

/** The member area's left menu. */
export const accountMenuText = {
  title: '会员中心',
  home: '会员中心首页',
  account: '账户中心',
  basic: '基本信息',
  zzzj: '资质证件',
  ddgl: '多门店管理',
  bdwx: '绑定微信',
  addr: '收货地址',
  wdxx: '我的消息',
  service: '服务与授权',
  dzht: '电子合同',
  kxdl: '控销代理',
  trade: '交易管理',
  order: '我的订单',
  jfdd: '积分订单',
  cjjl: '抽奖记录',
  money: '资产中心',
  wdqb: '我的钱包',
  yhq: '优惠券',
  zqgl: '账期管理',
  tlzh: '支付账户',
  selfService: '自助服务',
  zzfw: '全部服务',
  kjcg: '快速采购',
  dzfp: '电子发票',
  star: '我的收藏',
  pzqg: '品种求购',
  yjfk: '意见反馈',
} as const;

/** The bar under the header for members whose review is not through, or whose certificates expire. */
export const reviewNoticeText = {
  pending: '资质审核中，审核通过后可查看价格和下单',
  incomplete: '尚未提交资质证件，提交并审核通过后可查看价格和下单',
  rejected: '资质审核未通过，请根据审核意见修改后重新提交',
  toStatus: '查看审核进度',
  toUpload: '去上传资质',
  toFix: '去修改',
  toZzzj: '去更新证件',
} as const;
