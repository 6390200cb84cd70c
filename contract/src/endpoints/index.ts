import { accountsConsoleEndpoints, accountsMerchantEndpoints } from './accounts-console.js';
import { accountsEndpoints, centreEndpoints, registrationEndpoints, storesEndpoints } from './accounts.js';
import { activitiesEndpoints } from './activities.js';
import { addressesEndpoints } from './addresses.js';
import { alertsConsoleEndpoints, alertsEndpoints } from './alerts.js';
import { cartEndpoints } from './cart.js';
import { catalogEndpoints } from './catalog.js';
import { checkoutEndpoints } from './checkout.js';
import { consoleAccountEndpoints } from './console-account.js';
import { contentEndpoints } from './content.js';
import { chatEndpoints } from './chat.js';
import { favoritesEndpoints } from './favorites.js';
import { firstCampEndpoints, firstCampMerchantEndpoints } from './first-camp.js';
import { invoicesEndpoints } from './invoices.js';
import { chatConsoleEndpoints, chatMerchantEndpoints } from './chat-console.js';
import { quickOrderEndpoints } from './quick-order.js';
import { uploadsEndpoints } from './uploads.js';
import { membersConsoleEndpoints } from './members-console.js';
import { moneyApprovalsConsoleEndpoints, walletConsoleEndpoints, withdrawalsConsoleEndpoints } from './money-console.js';
import { settlementConsoleEndpoints, settlementMerchantEndpoints } from './settlement-console.js';
import { messagesEndpoints } from './messages.js';
import { onboardingConsoleEndpoints, onboardingEndpoints } from './onboarding.js';
import { activitiesConsoleEndpoints, groupBuyConsoleEndpoints, lotteryConsoleEndpoints } from './engagement-console.js';
import { recallsConsoleEndpoints, recallsEndpoints, recallsMerchantEndpoints } from './recalls.js';
import { traceConsoleEndpoints, traceEndpoints, traceMerchantEndpoints } from './traceability.js';
import { gspRecordsEndpoints, ordersConsoleEndpoints, ordersMerchantEndpoints } from './orders-console.js';
import { catalogReferenceEndpoints, goodsConsoleEndpoints, goodsMerchantEndpoints } from './catalog-console.js';
import { contentConsoleEndpoints, siteConsoleEndpoints, videosConsoleEndpoints } from './content-console.js';
import { merchantShopEndpoints } from './merchant-console.js';
import { couponsConsoleEndpoints, couponsMerchantEndpoints } from './coupons-console.js';
import {
  combinationsConsoleEndpoints,
  combinationsMerchantEndpoints,
  dailySpecialsEndpoints,
  flashApplicationsConsoleEndpoints,
  flashApplicationsMerchantEndpoints,
  flashSalesConsoleEndpoints,
  flashSalesMerchantEndpoints,
  fullReductionsConsoleEndpoints,
  fullReductionsMerchantEndpoints,
  giftsConsoleEndpoints,
  giftsMerchantEndpoints,
} from './promotions-console.js';
import { consoleSystemEndpoints, dashboardEndpoints } from './console-system.js';
import { couponsEndpoints } from './coupons.js';
import { ordersEndpoints } from './orders.js';
import { creditEndpoints, paymentsEndpoints, withdrawEndpoints } from './payments.js';
import { promotionsEndpoints } from './promotions.js';
import { searchEndpoints } from './search.js';
import { feedbackConsoleEndpoints, feedbackEndpoints, wantedConsoleEndpoints, wantedEndpoints } from './self-service.js';
import { groupbuyEndpoints } from './groupbuy.js';
import { lotteryEndpoints } from './lottery.js';
import { pointsConsoleEndpoints, pointsEndpoints } from './points.js';
import { videosEndpoints } from './videos.js';

/**
 * Every endpoint of the API, by module (issue 45): the one declaration the server registers its routes from and the
 * apps' handles (../api/) are checked against. Imports zod: the apps import it as a type only.
 */
