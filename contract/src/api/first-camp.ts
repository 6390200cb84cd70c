import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.firstCamp, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['firstCamp'];

export const shop: Handles['shop'] = { method: 'GET', path: '/api/shops/:id/first-camp' };
export const goods: Handles['goods'] = { method: 'GET', path: '/api/goods/:id/first-camp' };
export const file: Handles['file'] = { method: 'GET', path: '/api/first-camp/:id/file', answers: 'file' };
