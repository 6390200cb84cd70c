import { defineEndpoint } from '../endpoint.js';
import { createOperatorBody, operatorAccount, operatorAccountList, resetOperatorPasswordBody, updateOperatorBody } from '../admin.js';
import { createStaffBody, merchantStaffList, updateStaffBody } from '../merchant.js';
import { idParamOf } from '../member-fields.js';

/**
 * Console accounts and their roles, one capability for two audiences (server: accounts-console.routes.ts,
 * `forAudiences`): the platform's operators (system area, /admin/api/operators) and a shop's staff (staff area,
 * /admin/api/merchant/staff). The console picks the group by the audience it runs for.
 */
const operatorParams = idParamOf('运营账号');
const staffParams = idParamOf('员工账号');

export const accountsConsoleEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/admin/api/operators', tags: ['admin'], summary: '运营账号列表', response: operatorAccountList }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/api/operators',
    tags: ['admin'],
    summary: '新建运营账号（登录名、姓名、角色、初始密码）',
    body: createOperatorBody,
    response: operatorAccount,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/admin/api/operators/:id',
    tags: ['admin'],
    summary: '修改运营账号（姓名、角色、启用）',
    params: operatorParams,
    body: updateOperatorBody,
    response: operatorAccount,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/admin/api/operators/:id/password',
    tags: ['admin'],
    summary: '重置运营账号密码（该账号的登录全部失效）',
    params: operatorParams,
    body: resetOperatorPasswordBody,
    response: operatorAccount,
  }),
};

export const accountsMerchantEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/api/merchant/staff',
    tags: ['merchant'],
    summary: '本店铺员工账号',
    response: merchantStaffList,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/api/merchant/staff',
    tags: ['merchant'],
    summary: '新建员工账号（登录名、姓名、角色、初始密码）',
    body: createStaffBody,
    response: operatorAccount,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/admin/api/merchant/staff/:id',
    tags: ['merchant'],
    summary: '修改员工账号（姓名、角色、启用）',
    params: staffParams,
    body: updateStaffBody,
    response: operatorAccount,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/admin/api/merchant/staff/:id/password',
    tags: ['merchant'],
    summary: '重置员工密码（该账号的登录全部失效）',
    params: staffParams,
    body: resetOperatorPasswordBody,
    response: operatorAccount,
  }),
};
