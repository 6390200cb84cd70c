import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.promotions, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['promotions'];

export const spike: Handles['spike'] = { method: 'GET', path: '/api/index/spike' };
export const everydayPrice: Handles['everydayPrice'] = { method: 'GET', path: '/api/activity/everyday_price' };
export const combinations: Handles['combinations'] = { method: 'GET', path: '/api/combination/list' };
export const goodsActivities: Handles['goodsActivities'] = { method: 'GET', path: '/api/goods/activities' };
