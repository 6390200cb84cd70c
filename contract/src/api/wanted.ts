import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.wanted, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['wanted'];

export const list: Handles['list'] = { method: 'GET', path: '/api/pzqg' };
export const create: Handles['create'] = { method: 'POST', path: '/api/pzqg' };
export const detail: Handles['detail'] = { method: 'GET', path: '/api/pzqg/:id' };
export const cancel: Handles['cancel'] = { method: 'POST', path: '/api/pzqg/:id/cancel' };
