import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.consoleAccount, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['consoleAccount'];

export const me: Handles['me'] = { method: 'GET', path: '/admin/api/me' };
export const changePassword: Handles['changePassword'] = { method: 'POST', path: '/admin/api/account/password' };
export const totpSetup: Handles['totpSetup'] = { method: 'POST', path: '/admin/api/account/totp/setup' };
export const totpEnable: Handles['totpEnable'] = { method: 'POST', path: '/admin/api/account/totp/enable' };
export const totpDisable: Handles['totpDisable'] = { method: 'POST', path: '/admin/api/account/totp/disable' };
export const login: Handles['login'] = { method: 'POST', path: '/admin/api/login' };
export const logout: Handles['logout'] = { method: 'DELETE', path: '/admin/api/logout' };
