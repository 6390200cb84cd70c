import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, generatePath, redirect, type RouteObject } from 'react-router';
import { setFeedback } from '../lib/feedback';
import { SiteLayout } from './layout/site-layout';
import { PageLoading } from './layout/page-loading';
import { RouteError } from './routes/route-error';
import { prefetchFrame } from './layout/prefetch-frame';
import { prefetchPage } from './layout/prefetch-page';
import { isRedirect, routeTable, type PageKey, type RouteEntry } from './route-table';

interface Page {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's module (the same promise React.lazy awaits: imports are cached). */
  preload: () => void;
}

function page(load: () => Promise<{ default: ComponentType }>): Page {
  return { Component: lazy(load), preload: () => void load().catch(() => undefined) };
}

/** One lazily loaded module per kind of page. */
const pages: Record<PageKey, Page> = {
  home: page(() => import('./routes/home').then((m) => ({ default: m.HomeRoute }))),
  login: page(() => import('./routes/login').then((m) => ({ default: m.LoginRoute }))),
  'not-found': page(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute }))),
  'self-service': page(() => import('./routes/account').then((m) => ({ default: m.SelfServiceRoute }))),
  loading: page(() => import('./routes/loading').then((m) => ({ default: m.LoadingRoute }))),
  'activity-loading': page(() => import('./routes/activities').then((m) => ({ default: m.ActivityLoadingRoute }))),
  'activity-zone': page(() => import('./routes/activities').then((m) => ({ default: m.ActivityZoneRoute }))),
  'activity-centre': page(() => import('./routes/activities').then((m) => ({ default: m.ActivityCentreRoute }))),
  'combination-zone': page(() => import('./routes/goods-list').then((m) => ({ default: m.CombinationZoneRoute }))),
  video: page(() => import('./routes/video').then((m) => ({ default: m.VideoRoute }))),
  'quick-order': page(() => import('./routes/quick-order').then((m) => ({ default: m.QuickOrderRoute }))),
  favorites: page(() => import('./routes/self-service').then((m) => ({ default: m.FavoritesRoute }))),
  feedback: page(() => import('./routes/self-service').then((m) => ({ default: m.FeedbackRoute }))),
  'wanted-list': page(() => import('./routes/self-service').then((m) => ({ default: m.WantedListRoute }))),
  'wanted-add': page(() => import('./routes/self-service').then((m) => ({ default: m.WantedAddRoute }))),
  'wanted-info': page(() => import('./routes/self-service').then((m) => ({ default: m.WantedInfoRoute }))),
  help: page(() => import('./routes/help').then((m) => ({ default: m.HelpRoute }))),
  article: page(() => import('./routes/help').then((m) => ({ default: m.ArticleRoute }))),
  'news-list': page(() => import('./routes/help').then((m) => ({ default: m.NewsListRoute }))),
  'news-detail': page(() => import('./routes/help').then((m) => ({ default: m.NewsDetailRoute }))),
  'eleven-index': page(() => import('./routes/eleven-index').then((m) => ({ default: m.ElevenIndexRoute }))),
  'goods-list': page(() => import('./routes/goods-list').then((m) => ({ default: m.GoodsListRoute }))),
  'goods-detail': page(() => import('./routes/goods-detail').then((m) => ({ default: m.GoodsDetailRoute }))),
  search: page(() => import('./routes/search').then((m) => ({ default: m.SearchRoute }))),
  shops: page(() => import('./routes/shops').then((m) => ({ default: m.ShopsRoute }))),
  brands: page(() => import('./routes/brands').then((m) => ({ default: m.BrandsRoute }))),
  everyday: page(() => import('./routes/everyday').then((m) => ({ default: m.EverydayRoute }))),
  'yx-rule': page(() => import('./routes/yx-rule').then((m) => ({ default: m.YxRuleRoute }))),
  'no-activity': page(() => import('./routes/no-activity').then((m) => ({ default: m.NoActivityRoute }))),
  register: page(() => import('./routes/register').then((m) => ({ default: m.RegisterRoute }))),
  forget: page(() => import('./routes/register').then((m) => ({ default: m.ForgetRoute }))),
  'member-centre': page(() => import('./routes/account').then((m) => ({ default: m.MemberCentreRoute }))),
  'account-basic': page(() => import('./routes/account').then((m) => ({ default: m.BasicRoute }))),
  'account-zzzj': page(() => import('./routes/account').then((m) => ({ default: m.ZzzjRoute }))),
  'account-ddgl': page(() => import('./routes/account').then((m) => ({ default: m.StoresRoute }))),
  'account-bdwx': page(() => import('./routes/account').then((m) => ({ default: m.WechatRoute }))),
  'account-addr': page(() => import('./routes/account').then((m) => ({ default: m.AddressesRoute }))),
  'account-wdxx': page(() => import('./routes/account').then((m) => ({ default: m.MessagesRoute }))),
  contract: page(() => import('./routes/account').then((m) => ({ default: m.ContractRoute }))),
  'kx-agent': page(() => import('./routes/account').then((m) => ({ default: m.KxAgentRoute }))),
  cart: page(() => import('./routes/cart').then((m) => ({ default: m.CartRoute }))),
  'coupon-centre': page(() => import('./routes/coupon-centre').then((m) => ({ default: m.CouponCentreRoute }))),
  'group-buy': page(() => import('./routes/group-buy').then((m) => ({ default: m.GroupBuyRoute }))),
  checkout: page(() => import('./routes/checkout').then((m) => ({ default: m.CheckoutRoute }))),
  pay: page(() => import('./routes/checkout').then((m) => ({ default: m.PayRoute }))),
  'pay-done': page(() => import('./routes/checkout').then((m) => ({ default: m.PayDoneRoute }))),
  'order-centre': page(() => import('./routes/orders').then((m) => ({ default: m.OrderCentreRoute }))),
  'order-detail': page(() => import('./routes/orders').then((m) => ({ default: m.OrderDetailRoute }))),
  'order-return': page(() => import('./routes/orders').then((m) => ({ default: m.OrderReturnRoute }))),
  'order-after-sales': page(() => import('./routes/orders').then((m) => ({ default: m.OrderAfterSalesRoute }))),
  recalls: page(() => import('./routes/orders').then((m) => ({ default: m.RecallsRoute }))),
  'points-orders': page(() => import('./routes/orders').then((m) => ({ default: m.PointsOrdersRoute }))),
  'quick-buy': page(() => import('./routes/orders').then((m) => ({ default: m.QuickBuyRoute }))),
  wallet: page(() => import('./routes/money').then((m) => ({ default: m.WalletRoute }))),
  'my-coupons': page(() => import('./routes/money').then((m) => ({ default: m.MyCouponsRoute }))),
  credit: page(() => import('./routes/money').then((m) => ({ default: m.CreditRoute }))),
  'pay-account': page(() => import('./routes/money').then((m) => ({ default: m.PayAccountRoute }))),
  invoices: page(() => import('./routes/invoices').then((m) => ({ default: m.InvoicesRoute }))),
  'points-mall': page(() => import('./routes/points').then((m) => ({ default: m.PointsMallRoute }))),
  'points-gift': page(() => import('./routes/points').then((m) => ({ default: m.GiftDetailRoute }))),
  'draw-records': page(() => import('./routes/orders').then((m) => ({ default: m.DrawRecordsRoute }))),
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
  const { Component, preload } = pages[entry.page];
  const { name, group, title, flags } = entry;
  return {
    path: entry.path,
    element: <Component />,
    handle: { name, group, title, flags },
    // Runs as the navigation starts, before anything renders: the page's code, the frame's data and the page's main
    // data are requested at once and in parallel, instead of one after the other as each component mounts. Nothing
    // is awaited.
    loader: ({ params, request }) => {
      // Announcing the page's chunks (some seventy links on a goods page) is a task of its own, not part of starting
      // the navigation; the requests below leave first.
      setTimeout(preload, 0);
      prefetchFrame(name, flags);
      prefetchPage(entry.page, params, new URL(request.url));
      return null;
    },
  };
}

/** The storefront's router; creating it starts the first navigation (its loaders run at once). */
export function createAppRouter() {
  const router = createBrowserRouter([{ element: <SiteLayout />, errorElement: <RouteError />, children: routeTable.map(toRoute) }]);
  setFeedback({ navigate: (to) => void router.navigate(to) });
  // Phones only (a desk never loads it): leaving a desktop page for one that has a phone page reloads it as the phone's.
  if (/Mobile|iPhone|Android|HarmonyOS|yc_view=phone/.test(navigator.userAgent + document.cookie)) {
    void import('./layout/phone-page-reload').then((m) => m.reloadPhonePages(router));
  }
  return router;
}
