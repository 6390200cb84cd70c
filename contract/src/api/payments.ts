import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.payments, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['payments'];

export const payOrders: Handles['payOrders'] = { method: 'POST', path: '/api/pay/order' };
export const recharge: Handles['recharge'] = { method: 'POST', path: '/api/pay/recharge' };
export const check: Handles['check'] = { method: 'GET', path: '/api/pay/check_cz_order' };
export const recharges: Handles['recharges'] = { method: 'GET', path: '/api/pay/cz_list' };
export const wallet: Handles['wallet'] = { method: 'GET', path: '/api/user/user_money' };
export const moneyLog: Handles['moneyLog'] = { method: 'GET', path: '/api/user/user_money_log' };
export const account: Handles['account'] = { method: 'GET', path: '/api/pay/account' };
export const openAccount: Handles['openAccount'] = { method: 'POST', path: '/api/pay/account/open' };
export const config: Handles['config'] = { method: 'GET', path: '/api/moneys/moneyConfig' };
