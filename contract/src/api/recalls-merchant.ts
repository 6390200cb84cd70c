import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A merchant's own recalls: handles on contract endpoints.recallsMerchant. */
type Handles = HandlesOf<Endpoints>['recallsMerchant'];

export const record: Handles['record'] = { method: 'POST', path: '/admin/api/merchant/recalls' };
export const list: Handles['list'] = { method: 'GET', path: '/admin/api/merchant/recalls' };
export const buyers: Handles['buyers'] = { method: 'GET', path: '/admin/api/merchant/recalls/:id/buyers' };
export const exportFile: Handles['exportFile'] = { method: 'GET', path: '/admin/api/merchant/recalls/:id/export', answers: 'file' };
