import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { forAudiences } from '../../core/http/audience.js';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { sendDownload } from '../../core/http/file-reply.js';
import { operatorActor } from '../../shared/actor.js';

/** 药品召回 in the console (orders area; contract endpoints.recallsConsole and recallsMerchant). */
export const recallsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { recalls } = app.services;
    const e = at.kind === 'platform' ? endpoints.recallsConsole : endpoints.recallsMerchant;

    route(app, e.record, async (req) => ok(unwrap(await recalls.record(operatorActor(req.operator), req.body, at.shop(req))), '召回已登记'));
    route(app, e.list, async (req) => ok(await recalls.list(at.shop(req))));
    route(app, e.buyers, async (req) => ok(unwrap(await recalls.buyers(req.params.id, at.shop(req)))));
    route(
      app,
      e.exportFile,
      async (req, reply) => {
        const file = unwrap(await recalls.exportFile(req.params.id, req.query.format, at.shop(req)));
        return sendDownload(reply, file, file.data);
      },
      { config: { costly: 'report' } },
    );
  };
  return routes;
});

/** The buyer's recalls (contract endpoints.recalls): what to act on, and the acknowledgement with stock on hand. */
export const recallsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recalls } = app.services;
  const e = endpoints.recalls;

  route(app, e.list, async (req) => ok(await recalls.notices(req.member.memberId)));
  route(app, e.ack, async (req) => ok(unwrap(await recalls.acknowledge(req.member.memberId, req.params.id, req.body.on_hand)), '已确认'));
  route(app, e.returnBoxes, async (req) => ok(unwrap(await recalls.returnBoxes(req.member.memberId, req.params.id, req.body)), '召回退货申请已提交'));
};
