import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * 满减: list, one, create, edit, end, and a sample cart priced with a draft — the platform's (promotions area, every
 * shop) and a merchant's (营销: its own shop's; another shop's activity is not found, a body naming one is refused).
 * (contract endpoints.fullReductionsConsole and fullReductionsMerchant)
 */
export const fullReductionsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { fullReductionsAdmin: service } = app.services;
    const e = at.kind === 'platform' ? endpoints.fullReductionsConsole : endpoints.fullReductionsMerchant;

    route(app, e.list, async (req) => ok(await service.list(at.own(req, req.query))));
    route(app, e.get, async (req) => ok(unwrap(await service.view(req.params.id, at.shop(req)))));
    route(app, e.preview, async (req) => ok(unwrap(await service.preview(req.body, at.shop(req)))));
    route(app, e.create, async (req) => ok(unwrap(await service.create(operatorActor(req.operator), req.body, at.shop(req))), '满减活动已创建'));
    route(app, e.update, async (req) =>
      ok(unwrap(await service.update(operatorActor(req.operator), req.params.id, req.body, at.shop(req))), '保存成功'),
    );
    route(app, e.end, async (req) => {
      const r = unwrap(await service.end(operatorActor(req.operator), req.params.id, at.shop(req)));
      return ok(r, r.removed ? '活动已撤销' : '活动已结束');
    });
  };
  return routes;
});
