import { BARE, checkout, FULL, HELP, SIMPLE, type RouteFlags } from './route-flags';

/** Which lazily loaded route module renders a page. */
export type PageKey =
  | 'home'
  | 'login'
  | 'not-found'
  | 'eleven-index'
  | 'goods-list'
  | 'goods-detail'
  | 'search'
  | 'shops'
  | 'brands'
  | 'everyday'
  | 'yx-rule'
  | 'no-activity'
  | 'register'
  | 'forget'
  | 'member-centre'
  | 'account-basic'
  | 'account-zzzj'
  | 'account-ddgl'
  | 'account-bdwx'
  | 'account-addr'
  | 'account-wdxx'
  | 'contract'
  | 'kx-agent'
  | 'cart'
  | 'coupon-centre'
  | 'group-buy'
  | 'checkout'
  | 'pay'
  | 'pay-done'
  | 'order-centre'
  | 'order-detail'
  | 'order-return'
  | 'order-after-sales'
  | 'recalls'
  | 'points-orders'
  | 'wallet'
  | 'my-coupons'
  | 'credit'
  | 'quick-buy'
  | 'invoices'
  | 'pay-account'
  | 'points-mall'
  | 'points-gift'
  | 'draw-records'
  | 'self-service'
  | 'help'
  | 'article'
  | 'news-list'
  | 'news-detail'
  | 'favorites'
  | 'feedback'
  | 'wanted-list'
  | 'wanted-add'
  | 'wanted-info'
  | 'quick-order'
  | 'loading'
  | 'activity-loading'
  | 'activity-zone'
  | 'activity-centre'
  | 'combination-zone'
  | 'video';

export interface RouteMeta {
  /** Spec §2 route name, where the spec names one (the header logic keys on these). */
  name?: string;
  /** Parent route name shared by index/table variants: list, search, yx. */
  group?: string;
  title: string;
  flags: RouteFlags;
}

export interface PageRoute extends RouteMeta {
  path: string;
  page: PageKey;
}

/** `to` may reuse the source's params: `/order/wl/:id` → `/order/info/:id`. */
export interface RedirectRoute {
  path: string;
  redirect: string;
  /** Carries the matched path's params, joined, as this query parameter (/activity/a/b → /loading/activity?url=a/b). */
  carryAs?: string;
}

export type RouteEntry = PageRoute | RedirectRoute;

type Extra = Partial<Omit<PageRoute, 'path' | 'title' | 'page'>> & { page: PageKey };

/** Every route names the module that renders it: no page of the spec is left to a placeholder. */
function page(path: string, title: string, extra: Extra): PageRoute {
  return { path, title, flags: FULL, ...extra };
}
function help(path: string, title: string, key: PageKey = 'help'): PageRoute {
  return page(path, title, { flags: HELP, page: key });
}
function go(path: string, redirect: string, carryAs?: string): RedirectRoute {
  return carryAs ? { path, redirect, carryAs } : { path, redirect };
}
const keepScroll: RouteFlags = { ...FULL, noScrollTop: true };

