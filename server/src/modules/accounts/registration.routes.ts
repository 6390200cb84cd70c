import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/**
 * Registration /register/step1..3 — the dd variant (/register/dd/step1..3) and /register/wechat use the same calls
 * with `variant` — and forgotten password /forget/step1..3 (contract endpoints.registration).
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registration } = app.services;
  const e = endpoints.registration;

  route(app, e.options, async () => ok(registration.options()));
  route(app, e.step1, async (req) => {
    const member = unwrap(await registration.step1(req.body, req.ip));
    await req.session.login(member.id);
    return ok(unwrap(await registration.status(member.id)), '注册成功，请上传资质证件');
  });
  route(app, e.forgetVerify, async (req) => {
    const ticket = unwrap(await registration.forgetVerify(req.body.phone, req.body.code, req.ip));
    req.session.data = { ...req.session.data, forget: ticket };
    await req.session.save();
    return ok(null, '验证成功，请设置新密码');
  });
  route(app, e.forgetReset, async (req) => {
    unwrap(await registration.forgetReset(req.session.data.forget, req.body.password));
    const { forget: _used, ...rest } = req.session.data;
    req.session.data = rest;
    await req.session.save();
    return ok(null, '密码已重置，请使用新密码登录');
  });
};

/** Registration steps after the account exists (signed in). */
export const registrationMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registration } = app.services;
  const e = endpoints.registration;

  route(app, e.company, async (req) => ok(unwrap(await registration.updateCompany(req.member.memberId, req.body)), '保存成功'));
  route(app, e.step2, async (req) => ok(unwrap(await registration.step2(req.member.memberId, req.body.certificates)), '资质已提交，请等待审核'));
  route(app, e.status, async (req) => ok(unwrap(await registration.status(req.member.memberId))));
};
