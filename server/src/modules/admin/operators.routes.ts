import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPage, auditQuery, envelope, idParamOf } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorActor } from './admin.service.js';

/** The console's system area: the audit trail and clearing a second factor (the accounts: accounts-console.routes.ts). */
export const operatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const tags = ['admin'];
  const params = idParamOf('运营账号');

  app.get(
    '/audit',
    { schema: { tags, summary: '操作日志（谁、何时、做了什么，修改前后）', querystring: auditQuery, response: { 200: envelope(auditPage) } } },
    async (req) => {
      return ok(await admin.audit(req.query));
    },
  );

  app.post(
    '/operators/:id/totp/reset',
    {
      schema: {
        tags,
        summary: '清除运营账号的双重验证（手机丢失时；之后凭密码登录并可重新开启）',
        params,
        response: { 200: envelope(z.object({ totp: z.boolean() })) },
      },
    },
    async (req) => ok(unwrap(await app.services.operatorTotp.reset(operatorActor(req.operator), req.params.id)), '已清除双重验证'),
  );
};
