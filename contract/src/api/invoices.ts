import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.invoices, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['invoices'];

export const list: Handles['list'] = { method: 'GET', path: '/api/invoice/list' };
export const pdf: Handles['pdf'] = { method: 'GET', path: '/api/invoice/:id/pdf', answers: 'file' };
export const query: Handles['query'] = { method: 'GET', path: '/api/invoice/query' };
