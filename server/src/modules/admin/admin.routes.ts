import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLookups,
  adminMemberDetail,
  adminMemberPage,
  adminMembersQuery,
  approveMemberBody,
  certificateView,
  decisionResult,
  envelope,
  idParamOf,
  kxPage,
  kxQuery,
  rejectBody,
  TOTP_ENROL_REQUIRED,
} from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor, operatorViewOf } from './admin.service.js';

/** Operator console API (/admin/api), members area: who is signed in, member review, certificate renewals, 控销. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const tags = ['admin'];
  const memberParams = idParamOf('会员');

  app.get(
    '/lookups',
    { schema: { tags, summary: '经营范围代码与专属客服列表（审核表单用）', response: { 200: envelope(adminLookups) } } },
    async () => {
      return ok(await admin.lookups());
    },
  );

  app.get(
    '/members',
    { schema: { tags, summary: '按审核状态分页列出会员', querystring: adminMembersQuery, response: { 200: envelope(adminMemberPage) } } },
    async (req) => {
      return ok(await admin.members(req.query));
    },
  );

  app.get(
    '/members/:id',
    { schema: { tags, summary: '会员详情（含资质证件）', params: memberParams, response: { 200: envelope(adminMemberDetail) } } },
    async (req) => {
      return ok(unwrap(await admin.member(req.params.id)));
    },
  );

  app.get(
    '/members/:id/certificates',
    { schema: { tags, summary: '会员的资质证件（全部版本）', params: memberParams, response: { 200: envelope(z.array(certificateView)) } } },
    async (req) => {
      return ok(unwrap(await admin.certificates(req.params.id)));
    },
  );

  app.post(
    '/members/:id/approve',
    {
      schema: {
        tags,
        summary: '审核通过：核定经营范围、指定专属客服',
        params: memberParams,
        body: approveMemberBody,
        response: { 200: envelope(decisionResult) },
      },
    },
    async (req) => {
      const op = req.operator;
      return ok(unwrap(await admin.approve(operatorActor(op), req.params.id, req.body.scopes, req.body.service_rep_id)), '审核通过');
    },
  );

  app.post(
    '/members/:id/reject',
    {
      schema: {
        tags,
        summary: '审核驳回（填写原因，会员可修改后重新提交）',
        params: memberParams,
        body: rejectBody,
        response: { 200: envelope(decisionResult) },
      },
    },
    async (req) => {
      const op = req.operator;
      return ok(unwrap(await admin.reject(operatorActor(op), req.params.id, req.body.reason)), '已驳回');
    },
  );

  const certParams = idParamOf('证件');
  app.post(
    '/certificates/:id/approve',
    { schema: { tags, summary: '更新证件审核通过（原证件作废）', params: certParams, response: { 200: envelope(decisionResult) } } },
    async (req) => {
      const op = req.operator;
      return ok(unwrap(await admin.decideCertificate(operatorActor(op), req.params.id, true)), '审核通过');
    },
  );

  app.post(
    '/certificates/:id/reject',
    { schema: { tags, summary: '更新证件审核驳回', params: certParams, body: rejectBody, response: { 200: envelope(decisionResult) } } },
    async (req) => {
      const op = req.operator;
      return ok(unwrap(await admin.decideCertificate(operatorActor(op), req.params.id, false, req.body.reason)), '已驳回');
    },
  );

  app.get(
    '/kx_applications',
    { schema: { tags, summary: '控销授权申请列表', querystring: kxQuery, response: { 200: envelope(kxPage) } } },
    async (req) => {
      return ok(await admin.kxApplications(req.query));
    },
  );

  const kxParams = idParamOf('申请');
  app.post(
    '/kx_applications/:id/approve',
    { schema: { tags, summary: '批准控销授权', params: kxParams, response: { 200: envelope(decisionResult) } } },
    async (req) => {
      const op = req.operator;
      return ok(unwrap(await admin.decideKx(operatorActor(op), req.params.id, true)), '已授权');
    },
  );

  app.post(
    '/kx_applications/:id/reject',
    { schema: { tags, summary: '驳回控销授权申请', params: kxParams, body: rejectBody, response: { 200: envelope(decisionResult) } } },
    async (req) => {
      const op = req.operator;
      return ok(unwrap(await admin.decideKx(operatorActor(op), req.params.id, false, req.body.reason)), '已驳回');
    },
  );
};

/** The built-in SMS channel's outbox: only when the sandbox is on (demo, tests). */
export const adminSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.consoleSystem.smsOutbox, async (req) => ok(await app.services.sms.outbox(req.query.phone)));
};

/** 我的账号 (account area: every console account, merchants' included): who is signed in, and its own password. */
export const operatorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operators } = app.services;
  const e = endpoints.consoleAccount;

  // An account that must first bind its authenticator may still ask who it is (the console shows the enrolment).
  route(app, e.me, async (req) => ok(operatorViewOf(req.operator)), { config: { enrolment: true } });
  route(app, e.changePassword, async (req) => {
    const op = req.operator;
    unwrap(await operators.changeOwnPassword(operatorActor(op), op.id, req.body.old_password, req.body.password));
    return ok(null, '密码已修改，请重新登录');
  });
};

/** Operator sign-in and sign-out (open: the scope of every other operator route needs them). */
export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const e = endpoints.consoleAccount;

  route(app, e.login, async (req, reply) => {
    const { op, device } = unwrap(await admin.login(req.body.username, req.body.password, req.ip, req.body.totp, req.deviceToken()));
    // A fresh session that carries the operator, never a member: member endpoints stay closed to it.
    await req.session.login(null, { operatorId: op.id });
    reply.trustDevice(device);
    return ok(operatorViewOf(op), op.mustEnrolTotp ? TOTP_ENROL_REQUIRED : '登录成功');
  });
  route(app, e.logout, async (req) => {
    await req.session.logout();
    return ok(null, '已退出登录');
  });
};
