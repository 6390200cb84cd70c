import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { adminLoginBody, changeOwnPasswordBody, operatorView, totpConfirmBody, totpDisableBody, totpSetupView } from '../admin.js';

/** The console's own account (every console account, merchants' included): sign-in, who it is, password, TOTP. */
const tags = ['admin'];
const totpState = z.object({ totp: z.boolean() });

export const consoleAccountEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: '/admin/api/me',
    tags,
    summary: '当前登录的后台账号（运营人员或商家员工）',
    response: operatorView,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/admin/api/account/password',
    tags,
    summary: '修改自己的登录密码（之后需重新登录）',
    body: changeOwnPasswordBody,
    response: z.null(),
  }),
  totpSetup: defineEndpoint({
    method: 'POST',
    path: '/admin/api/account/totp/setup',
    tags,
    summary: '生成双重验证密钥（二维码；确认前只存于本会话）',
    response: totpSetupView,
  }),
  totpEnable: defineEndpoint({
    method: 'POST',
    path: '/admin/api/account/totp/enable',
    tags,
    summary: '用身份验证器中的验证码确认并开启双重验证',
    body: totpConfirmBody,
    response: totpState,
  }),
  totpDisable: defineEndpoint({
    method: 'POST',
    path: '/admin/api/account/totp/disable',
    tags,
    summary: '关闭双重验证（需密码与验证码）',
    body: totpDisableBody,
    response: totpState,
  }),
  login: defineEndpoint({ method: 'POST', path: '/admin/api/login', tags, summary: '运营人员登录', body: adminLoginBody, response: operatorView }),
  logout: defineEndpoint({ method: 'DELETE', path: '/admin/api/logout', tags, summary: '运营人员退出', response: z.null() }),
};
