import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.dashboard, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['dashboard'];

export const overview: Handles['overview'] = { method: 'GET', path: '/admin/api/dashboard' };
