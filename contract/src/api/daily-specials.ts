import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** 每日特价 (the platform's): handles on contract endpoints.dailySpecials. */
type Handles = HandlesOf<Endpoints>['dailySpecials'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/promotions/daily-specials' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/promotions/daily-specials' };
export const remove: Handles['remove'] = { method: 'DELETE', path: '/admin/api/promotions/daily-specials/:id' };
