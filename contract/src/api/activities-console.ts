import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Activity pages in the console: handles on contract endpoints.activitiesConsole. */
type Handles = HandlesOf<Endpoints>['activitiesConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/activities' };
export const get: Handles['get'] = { method: 'GET', path: '/admin/api/activities/:id' };
export const create: Handles['create'] = { method: 'POST', path: '/admin/api/activities' };
export const update: Handles['update'] = { method: 'PUT', path: '/admin/api/activities/:id' };
