import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** 提现审核: handles on contract endpoints.withdrawalsConsole (./index.ts says how they are checked). */
type Handles = HandlesOf<Endpoints>['withdrawalsConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/withdrawals' };
export const decide: Handles['decide'] = { method: 'POST', path: '/admin/api/withdrawals/:id/decide' };
