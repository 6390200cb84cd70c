import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A merchant's own 组合套餐: handles on contract endpoints.combinationsMerchant. */
type Handles = HandlesOf<Endpoints>['combinationsMerchant'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/merchant/promotions/combinations' };
export const get: Handles['get'] = { method: 'GET', path: '/admin/api/merchant/promotions/combinations/:id' };
export const preview: Handles['preview'] = { method: 'POST', path: '/admin/api/merchant/promotions/combinations/preview' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/merchant/promotions/combinations' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/merchant/promotions/combinations/:id' };
export const end: Handles['end'] = { method: 'POST', path: '/admin/api/merchant/promotions/combinations/:id/end' };
