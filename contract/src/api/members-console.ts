import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.membersConsole, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['membersConsole'];

export const licences: Handles['licences'] = { method: 'GET', path: '/admin/api/members/licences' };
export const disable: Handles['disable'] = { method: 'POST', path: '/admin/api/members/:id/disable' };
export const enable: Handles['enable'] = { method: 'POST', path: '/admin/api/members/:id/enable' };
export const lookups: Handles['lookups'] = { method: 'GET', path: '/admin/api/lookups' };
export const list: Handles['list'] = { method: 'GET', path: '/admin/api/members' };
export const get: Handles['get'] = { method: 'GET', path: '/admin/api/members/:id' };
export const certificates: Handles['certificates'] = { method: 'GET', path: '/admin/api/members/:id/certificates' };
export const approve: Handles['approve'] = { method: 'POST', path: '/admin/api/members/:id/approve' };
export const reject: Handles['reject'] = { method: 'POST', path: '/admin/api/members/:id/reject' };
export const approveCertificate: Handles['approveCertificate'] = { method: 'POST', path: '/admin/api/certificates/:id/approve' };
export const rejectCertificate: Handles['rejectCertificate'] = { method: 'POST', path: '/admin/api/certificates/:id/reject' };
export const kxApplications: Handles['kxApplications'] = { method: 'GET', path: '/admin/api/kx_applications' };
export const approveKx: Handles['approveKx'] = { method: 'POST', path: '/admin/api/kx_applications/:id/approve' };
export const rejectKx: Handles['rejectKx'] = { method: 'POST', path: '/admin/api/kx_applications/:id/reject' };
