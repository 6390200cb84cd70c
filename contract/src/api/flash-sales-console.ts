import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** The platform's 秒杀: handles on contract endpoints.flashSalesConsole. */
type Handles = HandlesOf<Endpoints>['flashSalesConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/promotions/flash-sales' };
export const end: Handles['end'] = { method: 'POST', path: '/admin/api/promotions/flash-sales/:id/end' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/promotions/flash-sales' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/promotions/flash-sales/:id' };
