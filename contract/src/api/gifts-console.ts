import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** The platform's 买赠与换购: handles on contract endpoints.giftsConsole. */
type Handles = HandlesOf<Endpoints>['giftsConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/promotions/gifts' };
export const preview: Handles['preview'] = { method: 'POST', path: '/admin/api/promotions/gifts/preview' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/promotions/gifts' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/promotions/gifts/:id' };
export const end: Handles['end'] = { method: 'POST', path: '/admin/api/promotions/gifts/:id/end' };
