import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** 秒杀申请 as the platform reviews them: handles on contract endpoints.flashApplicationsConsole. */
type Handles = HandlesOf<Endpoints>['flashApplicationsConsole'];

export const list: Handles['list'] = { method: 'GET', path: '/admin/api/promotions/flash-applications' };
export const approve: Handles['approve'] = { method: 'POST', path: '/admin/api/promotions/flash-applications/:id/approve' };
export const refuse: Handles['refuse'] = { method: 'POST', path: '/admin/api/promotions/flash-applications/:id/refuse' };
