import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A merchant's own coupons: handles on contract endpoints.couponsMerchant (./index.ts says how they are checked). */
type Handles = HandlesOf<Endpoints>['couponsMerchant'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/merchant/promotions/coupons' };
export const get: Handles['get'] = { method: 'GET', path: '/admin/api/merchant/promotions/coupons/:id' };
export const preview: Handles['preview'] = { method: 'POST', path: '/admin/api/merchant/promotions/coupons/preview' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/merchant/promotions/coupons' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/merchant/promotions/coupons/:id' };
export const end: Handles['end'] = { method: 'POST', path: '/admin/api/merchant/promotions/coupons/:id/end' };
