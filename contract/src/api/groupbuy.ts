import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.groupbuy, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['groupbuy'];

export const list: Handles['list'] = { method: 'GET', path: '/api/groupbuy' };
export const detail: Handles['detail'] = { method: 'GET', path: '/api/groupbuy/:id' };
export const join: Handles['join'] = { method: 'POST', path: '/api/groupbuy/join' };
export const mine: Handles['mine'] = { method: 'GET', path: '/api/groupbuy/mine' };
