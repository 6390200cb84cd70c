import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.alerts, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['alerts'];

export const mine: Handles['mine'] = { method: 'GET', path: '/api/goods/alert' };
export const subscribe: Handles['subscribe'] = { method: 'POST', path: '/api/goods/alert' };
export const cancel: Handles['cancel'] = { method: 'DELETE', path: '/api/goods/alert/:id' };
