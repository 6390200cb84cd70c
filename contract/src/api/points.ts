import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.points, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['points'];

export const summary: Handles['summary'] = { method: 'GET', path: '/api/user/points' };
export const log: Handles['log'] = { method: 'GET', path: '/api/user/points_log' };
export const exchange: Handles['exchange'] = { method: 'POST', path: '/api/points/exchange' };
export const orders: Handles['orders'] = { method: 'GET', path: '/api/points/orders' };
export const order: Handles['order'] = { method: 'GET', path: '/api/points/orders/:id' };
export const goods: Handles['goods'] = { method: 'GET', path: '/api/points/goods' };
export const goodsDetail: Handles['goodsDetail'] = { method: 'GET', path: '/api/points/goods/:id' };
