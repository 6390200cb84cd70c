import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A member's wallet and credit line: handles on contract endpoints.walletConsole (./index.ts says how they are checked). */
type Handles = HandlesOf<Endpoints>['walletConsole'];

export const get: Handles['get'] = { method: 'GET', path: '/admin/api/members/:id/wallet' };
export const adjust: Handles['adjust'] = { method: 'POST', path: '/admin/api/members/:id/wallet/adjust' };
export const grantCredit: Handles['grantCredit'] = { method: 'POST', path: '/admin/api/members/:id/credit' };
