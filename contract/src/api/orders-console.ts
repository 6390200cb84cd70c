import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** The platform's order queue, refunds and invoices: handles on contract endpoints.ordersConsole. */
type Handles = HandlesOf<Endpoints>['ordersConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/orders' };
export const counts: Handles['counts'] = { method: 'GET', path: '/admin/api/orders/counts' };
export const detail: Handles['detail'] = { method: 'GET', path: '/admin/api/orders/:id' };
export const deliveryNote: Handles['deliveryNote'] = { method: 'GET', path: '/admin/api/shipments/:id/delivery_note', answers: 'file' };
export const ship: Handles['ship'] = { method: 'POST', path: '/admin/api/orders/:id/ship' };
export const afterSales: Handles['afterSales'] = { method: 'GET', path: '/admin/api/after_sales' };
export const decideAfterSale: Handles['decideAfterSale'] = { method: 'POST', path: '/admin/api/after_sales/:id/decide' };
export const refund: Handles['refund'] = { method: 'POST', path: '/admin/api/orders/:id/refund' };
export const invoices: Handles['invoices'] = { method: 'GET', path: '/admin/api/orders/:id/invoices' };
export const reissueInvoice: Handles['reissueInvoice'] = { method: 'POST', path: '/admin/api/orders/:id/invoices' };
export const invoicePdf: Handles['invoicePdf'] = { method: 'GET', path: '/admin/api/invoices/:id/pdf', answers: 'file' };
export const refundAfterSale: Handles['refundAfterSale'] = { method: 'POST', path: '/admin/api/after_sales/:id/refund' };
