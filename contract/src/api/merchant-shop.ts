import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** The merchant portal's own shop: handles on contract endpoints.merchantShop. */
type Handles = HandlesOf<Endpoints>['merchantShop'];

export const get: Handles['get'] = { method: 'GET', path: '/admin/api/merchant/shop' };
export const saveSettings: Handles['saveSettings'] = { method: 'POST', path: '/admin/api/merchant/shop' };
export const saveInvoicing: Handles['saveInvoicing'] = { method: 'POST', path: '/admin/api/merchant/shop/invoicing' };
