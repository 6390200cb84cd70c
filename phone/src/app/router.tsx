import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { PHONE_PAGES, type PhonePage } from '@yaocai/contract';
import { setNavigate } from '../lib/api-client';
import { TabShell } from './layout/tab-shell';
import { RouteError } from './layout/route-error';

/**
 * One lazily loaded module per phone page; the table is contract PHONE_PAGES (the server serves by the same one). Keep
 * one `key: lazy(() => import('…')),` per line: the build reads them (vite-page-preloads.ts) to tell the server which
 * files each page needs first.
 */
const pages: Record<PhonePage, ComponentType> = {
  home: lazy(() => import('../features/home/home-page')),
  search: lazy(() => import('../features/search/search-page')),
  goodsDetail: lazy(() => import('../features/catalog/goods-detail-page')),
  cart: lazy(() => import('../features/cart/cart-page')),
  checkout: lazy(() => import('../features/checkout/checkout-page')),
  pay: lazy(() => import('../features/checkout/pay-page')),
  payDone: lazy(() => import('../features/checkout/pay-done-page')),
  login: lazy(() => import('../features/accounts/login-page')),
  member: lazy(() => import('../features/accounts/member-page')),
  orders: lazy(() => import('../features/orders/orders-page')),
  orderDetail: lazy(() => import('../features/orders/order-detail-page')),
  scan: lazy(() => import('../features/scan/scan-page')),
  categories: lazy(() => import('../features/catalog/categories-page')),
  // Also every address the table does not have.
  notFound: lazy(() => import('./layout/not-found')),
  // Every goods list (the catalogue, the zones, a brand's goods) is one page that reads its zone from the address.
  goodsList: lazy(() => import('../features/search/goods-list-page')),
  listOther: lazy(() => import('../features/search/goods-list-page')),
  preferred: lazy(() => import('../features/search/goods-list-page')),
  herbal: lazy(() => import('../features/search/goods-list-page')),
  controlled: lazy(() => import('../features/search/goods-list-page')),
  controlledNew: lazy(() => import('../features/search/goods-list-page')),
  controlledGroup: lazy(() => import('../features/search/goods-list-page')),
  freeShipping: lazy(() => import('../features/search/goods-list-page')),
  welfare: lazy(() => import('../features/search/goods-list-page')),
  zoneTemplate: lazy(() => import('../features/search/goods-list-page')),
  brandGoods: lazy(() => import('../features/search/goods-list-page')),
  brands: lazy(() => import('../features/catalog/brands-page')),
  shops: lazy(() => import('../features/catalog/shops-page')),
  shopList: lazy(() => import('../features/catalog/shops-page')),
  everyday: lazy(() => import('../features/catalog/everyday-page')),
  returnInfo: lazy(() => import('../features/after-sales/after-sale-page')),
  afterSalesInfo: lazy(() => import('../features/after-sales/after-sale-page')),
  logistics: lazy(() => import('../features/logistics/logistics-page')),
  invoices: lazy(() => import('../features/invoices/invoices-page')),
  recalls: lazy(() => import('../features/recalls/recalls-page')),
  chats: lazy(() => import('../features/chat/conversations-page')),
  chat: lazy(() => import('../features/chat/chat-page')),
  addresses: lazy(() => import('../features/addresses/addresses-page')),
  certificates: lazy(() => import('../features/accounts/certificates-page')),
  basicInfo: lazy(() => import('../features/accounts/basic-info-page')),
  stores: lazy(() => import('../features/stores/stores-page')),
  messages: lazy(() => import('../features/messages/messages-page')),
  favorites: lazy(() => import('../features/favorites/favorites-page')),
  fastBuy: lazy(() => import('../features/orders/fast-buy-page')),
  wallet: lazy(() => import('../features/payments/wallet-page')),
  credit: lazy(() => import('../features/payments/credit-page')),
  myCoupons: lazy(() => import('../features/coupons/my-coupons-page')),
  couponCentre: lazy(() => import('../features/coupons/coupon-centre-page')),
  pointsMall: lazy(() => import('../features/points/points-mall-page')),
  pointsGift: lazy(() => import('../features/points/gift-detail-page')),
  pointsOrders: lazy(() => import('../features/points/points-orders-page')),
  // Promotions, activities and aliases
  groupBuyGoods: lazy(() => import('../features/catalog/goods-detail-page')),
  // The special zones that are not goods lists (拼团, 组合购, 视频, 快速下单, 优选规则): one page that reads which from the address.
  groupBuy: lazy(() => import('../features/zones/zone-pages')),
  combinations: lazy(() => import('../features/zones/zone-pages')),
  preferredRule: lazy(() => import('../features/zones/zone-pages')),
  videos: lazy(() => import('../features/zones/zone-pages')),
  quickOrder: lazy(() => import('../features/zones/zone-pages')),
  // The activity pages and the hand-over pages before them: one page that reads which from the address.
  activityZone: lazy(() => import('../features/activities/activity-pages')),
  activityCentre: lazy(() => import('../features/activities/activity-pages')),
  activityLink: lazy(() => import('../features/activities/activity-pages')),
  activityLoading: lazy(() => import('../features/activities/activity-pages')),
  loading: lazy(() => import('../features/activities/activity-pages')),
  noActivity: lazy(() => import('../features/activities/activity-pages')),
  mainSite: lazy(() => import('../features/activities/activity-pages')),
  // 控销代理 and the e-contract: one page.
  kxAgent: lazy(() => import('../features/accounts/service-pages')),
  eContract: lazy(() => import('../features/accounts/service-pages')),
  // The desktop's other addresses of pages above: the same page modules (the cart's lead to /cart).
  cartStep1: lazy(() => import('../features/cart/cart-page')),
  cartNew: lazy(() => import('../features/cart/cart-page')),
  checkoutNew: lazy(() => import('../features/checkout/checkout-page')),
  payHm: lazy(() => import('../features/checkout/pay-page')),
  listTable: lazy(() => import('../features/search/goods-list-page')),
  searchTable: lazy(() => import('../features/search/search-page')),
  preferredTable: lazy(() => import('../features/search/goods-list-page')),
  // Registration and the forgotten password: one page each that reads its step from the address.
  registerDd: lazy(() => import('../features/accounts/register/register-page')),
  registerDdIndex: lazy(() => import('../features/accounts/register/register-page')),
  register: lazy(() => import('../features/accounts/register/register-page')),
  registerIndex: lazy(() => import('../features/accounts/register/register-page')),
  forget: lazy(() => import('../features/accounts/register/forget-page')),
  // Help centre, news and self-service
  help: lazy(() => import('../features/content/content-page')),
  privacy: lazy(() => import('../features/content/content-page')),
  article: lazy(() => import('../features/content/content-page')),
  news: lazy(() => import('../features/content/content-page')),
  newsDetail: lazy(() => import('../features/content/content-page')),
  selfService: lazy(() => import('../features/self-service/self-service-page')),
  wanted: lazy(() => import('../features/self-service/self-service-page')),
  feedback: lazy(() => import('../features/self-service/self-service-page')),
  payAccount: lazy(() => import('../features/payments/wallet-page')),
  drawRecords: lazy(() => import('../features/points/points-orders-page')),
  accountCentre: lazy(() => import('../features/accounts/basic-info-page')),
  accountBasic: lazy(() => import('../features/accounts/basic-info-page')),
  wechat: lazy(() => import('../features/accounts/basic-info-page')),
};

/** Pages with the tab bar (the rest are a task of their own: a goods page, signing in). */
const TABBED = new Set<PhonePage>(['home', 'categories', 'cart', 'member']);

/** While a page's module comes: still words, not an animation (each frame of one is layout and paint while the page loads). */
function Loading() {
  return (
    <div className="yc-loading" aria-busy="true">
      加载中…
    </div>
  );
}

/** The routes of the table's pages with (or without) the tab bar, each loading its page's module when first opened. */
/** A page, its module loaded when first opened. */
function Lazy({ page }: { page: PhonePage }) {
  const Page = pages[page];
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

const routes = (tabbed: boolean) =>
  (Object.entries(PHONE_PAGES) as Array<[PhonePage, string]>)
    .filter(([key]) => TABBED.has(key) === tabbed)
    .map(([key, path]) => ({ path, element: <Lazy page={key} /> }));

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [{ element: <TabShell />, children: routes(true) }, ...routes(false), { path: '*', element: <Lazy page="notFound" /> }],
  },
]);
setNavigate((to) => void router.navigate(to));
