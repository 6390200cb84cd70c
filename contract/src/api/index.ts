/**
 * The apps' handles on every endpoint (issue 45): method and path, with the request and answer types of its declaration
 * in ../endpoints (imported as types: no zod reaches a browser bundle). Each module's handles are typed
 * `HandlesOf<Endpoints>[module]`, so a handle whose method or path differs from its declaration, a missing one and an
 * extra one fail typecheck; ./api.test.ts checks that every module is here.
 *
 * Apps import the namespace, `import * as api from '@yaocai/contract/api'`, and call `call(api.cart.edit, { params, body })`.
 * One export per handle, so the bundler keeps only the handles a chunk calls (the storefront's first load has a budget).
 */
export * as addresses from './addresses.js';
export * as cart from './cart.js';
export * as checkout from './checkout.js';
export * as orders from './orders.js';
export * as payments from './payments.js';
export * as credit from './credit.js';
export * as withdraw from './withdraw.js';
export * as wanted from './wanted.js';
export * as feedback from './feedback.js';
export * as accounts from './accounts.js';
export * as centre from './centre.js';
export * as registration from './registration.js';
export * as stores from './stores.js';
export * as consoleAccount from './console-account.js';
export * as catalog from './catalog.js';
export * as search from './search.js';
export * as promotions from './promotions.js';
export * as content from './content.js';
export * as videos from './videos.js';
export * as onboarding from './onboarding.js';
export * as onboardingConsole from './onboarding-console.js';
export * as chat from './chat.js';
export * as messages from './messages.js';
export * as couponsConsole from './coupons-console.js';
export * as couponsMerchant from './coupons-merchant.js';
export * as fullReductionsConsole from './full-reductions-console.js';
export * as fullReductionsMerchant from './full-reductions-merchant.js';
export * as giftsConsole from './gifts-console.js';
export * as giftsMerchant from './gifts-merchant.js';
export * as combinationsConsole from './combinations-console.js';
export * as combinationsMerchant from './combinations-merchant.js';
export * as flashSalesConsole from './flash-sales-console.js';
export * as flashSalesMerchant from './flash-sales-merchant.js';
export * as dailySpecials from './daily-specials.js';
export * as flashApplicationsConsole from './flash-applications-console.js';
export * as flashApplicationsMerchant from './flash-applications-merchant.js';
export * as lotteryConsole from './lottery-console.js';
export * as groupBuyConsole from './groupbuy-console.js';
export * as activitiesConsole from './activities-console.js';
export * as ordersConsole from './orders-console.js';
export * as ordersMerchant from './orders-merchant.js';
export * as gspRecords from './gsp-records.js';
export * as trace from './trace.js';
export * as traceConsole from './trace-console.js';
export * as traceMerchant from './trace-merchant.js';
export * as recalls from './recalls.js';
export * as recallsConsole from './recalls-console.js';
export * as recallsMerchant from './recalls-merchant.js';
export * as goodsConsole from './goods-console.js';
export * as goodsMerchant from './goods-merchant.js';
export * as catalogReference from './catalog-reference.js';
export * as contentConsole from './content-console.js';
export * as siteConsole from './site-console.js';
export * as videosConsole from './videos-console.js';
export * as merchantShop from './merchant-shop.js';
export * as consoleSystem from './console-system.js';
export * as dashboard from './dashboard.js';
export * as accountsConsole from './accounts-console.js';
export * as accountsMerchant from './accounts-merchant.js';
export * as activities from './activities.js';
export * as coupons from './coupons.js';
export * as alerts from './alerts.js';
export * as alertsConsole from './alerts-console.js';
export * as invoices from './invoices.js';
export * as favorites from './favorites.js';
export * as wantedConsole from './wanted-console.js';
export * as feedbackConsole from './feedback-console.js';
export * as chatConsole from './chat-console.js';
export * as chatMerchant from './chat-merchant.js';
export * as groupbuy from './groupbuy.js';
export * as lottery from './lottery.js';
export * as points from './points.js';
export * as quickOrder from './quick-order.js';
export * as uploads from './uploads.js';
export * as firstCamp from './first-camp.js';
export * as firstCampMerchant from './first-camp-merchant.js';
export * as membersConsole from './members-console.js';
export * as walletConsole from './wallet-console.js';
export * as moneyApprovalsConsole from './money-approvals-console.js';
export * as withdrawalsConsole from './withdrawals-console.js';
export * as settlementConsole from './settlement-console.js';
export * as settlementMerchant from './settlement-merchant.js';
export * as pointsConsole from './points-console.js';
