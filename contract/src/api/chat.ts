import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.chat, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['chat'];

export const account: Handles['account'] = { method: 'POST', path: '/api/im/accountImport' };
export const unread: Handles['unread'] = { method: 'GET', path: '/api/im/unreadNum' };
export const conversations: Handles['conversations'] = { method: 'GET', path: '/api/im/conversations' };
export const history: Handles['history'] = { method: 'GET', path: '/api/im/messages' };
export const send: Handles['send'] = { method: 'POST', path: '/api/im/send' };
export const read: Handles['read'] = { method: 'POST', path: '/api/im/read' };
