import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A merchant's own 满减: handles on contract endpoints.fullReductionsMerchant. */
type Handles = HandlesOf<Endpoints>['fullReductionsMerchant'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/merchant/promotions/full-reductions' };
export const get: Handles['get'] = { method: 'GET', path: '/admin/api/merchant/promotions/full-reductions/:id' };
export const preview: Handles['preview'] = { method: 'POST', path: '/admin/api/merchant/promotions/full-reductions/preview' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/merchant/promotions/full-reductions' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/merchant/promotions/full-reductions/:id' };
export const end: Handles['end'] = { method: 'POST', path: '/admin/api/merchant/promotions/full-reductions/:id/end' };
