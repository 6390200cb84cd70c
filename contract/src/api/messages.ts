import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.messages, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['messages'];

export const list: Handles['list'] = { method: 'GET', path: '/api/user/messages' };
export const unreadCount: Handles['unreadCount'] = { method: 'GET', path: '/api/user/messages/unread_count' };
export const open: Handles['open'] = { method: 'GET', path: '/api/user/messages/:id' };
export const read: Handles['read'] = { method: 'POST', path: '/api/user/messages/read' };
export const readAll: Handles['readAll'] = { method: 'POST', path: '/api/user/messages/read_all' };
