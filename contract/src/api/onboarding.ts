import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.onboarding, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['onboarding'];

export const apply: Handles['apply'] = { method: 'POST', path: '/api/merchant/apply' };
export const mine: Handles['mine'] = { method: 'GET', path: '/api/merchant/apply' };
