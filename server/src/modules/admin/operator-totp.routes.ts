import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, totpConfirmBody, totpDisableBody, totpSetupView } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { failure, unwrap } from '../../core/http/errors.js';
import { operatorActor } from '../../shared/actor.js';

/** 我的账号 (account area, every role): the operator's own second factor (TOTP). */
export const operatorTotpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operatorTotp } = app.services;
  const tags = ['admin'];
  const state = z.object({ totp: z.boolean() });

  app.post(
    '/account/totp/setup',
    {
      config: { enrolment: true },
      schema: { tags, summary: '生成双重验证密钥（二维码；确认前只存于本会话）', response: { 200: envelope(totpSetupView) } },
    },
    async (req) => {
      const op = req.operator;
      if (op.totpSecret) unwrap(failure('conflict', '已开启双重验证'));
      const offer = await operatorTotp.offer(op.username);
      req.session.data = { ...req.session.data, totpPending: offer.secret };
      await req.session.save();
      return ok(offer);
    },
  );
  app.post(
    '/account/totp/enable',
    {
      config: { enrolment: true },
      schema: { tags, summary: '用身份验证器中的验证码确认并开启双重验证', body: totpConfirmBody, response: { 200: envelope(state) } },
    },
    async (req) => {
      const pending = typeof req.session.data.totpPending === 'string' ? req.session.data.totpPending : undefined;
      const done = unwrap(await operatorTotp.enable(operatorActor(req.operator), pending, req.body.code));
      const { totpPending: _pending, ...rest } = req.session.data;
      req.session.data = rest;
      await req.session.save();
      return ok(done, '已开启双重验证');
    },
  );
  app.post(
    '/account/totp/disable',
    { schema: { tags, summary: '关闭双重验证（需密码与验证码）', body: totpDisableBody, response: { 200: envelope(state) } } },
    async (req) => ok(unwrap(await operatorTotp.disable(operatorActor(req.operator), req.body.password, req.body.code)), '已关闭双重验证'),
  );
};
