import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.uploads, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['uploads'];

export const upload: Handles['upload'] = { method: 'POST', path: '/api/uploads' };
export const file: Handles['file'] = { method: 'GET', path: '/api/uploads/:id', answers: 'file' };
