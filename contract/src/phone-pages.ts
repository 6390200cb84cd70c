/**
 * The storefront on a phone (issue 46): the phone page of every storefront path, in one place (web's route table test
 * holds every desktop path to one). The server sends a phone the phone app's HTML for every address (one not here
 * shows the phone's 404); the phone app's router and the server's page files are built from the same table.
 * Paths are the desktop's own (spec §2): a link or a shared address opens the same page on either device.
 */
export const PHONE_PAGES = {
  home: '/',
  search: '/search',
  goodsDetail: '/list/info/:id',
  cart: '/cart',
  checkout: '/cart/step2',
  pay: '/cart/step3/:id',
  payDone: '/cart/step4',
  login: '/login',
  member: '/user',
  orders: '/order',
  orderDetail: '/order/info/:id',
  /** Phone only (a desk has no camera to scan with): a box's barcode or 追溯码 opens its goods. */
  scan: '/scan',
  /** Phone only: 分类 is a tab of its own on a phone (the desktop has the header's category menu). */
  categories: '/category',
  /** The storefront's 404 (spec §2), also what a phone gets for an address the storefront does not have. */
  notFound: '/404',
  // Goods lists: the whole catalogue, a category or a shop (?select, ?shop_id), the zones, a brand's goods.
  goodsList: '/list',
  listOther: '/list/other/:id/:name?',
  preferred: '/yx',
  herbal: '/zyyp',
  controlled: '/kxzq',
  controlledNew: '/kxzq/new',
  controlledGroup: '/kxzq/goods/:url/:ads?',
  freeShipping: '/myzq',
  welfare: '/welfare',
  zoneTemplate: '/zqmb/:id',
  brandGoods: '/ppzq/info/:id/:page?',
  brands: '/ppzq/:page?',
  shops: '/shops',
  shopList: '/shoplist',
  everyday: '/mrtj',
  /** A return or refund request, and the other after-sales requests (/order/info/:id?apply=… files them). */
  returnInfo: '/order/returnInfo/:id',
  afterSalesInfo: '/order/afterSalesInfo/:id',
  /** 查看物流: the desktop sends it to the order detail; the phone gives the tracking a page of its own. */
  logistics: '/order/wl/:id',
  invoices: '/dzfp',
  /** 药品召回 (issue 47): the recalls of batches the member received, to acknowledge and return. */
  recalls: '/ypzh',
  /** Phone only (the desktop's 在线咨询 is a dialog): the conversations with shops, and one shop's, full screen. */
  chats: '/chat',
  chat: '/chat/:shopId',
  /** The account pages of the member centre (spec §2 /zhzx, /zzfw). */
  addresses: '/addr',
  certificates: '/zzzj',
  basicInfo: '/basic',
  stores: '/ddgl',
  messages: '/wdxx',
  favorites: '/star',
  fastBuy: '/kjcg',
  /** The member's money (spec §2 user centre): wallet, 账期, coupons, the coupon centre, the points mall and its orders. */
  wallet: '/wdqb',
  credit: '/zqgl',
  myCoupons: '/yhq',
  couponCentre: '/lqzx',
  pointsMall: '/jfsc',
  pointsGift: '/jfsc/details',
  pointsOrders: '/jfdd',
  /** Promotions and activities (spec §2): 拼团 (its goods page is the goods page with the 拼团 block), 组合购, videos. */
  groupBuy: '/ptzq',
  groupBuyGoods: '/list/info-pt/:id',
  combinations: '/zhzq',
  videos: '/video',
  quickOrder: '/quickOrder',
  preferredRule: '/yx/rule',
  // The activity pages and the hand-over pages that lead to them: /activity/… goes on to /loading/activity?url=….
  activityZone: '/yjh/:id?',
  activityCentre: '/Hdzx/:ids/:id?',
  activityLink: '/activity/:url?/:url1?/:url2?',
  activityLoading: '/loading/activity',
  loading: '/loading',
  noActivity: '/noActivity',
  mainSite: '/eleven_index',
  /** 控销代理 and the e-contract (spec §8: a 459 opens it). */
  kxAgent: '/kxdl',
  eContract: '/dzht',
  /** The desktop's other addresses of pages above: the same phone page. */
  cartStep1: '/cart_step1',
  cartNew: '/cart_new',
  checkoutNew: '/cart/step2_new',
  payHm: '/cart/hm',
  listTable: '/list/table',
  searchTable: '/search/table',
  preferredTable: '/yx/table',
  /** Registration (spec §2): /register, /register_index and /register_dd lead to step 1; the step is in the path. */
  registerDd: '/register/dd/:step?',
  registerDdIndex: '/register_dd',
  register: '/register/:step?',
  registerIndex: '/register_index',
  /** Forgotten password: /forget leads to step 1. */
  forget: '/forget/:step?',
  // Help centre, news and self-service
  /** The help centre (spec §2): its index, every group article (/help/xrzn/hyzc …, /help/pay) and /privacy. */
  help: '/help/:group?/:topic?',
  privacy: '/privacy',
  article: '/article/detail/:id',
  /** /news/hy, /news/company, /news/notice; a post. */
  news: '/news/:kind',
  newsDetail: '/news/info/:id/:type',
  /** Self-service (spec §2 /zzfw): the index, wanted varieties (/pzqg, /pzqg/add, /pzqg/info), feedback. */
  selfService: '/zzfw',
  wanted: '/pzqg/:view?',
  feedback: '/yjfk',
  /** The provider account (with the wallet's module) and the draws (with the points orders'). */
  payAccount: '/tlzh',
  drawRecords: '/cjjl',
  /** The account centre's addresses (spec §2 /zhzx): /zhzx and /zhzx_jcxx lead to /basic, /zhzx/addr to /addr …; 绑定微信. */
  accountCentre: '/zhzx/:section?',
  accountBasic: '/zhzx_jcxx',
  wechat: '/bdwx',
} as const;
export type PhonePage = keyof typeof PHONE_PAGES;

