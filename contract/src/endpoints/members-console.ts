import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  adminLookups,
  adminMemberDetail,
  adminMemberPage,
  adminMembersQuery,
  approveMemberBody,
  decisionResult,
  kxPage,
  kxQuery,
  licenceBoardPage,
  licenceBoardQuery,
  memberDisableBody,
  memberDisabledResult,
  memberEnableBody,
  rejectBody,
} from '../admin.js';
import { idParamOf } from '../member-fields.js';
import { certificateView } from '../registration.js';

/** The console's members area: review, certificate renewals, 控销, the licence expiry board, disabling an account. */
const tags = ['admin'];
const memberParams = idParamOf('会员');
const certParams = idParamOf('证件');
const kxParams = idParamOf('申请');

export const membersConsoleEndpoints = {
  licences: defineEndpoint({
    method: 'GET',
    path: '/admin/api/members/licences',
    tags,
    summary: '资质效期看板：已过期、即将到期（默认30天内）的会员证照',
    query: licenceBoardQuery,
    response: licenceBoardPage,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/admin/api/members/:id/disable',
    tags,
    summary: '停用会员账号（不能登录，已登录的会话全部失效；会员收到站内信）',
    params: memberParams,
    body: memberDisableBody,
    response: memberDisabledResult,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/admin/api/members/:id/enable',
    tags,
    summary: '恢复会员账号',
    params: memberParams,
    body: memberEnableBody,
    response: memberDisabledResult,
  }),
  lookups: defineEndpoint({
    method: 'GET',
    path: '/admin/api/lookups',
    tags,
    summary: '经营范围代码与专属客服列表（审核表单用）',
    response: adminLookups,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/api/members',
    tags,
    summary: '按审核状态分页列出会员',
    query: adminMembersQuery,
    response: adminMemberPage,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/api/members/:id',
    tags,
    summary: '会员详情（含资质证件）',
    params: memberParams,
    response: adminMemberDetail,
  }),
  certificates: defineEndpoint({
    method: 'GET',
    path: '/admin/api/members/:id/certificates',
    tags,
    summary: '会员的资质证件（全部版本）',
    params: memberParams,
    response: z.array(certificateView),
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/admin/api/members/:id/approve',
    tags,
    summary: '审核通过：核定经营范围、指定专属客服',
    params: memberParams,
    body: approveMemberBody,
    response: decisionResult,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/admin/api/members/:id/reject',
    tags,
    summary: '审核驳回（填写原因，会员可修改后重新提交）',
    params: memberParams,
    body: rejectBody,
    response: decisionResult,
  }),
  approveCertificate: defineEndpoint({
    method: 'POST',
    path: '/admin/api/certificates/:id/approve',
    tags,
    summary: '更新证件审核通过（原证件作废）',
    params: certParams,
    response: decisionResult,
  }),
  rejectCertificate: defineEndpoint({
    method: 'POST',
    path: '/admin/api/certificates/:id/reject',
    tags,
    summary: '更新证件审核驳回',
    params: certParams,
    body: rejectBody,
    response: decisionResult,
  }),
  kxApplications: defineEndpoint({
    method: 'GET',
    path: '/admin/api/kx_applications',
    tags,
    summary: '控销授权申请列表',
    query: kxQuery,
    response: kxPage,
  }),
  approveKx: defineEndpoint({
    method: 'POST',
    path: '/admin/api/kx_applications/:id/approve',
    tags,
    summary: '批准控销授权',
    params: kxParams,
    response: decisionResult,
  }),
  rejectKx: defineEndpoint({
    method: 'POST',
    path: '/admin/api/kx_applications/:id/reject',
    tags,
    summary: '驳回控销授权申请',
    params: kxParams,
    body: rejectBody,
    response: decisionResult,
  }),
};
