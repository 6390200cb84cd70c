import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.onboardingConsole, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['onboardingConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/merchant-applications' };
export const review: Handles['review'] = { method: 'POST', path: '/admin/api/merchant-applications/:id/review' };
