import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.withdraw, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['withdraw'];

export const list: Handles['list'] = { method: 'GET', path: '/api/withdraw/list' };
export const card: Handles['card'] = { method: 'GET', path: '/api/withdraw/getbank' };
export const sendBindCode: Handles['sendBindCode'] = { method: 'POST', path: '/api/withdraw/sendbindcode' };
export const bindBank: Handles['bindBank'] = { method: 'POST', path: '/api/withdraw/bindbank' };
export const apply: Handles['apply'] = { method: 'POST', path: '/api/withdraw/apply' };
