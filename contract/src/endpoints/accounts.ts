import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  agentApplication,
  agentApplyBody,
  agentStatus,
  businessScopeView,
  cartCopyBody,
  cartCopyResult,
  changePasswordBody,
  contractView,
  createCodeBody,
  createCodeResult,
  linkStoreBody,
  loginBody,
  loginByCodeBody,
  phoneView,
  renewCertificateBody,
  renewResult,
  signContractBody,
  storesView,
  switchStoreBody,
  updateUserInfoBody,
  userBase,
  userState,
  wechatCodeBody,
  zizhiView,
} from '../accounts.js';
import { idParamOf } from '../member-fields.js';
import { shelfLifeBody, shelfLifeCategoriesBody, shelfLifeCategoriesView, shelfLifeView } from '../shelf-life.js';
import {
  forgetResetBody,
  forgetVerifyBody,
  registerCompanyBody,
  registerOptions,
  registerStep1Body,
  registerStep2Body,
  registrationStatus,
} from '../registration.js';

/** Sign-in (password, SMS code, WeChat), sign-out, the User state and SMS codes (spec §7 User). */
const tags = ['accounts'];

export const accountsEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/user/login',
    tags,
    summary: '登录（用户名或手机号 + 密码）',
    body: loginBody,
    response: userState,
  }),
  loginByCode: defineEndpoint({
    method: 'POST',
    path: '/api/user/login_by_code',
    tags,
    summary: '短信验证码登录（先以 purpose=login 获取验证码）',
    body: loginByCodeBody,
    response: userState,
  }),
  loginWechat: defineEndpoint({
    method: 'POST',
    path: '/api/user/login_wechat',
    tags,
    summary: '微信扫码登录（已绑定微信的账号）',
    body: wechatCodeBody,
    response: userState,
  }),
  createCode: defineEndpoint({
    method: 'POST',
    path: '/api/user/create_code',
    tags,
    summary: '获取短信验证码（register 注册 / login 登录 / forget 找回密码 / change_phone 更换手机 / bindbank 绑卡）',
    body: createCodeBody,
    response: createCodeResult,
  }),
  logout: defineEndpoint({ method: 'DELETE', path: '/api/user/logout', tags, summary: '退出登录', response: z.null() }),
  base: defineEndpoint({
    method: 'GET',
    path: '/api/user/base',
    tags,
    summary: '当前会员信息（用户状态；未登录为访客状态 show=0）',
    response: userBase,
  }),
};

/** Account centre /zhzx (basic, zzzj, bdwx), /dzht contract and /kxdl controlled-sales application. */
const centreTags = ['account-centre'];

export const centreEndpoints = {
  updateUserInfo: defineEndpoint({
    method: 'POST',
    path: '/api/user/updateUserInfo',
    tags: centreTags,
    summary: '修改基本信息：联系人、手机号（更换手机号需新号码的验证码，purpose=change_phone）',
    body: updateUserInfoBody,
    response: z.null(),
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/user/resetPassword',
    tags: centreTags,
    summary: '修改密码（需原密码）；其他设备的登录随之失效',
    body: changePasswordBody,
    response: z.null(),
  }),
  phone: defineEndpoint({
    method: 'GET',
    path: '/api/user/phone/:id',
    tags: centreTags,
    summary: '会员完整手机号（本人或已关联门店）',
    params: idParamOf('会员'),
    response: phoneView,
  }),
  jyfw: defineEndpoint({ method: 'GET', path: '/api/user/jyfw', tags: centreTags, summary: '经营范围（审核时核定）', response: businessScopeView }),
  zizhi: defineEndpoint({
    method: 'GET',
    path: '/api/user/zizhi',
    tags: centreTags,
    summary: '资质证照：各证件当前状态、续期审核、到期提醒（30天内）',
    response: zizhiView,
  }),
  renew: defineEndpoint({
    method: 'POST',
    path: '/api/user/zizhi/renew',
    tags: centreTags,
    summary: '更新证件：上传新证件后该证件重新审核（原证件在新证件通过前仍有效）',
    body: renewCertificateBody,
    response: renewResult,
  }),
  bindWechat: defineEndpoint({
    method: 'POST',
    path: '/api/user/bind_wechat',
    tags: centreTags,
    summary: '绑定微信（微信扫码授权码）',
    body: wechatCodeBody,
    response: z.null(),
  }),
  unbindWechat: defineEndpoint({ method: 'DELETE', path: '/api/user/unbind_wechat', tags: centreTags, summary: '解绑微信', response: z.null() }),
  shelfLife: defineEndpoint({
    method: 'POST',
    path: '/api/user/shelf_life',
    tags: centreTags,
    summary: '设置最低剩余效期（月，0为不限）：低于此效期的商品会标出，下单前需确认',
    body: shelfLifeBody,
    response: shelfLifeView,
  }),
  shelfLifeCategories: defineEndpoint({
    method: 'POST',
    path: '/api/user/shelf_life/categories',
    tags: centreTags,
    summary: '按一级分类设置最低剩余效期（覆盖通用设置；提交的列表替换原有设置）',
    body: shelfLifeCategoriesBody,
    response: shelfLifeCategoriesView,
  }),
  contract: defineEndpoint({
    method: 'GET',
    path: '/api/contract',
    tags: centreTags,
    summary: '电子合同内容与签署状态（/dzht）',
    response: contractView,
  }),
  signContract: defineEndpoint({
    method: 'POST',
    path: '/api/contract/sign',
    tags: centreTags,
    summary: '签署电子合同',
    body: signContractBody,
    response: contractView,
  }),
  agent: defineEndpoint({
    method: 'GET',
    path: '/api/agent/apply',
    tags: centreTags,
    summary: '控销授权状态与最近一次申请（/kxdl）',
    response: agentStatus,
  }),
  applyAgent: defineEndpoint({
    method: 'POST',
    path: '/api/agent/apply',
    tags: centreTags,
    summary: '申请控销授权（运营审核通过后可见、可购控销商品）',
    body: agentApplyBody,
    response: agentApplication,
  }),
};

