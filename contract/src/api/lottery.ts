import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.lottery, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['lottery'];

export const simple: Handles['simple'] = { method: 'GET', path: '/api/draw/simple' };
export const draw: Handles['draw'] = { method: 'POST', path: '/api/draw' };
export const records: Handles['records'] = { method: 'GET', path: '/api/draw/record' };
export const activity: Handles['activity'] = { method: 'GET', path: '/api/draw/:id/activity' };
export const latest: Handles['latest'] = { method: 'GET', path: '/api/draw/new_record' };
export const ads: Handles['ads'] = { method: 'GET', path: '/api/draw/ads' };
