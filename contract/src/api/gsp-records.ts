import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** GSP 销售记录 in the console: handles on contract endpoints.gspRecords. */
type Handles = HandlesOf<Endpoints>['gspRecords'];

export const sales: Handles['sales'] = { method: 'GET', path: '/admin/api/gsp/sales' };
export const salesExport: Handles['salesExport'] = { method: 'GET', path: '/admin/api/gsp/sales/export', answers: 'file' };
