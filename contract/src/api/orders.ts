import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.orders, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['orders'];

export const list: Handles['list'] = { method: 'GET', path: '/api/order/list' };
export const counts: Handles['counts'] = { method: 'GET', path: '/api/order/counts' };
export const detail: Handles['detail'] = { method: 'GET', path: '/api/order/info/:id' };
export const cancel: Handles['cancel'] = { method: 'POST', path: '/api/order/:id/cancel' };
export const receive: Handles['receive'] = { method: 'POST', path: '/api/order/:id/receive' };
export const rebuy: Handles['rebuy'] = { method: 'POST', path: '/api/order/:id/rebuy' };
export const requestAfterSale: Handles['requestAfterSale'] = { method: 'POST', path: '/api/order/:id/after_sale' };
export const afterSale: Handles['afterSale'] = { method: 'GET', path: '/api/order/after_sale/:id' };
export const afterSales: Handles['afterSales'] = { method: 'GET', path: '/api/order/after_sales' };
export const fastBuy: Handles['fastBuy'] = { method: 'GET', path: '/api/user/fast_buy' };
export const recentBuys: Handles['recentBuys'] = { method: 'GET', path: '/api/user/buy' };
export const buyAgain: Handles['buyAgain'] = { method: 'POST', path: '/api/user/buy' };
export const purchaseRecords: Handles['purchaseRecords'] = { method: 'GET', path: '/api/goods/cgjl' };
