import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.feedbackConsole, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['feedbackConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/feedback' };
export const reply: Handles['reply'] = { method: 'POST', path: '/admin/api/feedback/:id/reply' };
