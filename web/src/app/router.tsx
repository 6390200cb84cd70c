import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, generatePath, redirect, type RouteObject } from 'react-router';
import { setFeedback } from '../lib/feedback';
import { SiteLayout } from './layout/site-layout';
import { PageLoading } from './layout/page-loading';
import { RouteError } from './routes/route-error';
import { isRedirect, routeTable, type PageKey, type RouteEntry } from './route-table';

/** One lazily loaded module per kind of page. */
const pages: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute }))),
  login: lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute }))),
  'not-found': lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute }))),
  'self-service': lazy(() => import('./routes/account').then((m) => ({ default: m.SelfServiceRoute }))),
  loading: lazy(() => import('./routes/loading').then((m) => ({ default: m.LoadingRoute }))),
  'activity-loading': lazy(() => import('./routes/activities').then((m) => ({ default: m.ActivityLoadingRoute }))),
  'activity-zone': lazy(() => import('./routes/activities').then((m) => ({ default: m.ActivityZoneRoute }))),
  'activity-centre': lazy(() => import('./routes/activities').then((m) => ({ default: m.ActivityCentreRoute }))),
  'combination-zone': lazy(() => import('./routes/goods-list').then((m) => ({ default: m.CombinationZoneRoute }))),
  video: lazy(() => import('./routes/video').then((m) => ({ default: m.VideoRoute }))),
  'quick-order': lazy(() => import('./routes/quick-order').then((m) => ({ default: m.QuickOrderRoute }))),
  favorites: lazy(() => import('./routes/self-service').then((m) => ({ default: m.FavoritesRoute }))),
  feedback: lazy(() => import('./routes/self-service').then((m) => ({ default: m.FeedbackRoute }))),
  'wanted-list': lazy(() => import('./routes/self-service').then((m) => ({ default: m.WantedListRoute }))),
  'wanted-add': lazy(() => import('./routes/self-service').then((m) => ({ default: m.WantedAddRoute }))),
  'wanted-info': lazy(() => import('./routes/self-service').then((m) => ({ default: m.WantedInfoRoute }))),
  help: lazy(() => import('./routes/help').then((m) => ({ default: m.HelpRoute }))),
  article: lazy(() => import('./routes/help').then((m) => ({ default: m.ArticleRoute }))),
  'news-list': lazy(() => import('./routes/help').then((m) => ({ default: m.NewsListRoute }))),
  'news-detail': lazy(() => import('./routes/help').then((m) => ({ default: m.NewsDetailRoute }))),
  'eleven-index': lazy(() => import('./routes/eleven-index').then((m) => ({ default: m.ElevenIndexRoute }))),
  'goods-list': lazy(() => import('./routes/goods-list').then((m) => ({ default: m.GoodsListRoute }))),
  'goods-detail': lazy(() => import('./routes/goods-detail').then((m) => ({ default: m.GoodsDetailRoute }))),
  search: lazy(() => import('./routes/search').then((m) => ({ default: m.SearchRoute }))),
  shops: lazy(() => import('./routes/shops').then((m) => ({ default: m.ShopsRoute }))),
  brands: lazy(() => import('./routes/brands').then((m) => ({ default: m.BrandsRoute }))),
  everyday: lazy(() => import('./routes/everyday').then((m) => ({ default: m.EverydayRoute }))),
  'yx-rule': lazy(() => import('./routes/yx-rule').then((m) => ({ default: m.YxRuleRoute }))),
  'no-activity': lazy(() => import('./routes/no-activity').then((m) => ({ default: m.NoActivityRoute }))),
  register: lazy(() => import('./routes/register').then((m) => ({ default: m.RegisterRoute }))),
  forget: lazy(() => import('./routes/register').then((m) => ({ default: m.ForgetRoute }))),
  'member-centre': lazy(() => import('./routes/account').then((m) => ({ default: m.MemberCentreRoute }))),
  'account-basic': lazy(() => import('./routes/account').then((m) => ({ default: m.BasicRoute }))),
  'account-zzzj': lazy(() => import('./routes/account').then((m) => ({ default: m.ZzzjRoute }))),
  'account-ddgl': lazy(() => import('./routes/account').then((m) => ({ default: m.StoresRoute }))),
  'account-bdwx': lazy(() => import('./routes/account').then((m) => ({ default: m.WechatRoute }))),
  'account-addr': lazy(() => import('./routes/account').then((m) => ({ default: m.AddressesRoute }))),
  'account-wdxx': lazy(() => import('./routes/account').then((m) => ({ default: m.MessagesRoute }))),
  contract: lazy(() => import('./routes/account').then((m) => ({ default: m.ContractRoute }))),
  'kx-agent': lazy(() => import('./routes/account').then((m) => ({ default: m.KxAgentRoute }))),
  cart: lazy(() => import('./routes/cart').then((m) => ({ default: m.CartRoute }))),
  'coupon-centre': lazy(() => import('./routes/coupon-centre').then((m) => ({ default: m.CouponCentreRoute }))),
  'group-buy': lazy(() => import('./routes/group-buy').then((m) => ({ default: m.GroupBuyRoute }))),
  checkout: lazy(() => import('./routes/checkout').then((m) => ({ default: m.CheckoutRoute }))),
  pay: lazy(() => import('./routes/checkout').then((m) => ({ default: m.PayRoute }))),
  'pay-done': lazy(() => import('./routes/checkout').then((m) => ({ default: m.PayDoneRoute }))),
  'order-centre': lazy(() => import('./routes/orders').then((m) => ({ default: m.OrderCentreRoute }))),
  'order-detail': lazy(() => import('./routes/orders').then((m) => ({ default: m.OrderDetailRoute }))),
  'order-return': lazy(() => import('./routes/orders').then((m) => ({ default: m.OrderReturnRoute }))),
  'order-after-sales': lazy(() => import('./routes/orders').then((m) => ({ default: m.OrderAfterSalesRoute }))),
  'points-orders': lazy(() => import('./routes/orders').then((m) => ({ default: m.PointsOrdersRoute }))),
  'quick-buy': lazy(() => import('./routes/orders').then((m) => ({ default: m.QuickBuyRoute }))),
  wallet: lazy(() => import('./routes/money').then((m) => ({ default: m.WalletRoute }))),
  'my-coupons': lazy(() => import('./routes/money').then((m) => ({ default: m.MyCouponsRoute }))),
  credit: lazy(() => import('./routes/money').then((m) => ({ default: m.CreditRoute }))),
  'pay-account': lazy(() => import('./routes/money').then((m) => ({ default: m.PayAccountRoute }))),
  invoices: lazy(() => import('./routes/invoices').then((m) => ({ default: m.InvoicesRoute }))),
  'points-mall': lazy(() => import('./routes/points').then((m) => ({ default: m.PointsMallRoute }))),
  'points-gift': lazy(() => import('./routes/points').then((m) => ({ default: m.GiftDetailRoute }))),
  'draw-records': lazy(() => import('./routes/orders').then((m) => ({ default: m.DrawRecordsRoute }))),
};

function toRoute(entry: RouteEntry): RouteObject {
  if (isRedirect(entry)) {
    return {
      path: entry.path,
      // Params carry over (`/order/wl/:id` → `/order/info/:id`), and so does the query string.
      loader: ({ params, request }) => {
        const search = new URL(request.url).searchParams;
        if (entry.carryAs) {
          const carried = Object.values(params).filter(Boolean).join('/');
          if (carried) search.set(entry.carryAs, carried);
        }
        const query = search.toString();
        return redirect(generatePath(entry.redirect, params) + (query ? `?${query}` : ''));
      },
      HydrateFallback: PageLoading,
    };
  }
  const Page = pages[entry.page];
  const { name, group, title, flags } = entry;
  return { path: entry.path, element: <Page />, handle: { name, group, title, flags } };
}

export const router = createBrowserRouter([{ element: <SiteLayout />, errorElement: <RouteError />, children: routeTable.map(toRoute) }]);

setFeedback({ navigate: (to) => void router.navigate(to) });
