import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  forgetResetBody,
  forgetVerifyBody,
  registerCompanyBody,
  registerOptions,
  registerStep1Body,
  registerStep2Body,
  registrationStatus,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/**
 * Registration /register/step1..3 — the dd variant (/register/dd/step1..3) and /register/wechat use the same calls
 * with `variant` — and forgotten password /forget/step1..3.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registration } = app.services;
  const tags = ['registration'];

  app.get(
    '/register/options',
    { schema: { tags, summary: '注册选项：单位类型及各类型需上传的资质证件', response: { 200: envelope(registerOptions) } } },
    async () => ok(registration.options()),
  );

  app.post(
    '/register/step1',
    {
      schema: {
        tags,
        summary: '注册第一步：手机验证码、密码、单位信息；成功后即登录（待上传资质）',
        body: registerStep1Body,
        response: { 200: envelope(registrationStatus) },
      },
    },
    async (req) => {
      const member = unwrap(await registration.step1(req.body, req.ip));
      await req.session.login(member.id);
      return ok(unwrap(await registration.status(member.id)), '注册成功，请上传资质证件');
    },
  );

  app.post(
    '/forget/verify',
    {
      schema: {
        tags,
        summary: '找回密码第一步：验证手机号（先以 purpose=forget 获取验证码）',
        body: forgetVerifyBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const ticket = unwrap(await registration.forgetVerify(req.body.phone, req.body.code, req.ip));
      req.session.data = { ...req.session.data, forget: ticket };
      await req.session.save();
      return ok(null, '验证成功，请设置新密码');
    },
  );

  app.post(
    '/forget/reset',
    {
      schema: {
        tags,
        summary: '找回密码第二步：设置新密码（10分钟内有效），所有登录状态失效',
        body: forgetResetBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      unwrap(await registration.forgetReset(req.session.data.forget, req.body.password));
      const { forget: _used, ...rest } = req.session.data;
      req.session.data = rest;
      await req.session.save();
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );
};

/** Registration steps after the account exists (signed in). */
export const registrationMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registration } = app.services;
  const tags = ['registration'];

  app.post(
    '/register/company',
    {
      schema: {
        tags,
        summary: '修改单位信息（审核通过前，如被驳回后修改）',
        body: registerCompanyBody,
        response: { 200: envelope(registrationStatus) },
      },
    },
    async (req) => ok(unwrap(await registration.updateCompany(req.member.memberId, req.body)), '保存成功'),
  );

  app.post(
    '/register/step2',
    {
      schema: {
        tags,
        summary: '注册第二步：提交单位类型所需的全部资质证件（先经 /api/uploads 上传文件），进入审核',
        body: registerStep2Body,
        response: { 200: envelope(registrationStatus) },
      },
    },
    async (req) => ok(unwrap(await registration.step2(req.member.memberId, req.body.certificates)), '资质已提交，请等待审核'),
  );

  app.get(
    '/register/status',
    { schema: { tags, summary: '注册第三步：审核状态与审核意见', response: { 200: envelope(registrationStatus) } } },
    async (req) => ok(unwrap(await registration.status(req.member.memberId))),
  );
};