/**
 * The phone pages only a signed-in member can use: the server sends a guest who opens one to /login?redirect=… at once
 * (the app does the same when a call is refused, later). Pages a guest may see something on stay out (我的, scanning).
 */
export const PHONE_MEMBER_PAGES: ReadonlySet<PhonePage> = new Set<PhonePage>([
  'cart',
  'checkout',
  'pay',
  'payDone',
  'orders',
  'orderDetail',
  'returnInfo',
  'afterSalesInfo',
  'logistics',
  'invoices',
  'recalls',
  'chats',
  'chat',
  'addresses',
  'basicInfo',
  'stores',
  'messages',
  'favorites',
  'fastBuy',
  'wallet',
  'credit',
  'myCoupons',
  'pointsOrders',
  // The member's agreements (the desktop's account frame sends a guest to sign in), and the other addresses of the
  // cart, 确认订单 and the pay page.
  'kxAgent',
  'eContract',
  'cartStep1',
  'cartNew',
  'checkoutNew',
  'payHm',
  // Help centre, news and self-service
  'selfService',
  'wanted',
  'feedback',
  'payAccount',
  'drawRecords',
  'accountCentre',
  'accountBasic',
  'wechat',
]);

/** The buyer's own choice of layout (the 电脑版 / 手机版 link), over what the user agent suggests; a year. */
export const VIEW_COOKIE = 'yc_view';
export type StorefrontView = 'phone' | 'desktop';
export const VIEW_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * A phone's browser, by its user agent: iPhone/iPod, Android phones (Android tablets leave out "Mobile"), HarmonyOS
 * phones, WeChat's and other in-app browsers on those, and any UA that says Mobile. iPads (and iPadOS asking as a Mac)
 * get the desktop.
 */
export function isPhoneUserAgent(ua: string | undefined): boolean {
  if (!ua) return false;
  if (/iPad|Tablet/i.test(ua)) return false;
  return /iPhone|iPod|Android.*Mobile|HarmonyOS.*Mobile|OpenHarmony.*Phone|Windows Phone|\bMobile\b/i.test(ua);
}

/** The view a request gets: the buyer's cookie when set, else the user agent's. */
export function storefrontView(cookieValue: string | undefined, ua: string | undefined): StorefrontView {
  if (cookieValue === 'phone' || cookieValue === 'desktop') return cookieValue;
  return isPhoneUserAgent(ua) ? 'phone' : 'desktop';
}

/** A route pattern as a regular expression: `:name` is one segment, `/:name?` an optional one (React Router's syntax). */
function patternOf(path: string): RegExp {
  const body = path
    .split(/(\/:\w+\??)/)
    .map((part) => {
      if (!part.startsWith('/:')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}
const matchers = (Object.entries(PHONE_PAGES) as Array<[PhonePage, string]>).map(([key, p]) => [key, patternOf(p)] as const);

/** The phone page a path (no query) is, or null: no two patterns of the table match one path. */
export function phonePageOf(path: string): PhonePage | null {
  return matchers.find(([, r]) => r.test(path))?.[0] ?? null;
}

/** The path (no query) has a phone page. */
export function hasPhonePage(path: string): boolean {
  return phonePageOf(path) !== null;
}
