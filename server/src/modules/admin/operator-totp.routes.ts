import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { failure, unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/** 我的账号 (account area, every role): the operator's own second factor (TOTP) (contract endpoints.consoleAccount). */
export const operatorTotpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operatorTotp } = app.services;
  const e = endpoints.consoleAccount;
  const enrolment = { config: { enrolment: true } };

  route(
    app,
    e.totpSetup,
    async (req) => {
      const op = req.operator;
      if (op.totpSecret) unwrap(failure('conflict', '已开启双重验证'));
      const offer = await operatorTotp.offer(op.username);
      req.session.data = { ...req.session.data, totpPending: offer.secret };
      await req.session.save();
      return ok(offer);
    },
    enrolment,
  );
  route(
    app,
    e.totpEnable,
    async (req) => {
      const pending = typeof req.session.data.totpPending === 'string' ? req.session.data.totpPending : undefined;
      const done = unwrap(await operatorTotp.enable(operatorActor(req.operator), pending, req.body.code));
      const { totpPending: _pending, ...rest } = req.session.data;
      req.session.data = rest;
      await req.session.save();
      return ok(done, '已开启双重验证');
    },
    enrolment,
  );
  route(app, e.totpDisable, async (req) =>
    ok(unwrap(await operatorTotp.disable(operatorActor(req.operator), req.body.password, req.body.code)), '已关闭双重验证'),
  );
};