/**
 * Registration /register/step1..3 — the dd variant (/register/dd/step1..3) and /register/wechat use the same calls
 * with `variant` — and forgotten password /forget/step1..3. options..forgetReset are open; the rest need the account.
 */
const registrationTags = ['registration'];

export const registrationEndpoints = {
  options: defineEndpoint({
    method: 'GET',
    path: '/api/register/options',
    tags: registrationTags,
    summary: '注册选项：单位类型及各类型需上传的资质证件',
    response: registerOptions,
  }),
  step1: defineEndpoint({
    method: 'POST',
    path: '/api/register/step1',
    tags: registrationTags,
    summary: '注册第一步：手机验证码、密码、单位信息；成功后即登录（待上传资质）',
    body: registerStep1Body,
    response: registrationStatus,
  }),
  forgetVerify: defineEndpoint({
    method: 'POST',
    path: '/api/forget/verify',
    tags: registrationTags,
    summary: '找回密码第一步：验证手机号（先以 purpose=forget 获取验证码）',
    body: forgetVerifyBody,
    response: z.null(),
  }),
  forgetReset: defineEndpoint({
    method: 'POST',
    path: '/api/forget/reset',
    tags: registrationTags,
    summary: '找回密码第二步：设置新密码（10分钟内有效），所有登录状态失效',
    body: forgetResetBody,
    response: z.null(),
  }),
  company: defineEndpoint({
    method: 'POST',
    path: '/api/register/company',
    tags: registrationTags,
    summary: '修改单位信息（审核通过前，如被驳回后修改）',
    body: registerCompanyBody,
    response: registrationStatus,
  }),
  step2: defineEndpoint({
    method: 'POST',
    path: '/api/register/step2',
    tags: registrationTags,
    summary: '注册第二步：提交单位类型所需的全部资质证件（先经 /api/uploads 上传文件），进入审核',
    body: registerStep2Body,
    response: registrationStatus,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/register/status',
    tags: registrationTags,
    summary: '注册第三步：审核状态与审核意见',
    response: registrationStatus,
  }),
};

/** /ddgl multi-store: link, list, unlink, switch; POST /api/cart/copy copies cart lines to linked stores. */
const storesTags = ['multi-store'];

export const storesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/user/stores',
    tags: storesTags,
    summary: '门店列表（主账号及已关联门店）',
    response: storesView,
  }),
  link: defineEndpoint({
    method: 'POST',
    path: '/api/user/stores',
    tags: storesTags,
    summary: '关联门店（门店账号 + 密码）',
    body: linkStoreBody,
    response: storesView,
  }),
  unlink: defineEndpoint({
    method: 'DELETE',
    path: '/api/user/stores/:id',
    tags: storesTags,
    summary: '解除门店关联',
    params: idParamOf('门店'),
    response: storesView,
  }),
  switchTo: defineEndpoint({
    method: 'POST',
    path: '/api/user/stores/switch',
    tags: storesTags,
    summary: '切换到已关联门店（会话重新签发）',
    body: switchStoreBody,
    response: userState,
  }),
  copyCart: defineEndpoint({
    method: 'POST',
    path: '/api/cart/copy',
    tags: storesTags,
    summary: '复制购物车商品到已关联门店（需已签署电子合同，否则459）',
    body: cartCopyBody,
    response: cartCopyResult,
  }),
};
