import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A buyer's 追溯码: handles on contract endpoints.trace. */
type Handles = HandlesOf<Endpoints>['trace'];

export const manifest: Handles['manifest'] = { method: 'GET', path: '/api/order/shipments/:id/trace_manifest', answers: 'file' };
export const receipt: Handles['receipt'] = { method: 'GET', path: '/api/order/shipments/:id/trace_receipt' };
export const scanReceipt: Handles['scanReceipt'] = { method: 'POST', path: '/api/order/shipments/:id/trace_receipt' };
export const temperature: Handles['temperature'] = { method: 'GET', path: '/api/order/shipments/:id/temperature' };
export const code: Handles['code'] = { method: 'GET', path: '/api/trace/code' };
