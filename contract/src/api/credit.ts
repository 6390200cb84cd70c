import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.credit, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['credit'];

export const summary: Handles['summary'] = { method: 'GET', path: '/api/user/user_credit' };
export const bills: Handles['bills'] = { method: 'GET', path: '/api/user/user_credit_list' };
export const payOrders: Handles['payOrders'] = { method: 'POST', path: '/api/pay/user_credit_pay' };
export const repay: Handles['repay'] = { method: 'POST', path: '/api/pay/user_credit_create' };
export const check: Handles['check'] = { method: 'GET', path: '/api/pay/user_credit_check' };
