import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from './admin.service.js';

/** The console's system area: the audit trail and clearing a second factor (the accounts: accounts-console.routes.ts). */
export const operatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const e = endpoints.consoleSystem;

  route(app, e.audit, async (req) => ok(await admin.audit(req.query)));
  route(app, e.resetOperatorTotp, async (req) =>
    ok(unwrap(await app.services.operatorTotp.reset(operatorActor(req.operator), req.params.id)), '已清除双重验证'),
  );
};
