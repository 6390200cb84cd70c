import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.firstCampMerchant, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['firstCampMerchant'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/merchant/first-camp' };
export const upload: Handles['upload'] = { method: 'POST', path: '/admin/api/merchant/first-camp' };
export const remove: Handles['remove'] = { method: 'DELETE', path: '/admin/api/merchant/first-camp/:id' };
export const file: Handles['file'] = { method: 'GET', path: '/admin/api/merchant/first-camp/:id/file', answers: 'file' };
