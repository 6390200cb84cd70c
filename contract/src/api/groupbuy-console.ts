import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** 拼团 in the console: handles on contract endpoints.groupBuyConsole. */
type Handles = HandlesOf<Endpoints>['groupBuyConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/groupbuy' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/groupbuy' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/groupbuy/:id' };
export const end: Handles['end'] = { method: 'POST', path: '/admin/api/groupbuy/:id/end' };
