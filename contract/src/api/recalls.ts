import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A buyer's recalls: handles on contract endpoints.recalls. */
type Handles = HandlesOf<Endpoints>['recalls'];

export const list: Handles['list'] = { method: 'GET', path: '/api/recalls' };
export const ack: Handles['ack'] = { method: 'POST', path: '/api/recalls/:id/ack' };
export const returnBoxes: Handles['returnBoxes'] = { method: 'POST', path: '/api/recalls/:id/return' };
