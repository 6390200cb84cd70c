import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.alertsConsole, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['alertsConsole'];

export const restock: Handles['restock'] = { method: 'POST', path: '/admin/api/goods/:id/stock' };
export const reprice: Handles['reprice'] = { method: 'POST', path: '/admin/api/goods/:id/price' };
