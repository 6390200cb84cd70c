import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.accounts, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['accounts'];

export const login: Handles['login'] = { method: 'POST', path: '/api/user/login' };
export const loginByCode: Handles['loginByCode'] = { method: 'POST', path: '/api/user/login_by_code' };
export const loginWechat: Handles['loginWechat'] = { method: 'POST', path: '/api/user/login_wechat' };
export const createCode: Handles['createCode'] = { method: 'POST', path: '/api/user/create_code' };
export const logout: Handles['logout'] = { method: 'DELETE', path: '/api/user/logout' };
export const base: Handles['base'] = { method: 'GET', path: '/api/user/base' };
