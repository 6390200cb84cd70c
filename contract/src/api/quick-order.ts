import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.quickOrder, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['quickOrder'];

export const match: Handles['match'] = { method: 'POST', path: '/api/quick-order/match' };
export const parse: Handles['parse'] = { method: 'POST', path: '/api/quick-order/parse' };
export const template: Handles['template'] = { method: 'GET', path: '/api/quick-order/template', answers: 'file' };
