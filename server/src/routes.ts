import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ConsoleArea, MerchantArea } from '@yaocai/contract';
import type { Config } from './config.js';
import { merchantScope, operatorScope, scope, type ScopeLookups } from './core/http/route-scopes.js';
import { merchantShopRoutes } from './modules/merchants/merchants.routes.js';
import { merchantGoodsRoutes } from './modules/merchants/merchant-goods.routes.js';
import { commissionRatesAdminRoutes, statementsConsoleRoutes } from './modules/settlement/settlement.routes.js';
import { goodsReviewsConsoleRoutes } from './modules/merchants/goods-reviews.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { operatorTotpRoutes } from './modules/admin/operator-totp.routes.js';
import { catalogReferenceRoutes } from './modules/catalog/catalog-reference.routes.js';
import { contentAdminRoutes } from './modules/content/content-admin.routes.js';
import { siteAdminRoutes } from './modules/content/site-admin.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { registrationMemberRoutes, registrationRoutes } from './modules/accounts/registration.routes.js';
import { centreRoutes } from './modules/accounts/centre.routes.js';
import { storesRoutes } from './modules/accounts/stores.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { ordersRoutes, purchaseRecordsRoutes, quickBuyRoutes } from './modules/orders/orders.routes.js';
import { ordersConsoleRoutes } from './modules/orders/orders-console.routes.js';
import { orderRefundsConsoleRoutes } from './modules/orders/order-refunds-console.routes.js';
import { paymentNotifyRoutes, paymentsPublicRoutes, paymentsRoutes } from './modules/payments/payments.routes.js';
import { sandboxRoutes } from './modules/payments/sandbox.routes.js';
import { creditAdminRoutes, creditRoutes } from './modules/payments/credit.routes.js';
import { withdrawAdminRoutes, withdrawRoutes } from './modules/payments/withdraw.routes.js';
import { invoicesPublicRoutes, invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { invoicesConsoleRoutes } from './modules/invoices/invoices-console.routes.js';
import { couponsPublicRoutes, couponsRoutes } from './modules/coupons/coupons.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { catalogAdminRoutes } from './modules/catalog/catalog-admin.routes.js';
import { goodsConsoleRoutes } from './modules/catalog/goods-console.routes.js';
import { walletAdminRoutes } from './modules/payments/wallet-admin.routes.js';
import { approvalLimitsAdminRoutes, moneyApprovalsRoutes } from './modules/payments/money-approvals.routes.js';
import { memberStatusRoutes } from './modules/admin/member-status.routes.js';
import { gspRecordsRoutes } from './modules/orders/gsp-records.routes.js';
import { traceConsoleRoutes, traceRoutes } from './modules/traceability/traceability.routes.js';
import { recallsConsoleRoutes, recallsRoutes } from './modules/recalls/recalls.routes.js';
import { fullReductionsConsoleRoutes } from './modules/promotions/full-reductions-console.routes.js';
import { dailySpecialsAdminRoutes, flashSalesConsoleRoutes } from './modules/promotions/flash-sales-console.routes.js';
import { flashApplicationsConsoleRoutes } from './modules/promotions/flash-applications.routes.js';
import { firstCampFileRoutes, firstCampPublicRoutes, merchantFirstCampRoutes } from './modules/first-camp/first-camp.routes.js';
import { giftsConsoleRoutes } from './modules/promotions/gifts-console.routes.js';
import { combinationsConsoleRoutes } from './modules/promotions/combinations-console.routes.js';
import { couponsConsoleRoutes } from './modules/coupons/coupons-console.routes.js';
import { goodsImportConsoleRoutes } from './modules/catalog/goods-import.routes.js';
import { goodsEditorRoutes, goodsImageFilesRoutes } from './modules/catalog/goods-editor.routes.js';
import { kxGroupsAdminRoutes, kxGroupsRoutes } from './modules/catalog/kx-groups.routes.js';
import { goodsInfoAdminRoutes, goodsInfoRoutes, qualityReportFilesRoutes } from './modules/catalog/goods-info.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { promotionsRoutes } from './modules/promotions/promotions.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { uploadFilesRoutes, uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { adminRoutes, adminSandboxRoutes, adminSessionRoutes, operatorAccountRoutes } from './modules/admin/admin.routes.js';
import { currentOperator } from './modules/admin/admin-access.js';
import { operatorsRoutes } from './modules/admin/operators.routes.js';
import { accountsConsoleRoutes } from './modules/admin/accounts-console.routes.js';
import { jobsAdminRoutes } from './modules/system/jobs-admin.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { pointsPublicRoutes, pointsRoutes } from './modules/points/points.routes.js';
import { pointsAdminRoutes } from './modules/points/points-admin.routes.js';
import { lotteryAdminRoutes, lotteryPublicRoutes, lotteryRoutes } from './modules/lottery/lottery.routes.js';
import { alertsAdminRoutes, alertsRoutes } from './modules/alerts/alerts.routes.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { chatRoutes, chatSocketRoutes } from './modules/chat/chat.routes.js';
import { chatConsoleRoutes } from './modules/chat/chat-console.routes.js';
import { feedbackAdminRoutes, feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { wantedAdminRoutes, wantedRoutes } from './modules/wanted/wanted.routes.js';
import { quickOrderRoutes } from './modules/quick-order/quick-order.routes.js';
import { activitiesAdminRoutes, activitiesRoutes } from './modules/activities/activities.routes.js';
import { videoFilesRoutes, videosAdminRoutes, videosRoutes } from './modules/videos/videos.routes.js';
import { onboardingAdminRoutes, onboardingRoutes } from './modules/onboarding/onboarding.routes.js';
import { groupBuyAdminRoutes, groupBuyPublicRoutes, groupBuyRoutes } from './modules/groupbuy/groupbuy.routes.js';

/**
 * The route table. A route's guard is the scope it is listed in (core/http/route-scopes.ts): a module with open,
 * member and operator calls exports one plugin per guard. `routes.guard.api.test.ts` fails on any route outside a scope.
 */
export async function registerRoutes(app: FastifyInstance, config: Config) {
  const lookups: ScopeLookups = { operator: currentOperator, viewer: (req) => app.services.accounts.viewerOf(req.session) };

  await app.register(
    scope('public', [
      systemRoutes,
      contentRoutes,
      accountsRoutes,
      registrationRoutes,
      catalogRoutes,
      kxGroupsRoutes,
      goodsInfoRoutes,
      searchRoutes,
      promotionsRoutes,
      purchaseRecordsRoutes,
      couponsPublicRoutes,
      invoicesPublicRoutes,
      paymentsPublicRoutes,
      paymentNotifyRoutes,
      pointsPublicRoutes,
      lotteryPublicRoutes,
      activitiesRoutes,
      videosRoutes,
      groupBuyPublicRoutes,
      chatSocketRoutes,
      firstCampPublicRoutes,
    ]),
    { prefix: '/api' },
  );
  await app.register(
    scope(
      'member',
      [
        registrationMemberRoutes,
        centreRoutes,
        storesRoutes,
        addressesRoutes,
        messagesRoutes,
        uploadsRoutes,
        cartRoutes,
        couponsRoutes,
        checkoutRoutes,
        ordersRoutes,
        traceRoutes,
        recallsRoutes,
        quickBuyRoutes,
        paymentsRoutes,
        creditRoutes,
        withdrawRoutes,
        invoicesRoutes,
        pointsRoutes,
        lotteryRoutes,
        alertsRoutes,
        favoritesRoutes,
        feedbackRoutes,
        wantedRoutes,
        quickOrderRoutes,
        onboardingRoutes,
        groupBuyRoutes,
        chatRoutes,
      ],
      lookups,
    ),
    { prefix: '/api' },
  );
  await app.register(scope('signedIn', [uploadFilesRoutes, firstCampFileRoutes], lookups), { prefix: '/api' });
  await app.register(scope('public', [adminSessionRoutes]), { prefix: '/admin/api' });
  // The console, by area: a route's area decides which roles may read and change it (contract `operatorMay`).
  const areas: Array<[ConsoleArea, FastifyPluginAsync[]]> = [
    ['dashboard', [dashboardRoutes]],
    ['members', [memberStatusRoutes, adminRoutes]],
    [
      'catalog',
      [
        goodsConsoleRoutes.platform,
        catalogAdminRoutes,
        catalogReferenceRoutes,
        goodsImportConsoleRoutes.platform,
        goodsEditorRoutes,
        goodsReviewsConsoleRoutes.platform,
        kxGroupsAdminRoutes,
        goodsInfoAdminRoutes,
        alertsAdminRoutes,
      ],
    ],
    [
      'promotions',
      [
        fullReductionsConsoleRoutes.platform,
        couponsConsoleRoutes.platform,
        flashSalesConsoleRoutes.platform,
        dailySpecialsAdminRoutes,
        flashApplicationsConsoleRoutes.platform,
        giftsConsoleRoutes.platform,
        combinationsConsoleRoutes.platform,
        lotteryAdminRoutes,
        groupBuyAdminRoutes,
        activitiesAdminRoutes,
      ],
    ],
    [
      'orders',
      [
        ordersConsoleRoutes.platform,
        invoicesConsoleRoutes.platform,
        pointsAdminRoutes,
        gspRecordsRoutes,
        traceConsoleRoutes.platform,
        recallsConsoleRoutes.platform,
      ],
    ],
    // Money: what moves it or sets a limit on it (changed by 财务 and 超级管理员 alone, read by every role).
    [
      'finance',
      [
        walletAdminRoutes,
        creditAdminRoutes,
        moneyApprovalsRoutes,
        withdrawAdminRoutes,
        orderRefundsConsoleRoutes.platform,
        commissionRatesAdminRoutes,
        statementsConsoleRoutes.platform,
      ],
    ],
    ['service', [feedbackAdminRoutes, wantedAdminRoutes, onboardingAdminRoutes, chatConsoleRoutes.platform]],
    ['content', [contentAdminRoutes, siteAdminRoutes, videosAdminRoutes]],
    ['account', [operatorAccountRoutes, operatorTotpRoutes]],
    // The approval thresholds bind 财务: only 超级管理员 sets them.
    [
      'system',
      [
        accountsConsoleRoutes.platform,
        operatorsRoutes,
        jobsAdminRoutes,
        approvalLimitsAdminRoutes,
        ...(config.PAYMENTS_SANDBOX ? [adminSandboxRoutes] : []),
      ],
    ],
  ];
  for (const [area, plugins] of areas) await app.register(operatorScope(area, plugins, lookups), { prefix: '/admin/api' });
  // The merchant portal (same console): a merchant account's role decides which of its shop's areas it may use. A
  // capability both serve is one route set (core/http/audience.ts): `.platform` above, `.merchant` here.
  const merchantAreas: Array<[MerchantArea, FastifyPluginAsync[]]> = [
    ['shop', [merchantShopRoutes]],
    ['staff', [accountsConsoleRoutes.merchant]],
    [
      'goods',
      [
        goodsConsoleRoutes.merchant,
        merchantGoodsRoutes,
        goodsReviewsConsoleRoutes.merchant,
        goodsImportConsoleRoutes.merchant,
        merchantFirstCampRoutes,
      ],
    ],
    [
      'promotions',
      [
        fullReductionsConsoleRoutes.merchant,
        giftsConsoleRoutes.merchant,
        combinationsConsoleRoutes.merchant,
        couponsConsoleRoutes.merchant,
        flashSalesConsoleRoutes.merchant,
        flashApplicationsConsoleRoutes.merchant,
      ],
    ],
    [
      'orders',
      [
        ordersConsoleRoutes.merchant,
        orderRefundsConsoleRoutes.merchant,
        invoicesConsoleRoutes.merchant,
        traceConsoleRoutes.merchant,
        recallsConsoleRoutes.merchant,
      ],
    ],
    ['service', [chatConsoleRoutes.merchant]],
    ['finance', [statementsConsoleRoutes.merchant]],
  ];
  for (const [area, plugins] of merchantAreas) await app.register(merchantScope(area, plugins, lookups), { prefix: '/admin/api' });
  // Generated images (placeholders, QR codes) and the sandbox payment page: open, outside /api.
  await app.register(scope('public', [mediaRoutes, videoFilesRoutes, qualityReportFilesRoutes, goodsImageFilesRoutes]), { prefix: '/media' });
  // The sandbox provider credits wallets on request: it exists only when explicitly enabled (demo, tests).
  if (app.services.sandbox) await app.register(scope('public', [sandboxRoutes]));
}
