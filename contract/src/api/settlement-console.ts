import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** The platform's settlement: handles on contract endpoints.settlementConsole (./index.ts says how they are checked). */
type Handles = HandlesOf<Endpoints>['settlementConsole'];

export const rates: Handles['rates'] = { method: 'GET', path: '/admin/api/settlement/rates' };
export const setRate: Handles['setRate'] = { method: 'POST', path: '/admin/api/settlement/rates' };
export const statements: Handles['statements'] = { method: 'GET', path: '/admin/api/settlement/statements' };
export const statement: Handles['statement'] = { method: 'GET', path: '/admin/api/settlement/statements/:id' };
export const exportStatement: Handles['exportStatement'] = { method: 'GET', path: '/admin/api/settlement/statements/:id/export', answers: 'file' };
export const generate: Handles['generate'] = { method: 'POST', path: '/admin/api/settlement/statements/generate' };
export const markPaid: Handles['markPaid'] = { method: 'POST', path: '/admin/api/settlement/statements/:id/paid' };
