import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A merchant's own 秒杀申请: handles on contract endpoints.flashApplicationsMerchant. */
type Handles = HandlesOf<Endpoints>['flashApplicationsMerchant'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/merchant/promotions/flash-applications' };
export const apply: Handles['apply'] = { method: 'POST', path: '/admin/api/merchant/promotions/flash-applications' };
export const withdraw: Handles['withdraw'] = { method: 'POST', path: '/admin/api/merchant/promotions/flash-applications/:id/withdraw' };
