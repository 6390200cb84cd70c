import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.search, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['search'];

export const search: Handles['search'] = { method: 'GET', path: '/api/goods/search' };
export const page: Handles['page'] = { method: 'GET', path: '/api/goods/search-new' };
export const hotWords: Handles['hotWords'] = { method: 'GET', path: '/api/goods/hot' };
