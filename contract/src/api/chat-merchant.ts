import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A merchant's own chat conversations: handles on contract endpoints.chatMerchant (./index.ts says how they are checked). */
type Handles = HandlesOf<Endpoints>['chatMerchant'];

export const conversations: Handles['conversations'] = { method: 'GET', path: '/admin/api/merchant/im/conversations' };
export const messages: Handles['messages'] = { method: 'GET', path: '/admin/api/merchant/im/conversations/:id/messages' };
export const send: Handles['send'] = { method: 'POST', path: '/admin/api/merchant/im/conversations/:id/messages' };
export const read: Handles['read'] = { method: 'POST', path: '/admin/api/merchant/im/conversations/:id/read' };
