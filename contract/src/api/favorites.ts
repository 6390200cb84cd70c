import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.favorites, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['favorites'];

export const list: Handles['list'] = { method: 'GET', path: '/api/favorite' };
export const check: Handles['check'] = { method: 'GET', path: '/api/favorite/check' };
export const add: Handles['add'] = { method: 'POST', path: '/api/favorite' };
export const cancel: Handles['cancel'] = { method: 'POST', path: '/api/favorite/cancel' };