export const endpoints = {
  addresses: addressesEndpoints,
  cart: cartEndpoints,
  checkout: checkoutEndpoints,
  orders: ordersEndpoints,
  payments: paymentsEndpoints,
  credit: creditEndpoints,
  withdraw: withdrawEndpoints,
  wanted: wantedEndpoints,
  feedback: feedbackEndpoints,
  accounts: accountsEndpoints,
  centre: centreEndpoints,
  registration: registrationEndpoints,
  stores: storesEndpoints,
  consoleAccount: consoleAccountEndpoints,
  catalog: catalogEndpoints,
  search: searchEndpoints,
  promotions: promotionsEndpoints,
  content: contentEndpoints,
  videos: videosEndpoints,
  onboarding: onboardingEndpoints,
  onboardingConsole: onboardingConsoleEndpoints,
  chat: chatEndpoints,
  messages: messagesEndpoints,
  couponsConsole: couponsConsoleEndpoints,
  couponsMerchant: couponsMerchantEndpoints,
  fullReductionsConsole: fullReductionsConsoleEndpoints,
  fullReductionsMerchant: fullReductionsMerchantEndpoints,
  giftsConsole: giftsConsoleEndpoints,
  giftsMerchant: giftsMerchantEndpoints,
  combinationsConsole: combinationsConsoleEndpoints,
  combinationsMerchant: combinationsMerchantEndpoints,
  flashSalesConsole: flashSalesConsoleEndpoints,
  flashSalesMerchant: flashSalesMerchantEndpoints,
  dailySpecials: dailySpecialsEndpoints,
  flashApplicationsConsole: flashApplicationsConsoleEndpoints,
  flashApplicationsMerchant: flashApplicationsMerchantEndpoints,
  lotteryConsole: lotteryConsoleEndpoints,
  groupBuyConsole: groupBuyConsoleEndpoints,
  activitiesConsole: activitiesConsoleEndpoints,
  ordersConsole: ordersConsoleEndpoints,
  ordersMerchant: ordersMerchantEndpoints,
  gspRecords: gspRecordsEndpoints,
  trace: traceEndpoints,
  traceConsole: traceConsoleEndpoints,
  traceMerchant: traceMerchantEndpoints,
  recalls: recallsEndpoints,
  recallsConsole: recallsConsoleEndpoints,
  recallsMerchant: recallsMerchantEndpoints,
  goodsConsole: goodsConsoleEndpoints,
  goodsMerchant: goodsMerchantEndpoints,
  catalogReference: catalogReferenceEndpoints,
  contentConsole: contentConsoleEndpoints,
  siteConsole: siteConsoleEndpoints,
  videosConsole: videosConsoleEndpoints,
  merchantShop: merchantShopEndpoints,
  consoleSystem: consoleSystemEndpoints,
  dashboard: dashboardEndpoints,
  accountsConsole: accountsConsoleEndpoints,
  accountsMerchant: accountsMerchantEndpoints,
  activities: activitiesEndpoints,
  coupons: couponsEndpoints,
  alerts: alertsEndpoints,
  alertsConsole: alertsConsoleEndpoints,
  invoices: invoicesEndpoints,
  favorites: favoritesEndpoints,
  wantedConsole: wantedConsoleEndpoints,
  feedbackConsole: feedbackConsoleEndpoints,
  chatConsole: chatConsoleEndpoints,
  chatMerchant: chatMerchantEndpoints,
  groupbuy: groupbuyEndpoints,
  lottery: lotteryEndpoints,
  points: pointsEndpoints,
  quickOrder: quickOrderEndpoints,
  uploads: uploadsEndpoints,
  firstCamp: firstCampEndpoints,
  firstCampMerchant: firstCampMerchantEndpoints,
  membersConsole: membersConsoleEndpoints,
  walletConsole: walletConsoleEndpoints,
  moneyApprovalsConsole: moneyApprovalsConsoleEndpoints,
  withdrawalsConsole: withdrawalsConsoleEndpoints,
  settlementConsole: settlementConsoleEndpoints,
  settlementMerchant: settlementMerchantEndpoints,
  pointsConsole: pointsConsoleEndpoints,
};
export type Endpoints = typeof endpoints;
