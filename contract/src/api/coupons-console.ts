import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** The platform's coupons: handles on contract endpoints.couponsConsole (./index.ts says how they are checked). */
type Handles = HandlesOf<Endpoints>['couponsConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/promotions/coupons' };
export const get: Handles['get'] = { method: 'GET', path: '/admin/api/promotions/coupons/:id' };
export const preview: Handles['preview'] = { method: 'POST', path: '/admin/api/promotions/coupons/preview' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/promotions/coupons' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/promotions/coupons/:id' };
export const end: Handles['end'] = { method: 'POST', path: '/admin/api/promotions/coupons/:id/end' };
export const issue: Handles['issue'] = { method: 'POST', path: '/admin/api/promotions/coupons/:id/issue' };
