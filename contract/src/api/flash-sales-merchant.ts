import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A merchant's own 秒杀: handles on contract endpoints.flashSalesMerchant. */
type Handles = HandlesOf<Endpoints>['flashSalesMerchant'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/merchant/promotions/flash-sales' };
export const end: Handles['end'] = { method: 'POST', path: '/admin/api/merchant/promotions/flash-sales/:id/end' };
