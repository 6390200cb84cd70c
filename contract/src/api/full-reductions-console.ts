import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** The platform's 满减: handles on contract endpoints.fullReductionsConsole. */
type Handles = HandlesOf<Endpoints>['fullReductionsConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/promotions/full-reductions' };
export const get: Handles['get'] = { method: 'GET', path: '/admin/api/promotions/full-reductions/:id' };
export const preview: Handles['preview'] = { method: 'POST', path: '/admin/api/promotions/full-reductions/preview' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/promotions/full-reductions' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/promotions/full-reductions/:id' };
export const end: Handles['end'] = { method: 'POST', path: '/admin/api/promotions/full-reductions/:id/end' };
