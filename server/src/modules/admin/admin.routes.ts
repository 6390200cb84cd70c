import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOTP_ENROL_REQUIRED } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor, operatorViewOf } from './admin.service.js';

/** Operator console API (/admin/api), members area: member review, certificate renewals, 控销 (contract endpoints.membersConsole). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const e = endpoints.membersConsole;

  route(app, e.lookups, async () => ok(await admin.lookups()));
  route(app, e.list, async (req) => ok(await admin.members(req.query)));
  route(app, e.get, async (req) => ok(unwrap(await admin.member(req.params.id))));
  route(app, e.certificates, async (req) => ok(unwrap(await admin.certificates(req.params.id))));
  route(app, e.approve, async (req) =>
    ok(unwrap(await admin.approve(operatorActor(req.operator), req.params.id, req.body.scopes, req.body.service_rep_id)), '审核通过'),
  );
  route(app, e.reject, async (req) => ok(unwrap(await admin.reject(operatorActor(req.operator), req.params.id, req.body.reason)), '已驳回'));
  route(app, e.approveCertificate, async (req) =>
    ok(unwrap(await admin.decideCertificate(operatorActor(req.operator), req.params.id, true)), '审核通过'),
  );
  route(app, e.rejectCertificate, async (req) =>
    ok(unwrap(await admin.decideCertificate(operatorActor(req.operator), req.params.id, false, req.body.reason)), '已驳回'),
  );
  route(app, e.kxApplications, async (req) => ok(await admin.kxApplications(req.query)));
  route(app, e.approveKx, async (req) => ok(unwrap(await admin.decideKx(operatorActor(req.operator), req.params.id, true)), '已授权'));
  route(app, e.rejectKx, async (req) =>
    ok(unwrap(await admin.decideKx(operatorActor(req.operator), req.params.id, false, req.body.reason)), '已驳回'),
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
