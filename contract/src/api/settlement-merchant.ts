import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** A merchant's own statements: handles on contract endpoints.settlementMerchant (./index.ts says how they are checked). */
type Handles = HandlesOf<Endpoints>['settlementMerchant'];

export const statements: Handles['statements'] = { method: 'GET', path: '/admin/api/merchant/statements' };
export const statement: Handles['statement'] = { method: 'GET', path: '/admin/api/merchant/statements/:id' };
export const exportStatement: Handles['exportStatement'] = { method: 'GET', path: '/admin/api/merchant/statements/:id/export', answers: 'file' };
export const current: Handles['current'] = { method: 'GET', path: '/admin/api/merchant/statements/current' };
