import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A merchant's own 买赠与换购: handles on contract endpoints.giftsMerchant. */
type Handles = HandlesOf<Endpoints>['giftsMerchant'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/merchant/promotions/gifts' };
export const preview: Handles['preview'] = { method: 'POST', path: '/admin/api/merchant/promotions/gifts/preview' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/merchant/promotions/gifts' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/merchant/promotions/gifts/:id' };
export const end: Handles['end'] = { method: 'POST', path: '/admin/api/merchant/promotions/gifts/:id/end' };
