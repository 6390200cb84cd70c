import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.feedback, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['feedback'];

export const send: Handles['send'] = { method: 'POST', path: '/api/user/feedback' };
export const mine: Handles['mine'] = { method: 'GET', path: '/api/user/feedback' };
