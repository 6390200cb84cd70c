import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from './admin.service.js';

/** Members area: the licence expiry board, and disabling or re-enabling an account (contract endpoints.membersConsole). */
export const memberStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const e = endpoints.membersConsole;

  route(app, e.licences, async (req) => ok(await admin.licenceBoard(req.query)));
  route(app, e.disable, async (req) =>
    ok(unwrap(await admin.setDisabled(operatorActor(req.operator), req.params.id, true, req.body.reason)), '账号已停用'),
  );
  route(app, e.enable, async (req) =>
    ok(unwrap(await admin.setDisabled(operatorActor(req.operator), req.params.id, false, req.body.reason)), '账号已恢复'),
  );
};