/** The whole route table of spec §2, in the spec's order. */
export const routeTable: RouteEntry[] = [
  // Top level
  page('/404', '页面不存在', { page: 'not-found' }),
  page('/', '首页', { name: 'index', page: 'home' }),
  page('/login', '会员登录', { name: 'login', page: 'login', flags: SIMPLE }),
  page('/loading', '加载中', { name: 'loading', page: 'loading' }),
  page('/jfsc', '积分商城', { name: 'jfsc', page: 'points-mall' }),
  page('/jfsc/details', '积分商品详情', { name: 'jfsc_details', page: 'points-gift' }),
  page('/list/other/:id/:name?', '商品列表', { page: 'goods-list' }),
  page('/noActivity', '活动未开始', { page: 'no-activity' }),
  page('/shops', '店铺', { page: 'shops' }),
  page('/shoplist', '店铺列表', { page: 'shops' }),
  page('/zqmb/:id', '专区', { page: 'goods-list' }),
  page('/quickOrder', '快速下单', { page: 'quick-order' }),
  page('/video', '视频专区', { page: 'video' }),
  page('/article/detail/:id', '文章详情', { flags: HELP, page: 'article' }),
  page('/loading/activity', '活动加载中', { page: 'activity-loading' }),
  go('/activity/:url?/:url1?/:url2?', '/loading/activity', 'url'),
  page('/kxdl', '控销代理', { page: 'kx-agent' }),
  page('/yjh/:id?', '活动专区', { page: 'activity-zone' }),
  page('/Hdzx/:ids/:id?', '活动中心', { page: 'activity-centre' }),
  page('/dzht', '电子合同', { page: 'contract' }),
  page('/eleven_index', '药采主站', { name: 'eleven_index', page: 'eleven-index' }),

  // Brand zone
  page('/ppzq/:page?', '品牌专区', { name: 'ppzq_index', group: 'ppzq', page: 'brands' }),
  page('/ppzq/info/:id/:page?', '品牌详情', { name: 'ppzq_info', group: 'ppzq', page: 'goods-list' }),

  // Lists and search
  page('/list', '商品列表', { name: 'list_index', group: 'list', flags: keepScroll, page: 'goods-list' }),
  page('/list/table', '商品列表', { name: 'list_table', group: 'list', flags: keepScroll, page: 'goods-list' }),
  page('/list/info/:id', '商品详情', { name: 'list_info', group: 'list', page: 'goods-detail' }),
  page('/list/info-pt/:id', '商品详情', { name: 'list_info_pt', group: 'list', page: 'goods-detail' }),
  page('/search', '搜索结果', { name: 'search_index', group: 'search', flags: keepScroll, page: 'search' }),
  page('/search/table', '搜索结果', { name: 'search_table', group: 'search', flags: keepScroll, page: 'search' }),
  page('/yx', '优选专区', { name: 'yx_index', group: 'yx', flags: keepScroll, page: 'goods-list' }),
  page('/yx/table', '优选专区', { name: 'yx_table', group: 'yx', flags: keepScroll, page: 'goods-list' }),
  page('/yx/rule', '优选规则', { name: 'yx_rule', flags: BARE, page: 'yx-rule' }),
  page('/zyyp', '中药饮片', { name: 'zyyp', page: 'goods-list' }),
  page('/kxzq', '控销专区', { name: 'kxzq', page: 'goods-list' }),
  page('/kxzq/new', '控销专区', { name: 'kxzq_new', page: 'goods-list' }),
  page('/kxzq/goods/:url/:ads?', '控销商品', { name: 'kxzq_goods', page: 'goods-list' }),
  page('/ptzq', '拼团专区', { name: 'ptzq', page: 'group-buy' }),
  page('/myzq', '免邮专区', { page: 'goods-list' }),
  page('/mrtj', '每日特价', { page: 'everyday' }),
  page('/lqzx', '领券中心', { page: 'coupon-centre' }),
  page('/zhzq', '组合购', { flags: { ...FULL, menu: false }, page: 'combination-zone' }),
  page('/welfare', '全场商品94折', { page: 'goods-list' }),

  // Cart and checkout
  page('/cart', '我的购物车', { name: 'cart_step1', flags: checkout(1), page: 'cart' }),
  page('/cart_step1', '我的购物车', { name: 'cart_step1', flags: checkout(1), page: 'cart' }),
  page('/cart_new', '我的购物车', { name: 'cart_new', flags: checkout(1), page: 'cart' }),
  page('/cart/step2', '确认订单', { name: 'cart_step2', flags: checkout(2), page: 'checkout' }),
  page('/cart/step2_new', '确认订单', { name: 'cart_step2_new', flags: checkout(2), page: 'checkout' }),
  page('/cart/step3/:id', '支付订单', { name: 'cart_step3', flags: checkout(3), page: 'pay' }),
  page('/cart/hm', '支付订单', { name: 'cart_hm', flags: checkout(3), page: 'pay' }),
  page('/cart/step4', '支付完成', { name: 'cart_step4', flags: checkout(4), page: 'pay-done' }),

  // Registration and password
  go('/register', '/register_index'),
  go('/register_index', '/register/step1'),
  page('/register/step1', '会员注册', { name: 'register_index_step1', flags: SIMPLE, page: 'register' }),
  page('/register/step2', '会员注册', { name: 'register_index_step2', flags: SIMPLE, page: 'register' }),
  page('/register/step3', '会员注册', { name: 'register_index_step3', flags: SIMPLE, page: 'register' }),
  page('/register/wechat', '微信注册', { name: 'register_wechat', flags: SIMPLE, page: 'register' }),
  go('/register_dd', '/register/dd/step1'),
  page('/register/dd/step1', '注册会员', { name: 'register_dd_step1', flags: SIMPLE, page: 'register' }),
  page('/register/dd/step2', '注册会员', { name: 'register_dd_step2', flags: SIMPLE, page: 'register' }),
  page('/register/dd/step3', '注册会员', { name: 'register_dd_step3', flags: SIMPLE, page: 'register' }),
  go('/forget', '/forget/step1'),
  page('/forget/step1', '忘记密码', { name: 'forget_step1', flags: SIMPLE, page: 'forget' }),
  page('/forget/step2', '重置密码', { name: 'forget_step2', flags: SIMPLE, page: 'forget' }),
  page('/forget/step3', '重置成功', { name: 'forget_step3', flags: SIMPLE, page: 'forget' }),

  // User centre and account
  page('/user', '会员中心', { name: 'user_hyzx', page: 'member-centre' }),
  page('/wdqb', '我的钱包', { name: 'wdqb', page: 'wallet' }),
  page('/yhq', '我的优惠券', { name: 'yhq', page: 'my-coupons' }),
  page('/zqgl', '账期管理', { name: 'zqgl', page: 'credit' }),
  page('/zhzx', '账户中心', { name: 'zhzx', page: 'account-basic' }),
  go('/zhzx_jcxx', '/basic'),
  // The account centre's children also answer under /zhzx/… (/zhzx/addr → /addr), the paths members and links guess.
  go('/zhzx/:section', '/:section'),
  page('/basic', '基本信息', { name: 'basic', page: 'account-basic' }),
  page('/zzzj', '资质证件', { name: 'zzzj', page: 'account-zzzj' }),
  page('/ddgl', '多门店管理', { name: 'ddgl', page: 'account-ddgl' }),
  page('/bdwx', '绑定微信', { name: 'zhzx_bdwx', page: 'account-bdwx' }),
  page('/addr', '收货地址', { name: 'addr', page: 'account-addr' }),
  page('/wdxx', '我的消息', { name: 'wdxx', page: 'account-wdxx' }),

  // Orders
  page('/order', '订单中心', { name: 'order', page: 'order-centre' }),
  page('/order/info/:id', '订单详情', { name: 'order_info', page: 'order-detail' }),
  page('/order/returnInfo/:id', '退货详情', { name: 'order_return_info', page: 'order-return' }),
  page('/order/afterSalesInfo/:id', '售后详情', { name: 'order_after_sales_info', page: 'order-after-sales' }),
  go('/order/wl/:id', '/order/info/:id'),
  // Not in the spec: the recalls of batches the member received (issue 47), linked from the header's banner.
  page('/ypzh', '药品召回', { name: 'ypzh', page: 'recalls' }),
  page('/jfdd', '积分订单', { name: 'jfdd', page: 'points-orders' }),
  page('/cjjl', '抽奖记录', { name: 'cjjl', page: 'draw-records' }),

  // Self-service
  page('/zzfw', '自助服务', { name: 'zzfw', page: 'self-service' }),
  page('/tlzh', '我的通联账户', { name: 'tlzh', page: 'pay-account' }),
  page('/kjcg', '快捷采购', { name: 'kjcg', page: 'quick-buy' }),
  page('/pzqg', '品种求购', { name: 'pzqg', page: 'wanted-list' }),
  page('/pzqg/add', '新增求购', { name: 'pzqg_add', page: 'wanted-add' }),
  page('/pzqg/info', '求购详情', { name: 'pzqg_info', page: 'wanted-info' }),
  page('/dzfp', '电子发票', { name: 'dzfp', page: 'invoices' }),
  page('/star', '我的收藏', { name: 'star', page: 'favorites' }),
  page('/yjfk', '意见反馈', { name: 'yjfk', page: 'feedback' }),

  // Help centre and news
  help('/help', '帮助中心'),
  help('/help/xrzn/hyzc', '会员注册'),
  help('/help/xrzn/gwzn', '购物指南'),
  help('/help/xrzn/aqgy', '安全购药'),
  help('/help/us/sjrz', '商家入驻'),
  help('/help/us/tsjy', '投诉建议'),
  help('/help/us/link', '商家首营资料'),
  help('/help/us/linkDetails', '首营资料详情'),
  help('/help/fwbz/wzzz', '网站资质'),
  help('/help/fwbz/yhxy', '用户协议'),
  help('/privacy', '隐私协议'),
  help('/help/fwbz/zskf', '专属客服'),
  help('/help/pay', '支付配送'),
  help('/help/zfps/ddzf', '订单支付'),
  help('/help/zfps/hwps', '货物配送'),
  help('/help/zfps/ypth', '药品退换货'),
  help('/news/hy', '质量公告', 'news-list'),
  help('/news/company', '公司新闻', 'news-list'),
  help('/news/notice', '活动公告', 'news-list'),
  help('/news/info/:id/:type', '资讯详情', 'news-detail'),

  go('*', '/404'),
];

export function isRedirect(entry: RouteEntry): entry is RedirectRoute {
  return 'redirect' in entry;
}

/** Route names on which the profile is not loaded (spec §4). */
export const NO_PROFILE_ROUTES = new Set(['user_hyzx', 'login', 'zhzx_bdwx']);
