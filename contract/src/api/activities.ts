import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.activities, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['activities'];

export const tap: Handles['tap'] = { method: 'GET', path: '/api/activity/tap' };
export const current: Handles['current'] = { method: 'GET', path: '/api/activity/current' };
export const centre: Handles['centre'] = { method: 'GET', path: '/api/activity/centre' };
export const detail: Handles['detail'] = { method: 'GET', path: '/api/activity/:id' };
