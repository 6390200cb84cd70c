import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Videos in the console: handles on contract endpoints.videosConsole. */
type Handles = HandlesOf<Endpoints>['videosConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/videos' };
export const upload: Handles['upload'] = { method: 'POST', path: '/admin/api/videos' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/videos/:id' };
