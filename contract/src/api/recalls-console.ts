import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** 药品召回 in the platform's console: handles on contract endpoints.recallsConsole. */
type Handles = HandlesOf<Endpoints>['recallsConsole'];

export const record: Handles['record'] = { method: 'POST', path: '/admin/api/recalls' };
export const list: Handles['list'] = { method: 'GET', path: '/admin/api/recalls' };
export const buyers: Handles['buyers'] = { method: 'GET', path: '/admin/api/recalls/:id/buyers' };
export const exportFile: Handles['exportFile'] = { method: 'GET', path: '/admin/api/recalls/:id/export', answers: 'file' };
