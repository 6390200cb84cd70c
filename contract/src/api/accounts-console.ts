import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.accountsConsole, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['accountsConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/operators' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/operators' };
export const update: Handles['update'] = { method: 'POST', path: '/admin/api/operators/:id' };
export const resetPassword: Handles['resetPassword'] = { method: 'POST', path: '/admin/api/operators/:id/password' };
