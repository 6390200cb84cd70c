import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.stores, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['stores'];

export const list: Handles['list'] = { method: 'GET', path: '/api/user/stores' };
export const link: Handles['link'] = { method: 'POST', path: '/api/user/stores' };
export const unlink: Handles['unlink'] = { method: 'DELETE', path: '/api/user/stores/:id' };
export const switchTo: Handles['switchTo'] = { method: 'POST', path: '/api/user/stores/switch' };
export const copyCart: Handles['copyCart'] = { method: 'POST', path: '/api/cart/copy' };
