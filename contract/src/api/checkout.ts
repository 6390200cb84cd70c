import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.checkout, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['checkout'];

export const preview: Handles['preview'] = { method: 'POST', path: '/api/v1/cart/checkout' };
export const submit: Handles['submit'] = { method: 'POST', path: '/api/order/submit' };
