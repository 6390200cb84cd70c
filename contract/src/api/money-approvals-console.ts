import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** 资金审批 and its thresholds: handles on contract endpoints.moneyApprovalsConsole (./index.ts says how they are checked). */
type Handles = HandlesOf<Endpoints>['moneyApprovalsConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/finance/approvals' };
export const counts: Handles['counts'] = { method: 'GET', path: '/admin/api/finance/approvals/counts' };
export const limits: Handles['limits'] = { method: 'GET', path: '/admin/api/finance/approval-limits' };
export const approve: Handles['approve'] = { method: 'POST', path: '/admin/api/finance/approvals/:id/approve' };
export const reject: Handles['reject'] = { method: 'POST', path: '/admin/api/finance/approvals/:id/reject' };
export const setLimits: Handles['setLimits'] = { method: 'POST', path: '/admin/api/finance/approval-limits' };
