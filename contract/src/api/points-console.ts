import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** 积分订单 and activity points: handles on contract endpoints.pointsConsole (./index.ts says how they are checked). */
type Handles = HandlesOf<Endpoints>['pointsConsole'];

export const orders: Handles['orders'] = { method: 'GET', path: '/admin/api/points/orders' };
export const ship: Handles['ship'] = { method: 'POST', path: '/admin/api/points/orders/:id/ship' };
export const award: Handles['award'] = { method: 'POST', path: '/admin/api/points/award' };
