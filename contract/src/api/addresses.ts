import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.addresses, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['addresses'];

export const list: Handles['list'] = { method: 'GET', path: '/api/user/address' };
export const get: Handles['get'] = { method: 'GET', path: '/api/user/address/:id' };
export const create: Handles['create'] = { method: 'POST', path: '/api/user/address' };
export const update: Handles['update'] = { method: 'PUT', path: '/api/user/address/:id' };
export const setDefault: Handles['setDefault'] = { method: 'POST', path: '/api/user/address/:id/default' };
export const remove: Handles['remove'] = { method: 'DELETE', path: '/api/user/address/:id' };
