import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A merchant's own orders, refunds and invoices: handles on contract endpoints.ordersMerchant. */
type Handles = HandlesOf<Endpoints>['ordersMerchant'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/merchant/orders' };
export const counts: Handles['counts'] = { method: 'GET', path: '/admin/api/merchant/orders/counts' };
export const detail: Handles['detail'] = { method: 'GET', path: '/admin/api/merchant/orders/:id' };
export const deliveryNote: Handles['deliveryNote'] = { method: 'GET', path: '/admin/api/merchant/shipments/:id/delivery_note', answers: 'file' };
export const ship: Handles['ship'] = { method: 'POST', path: '/admin/api/merchant/orders/:id/ship' };
export const afterSales: Handles['afterSales'] = { method: 'GET', path: '/admin/api/merchant/after_sales' };
export const decideAfterSale: Handles['decideAfterSale'] = { method: 'POST', path: '/admin/api/merchant/after_sales/:id/decide' };
export const refund: Handles['refund'] = { method: 'POST', path: '/admin/api/merchant/orders/:id/refund' };
export const invoices: Handles['invoices'] = { method: 'GET', path: '/admin/api/merchant/orders/:id/invoices' };
export const reissueInvoice: Handles['reissueInvoice'] = { method: 'POST', path: '/admin/api/merchant/orders/:id/invoices' };
export const invoicePdf: Handles['invoicePdf'] = { method: 'GET', path: '/admin/api/merchant/invoices/:id/pdf', answers: 'file' };
