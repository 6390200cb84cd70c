import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** 药品追溯码 in the platform's console: handles on contract endpoints.traceConsole. */
type Handles = HandlesOf<Endpoints>['traceConsole'];

export const importPacking: Handles['importPacking'] = { method: 'POST', path: '/admin/api/trace/packing' };
export const code: Handles['code'] = { method: 'GET', path: '/admin/api/trace/code' };
export const manifest: Handles['manifest'] = { method: 'GET', path: '/admin/api/shipments/:id/trace_manifest', answers: 'file' };
export const temperature: Handles['temperature'] = { method: 'GET', path: '/admin/api/shipments/:id/temperature' };
export const recordTemperature: Handles['recordTemperature'] = { method: 'POST', path: '/admin/api/shipments/:id/temperature' };
export const alerts: Handles['alerts'] = { method: 'GET', path: '/admin/api/trace/alerts' };
export const reports: Handles['reports'] = { method: 'GET', path: '/admin/api/trace/reports' };
export const report: Handles['report'] = { method: 'GET', path: '/admin/api/trace/reports/:id', answers: 'file' };
