import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.consoleSystem, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['consoleSystem'];

export const audit: Handles['audit'] = { method: 'GET', path: '/admin/api/audit' };
export const resetOperatorTotp: Handles['resetOperatorTotp'] = { method: 'POST', path: '/admin/api/operators/:id/totp/reset' };
export const jobs: Handles['jobs'] = { method: 'GET', path: '/admin/api/jobs' };
export const retryJob: Handles['retryJob'] = { method: 'POST', path: '/admin/api/jobs/:id/retry' };
export const smsOutbox: Handles['smsOutbox'] = { method: 'GET', path: '/admin/api/sms_outbox' };
