import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A merchant's own 药品追溯码: handles on contract endpoints.traceMerchant. */
type Handles = HandlesOf<Endpoints>['traceMerchant'];

export const importPacking: Handles['importPacking'] = { method: 'POST', path: '/admin/api/merchant/trace/packing' };
export const code: Handles['code'] = { method: 'GET', path: '/admin/api/merchant/trace/code' };
export const manifest: Handles['manifest'] = { method: 'GET', path: '/admin/api/merchant/shipments/:id/trace_manifest', answers: 'file' };
export const temperature: Handles['temperature'] = { method: 'GET', path: '/admin/api/merchant/shipments/:id/temperature' };
export const recordTemperature: Handles['recordTemperature'] = { method: 'POST', path: '/admin/api/merchant/shipments/:id/temperature' };
