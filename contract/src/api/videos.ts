import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.videos, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['videos'];

export const list: Handles['list'] = { method: 'GET', path: '/api/video/list' };
