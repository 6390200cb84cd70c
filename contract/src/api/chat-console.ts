import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** The platform's chat conversations: handles on contract endpoints.chatConsole (./index.ts says how they are checked). */
type Handles = HandlesOf<Endpoints>['chatConsole'];

export const conversations: Handles['conversations'] = { method: 'GET', path: '/admin/api/im/conversations' };
export const messages: Handles['messages'] = { method: 'GET', path: '/admin/api/im/conversations/:id/messages' };
export const send: Handles['send'] = { method: 'POST', path: '/admin/api/im/conversations/:id/messages' };
export const read: Handles['read'] = { method: 'POST', path: '/admin/api/im/conversations/:id/read' };
