import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.accountsMerchant, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['accountsMerchant'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/merchant/staff' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/merchant/staff' };
export const update: Handles['update'] = { method: 'POST', path: '/admin/api/merchant/staff/:id' };
export const resetPassword: Handles['resetPassword'] = { method: 'POST', path: '/admin/api/merchant/staff/:id/password' };
