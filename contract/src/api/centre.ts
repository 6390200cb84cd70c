import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.centre, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['centre'];

export const updateUserInfo: Handles['updateUserInfo'] = { method: 'POST', path: '/api/user/updateUserInfo' };
export const changePassword: Handles['changePassword'] = { method: 'POST', path: '/api/user/resetPassword' };
export const phone: Handles['phone'] = { method: 'GET', path: '/api/user/phone/:id' };
export const jyfw: Handles['jyfw'] = { method: 'GET', path: '/api/user/jyfw' };
export const zizhi: Handles['zizhi'] = { method: 'GET', path: '/api/user/zizhi' };
export const renew: Handles['renew'] = { method: 'POST', path: '/api/user/zizhi/renew' };
export const bindWechat: Handles['bindWechat'] = { method: 'POST', path: '/api/user/bind_wechat' };
export const unbindWechat: Handles['unbindWechat'] = { method: 'DELETE', path: '/api/user/unbind_wechat' };
export const shelfLife: Handles['shelfLife'] = { method: 'POST', path: '/api/user/shelf_life' };
export const shelfLifeCategories: Handles['shelfLifeCategories'] = { method: 'POST', path: '/api/user/shelf_life/categories' };
export const contract: Handles['contract'] = { method: 'GET', path: '/api/contract' };
export const signContract: Handles['signContract'] = { method: 'POST', path: '/api/contract/sign' };
export const agent: Handles['agent'] = { method: 'GET', path: '/api/agent/apply' };
export const applyAgent: Handles['applyAgent'] = { method: 'POST', path: '/api/agent/apply' };
