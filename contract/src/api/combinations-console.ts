import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** The platform's 组合套餐: handles on contract endpoints.combinationsConsole. */
type Handles = HandlesOf<Endpoints>['combinationsConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/promotions/combinations' };
export const get: Handles['get'] = { method: 'GET', path: '/admin/api/promotions/combinations/:id' };
export const preview: Handles['preview'] = { method: 'POST', path: '/admin/api/promotions/combinations/preview' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/promotions/combinations' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/promotions/combinations/:id' };
export const end: Handles['end'] = { method: 'POST', path: '/admin/api/promotions/combinations/:id/end' };
