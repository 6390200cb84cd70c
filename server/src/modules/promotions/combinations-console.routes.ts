import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * 组合套餐: list, one, create, edit, end, and sample packages priced with a draft — the platform's (promotions area,
 * every shop) and a merchant's (营销: its own shop's). (contract endpoints.combinationsConsole and combinationsMerchant)
 */
export const combinationsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { combinationsAdmin: service } = app.services;
    const e = at.kind === 'platform' ? endpoints.combinationsConsole : endpoints.combinationsMerchant;
    const actor = (req: FastifyRequest) => operatorActor(req.operator);

    route(app, e.list, async (req) => ok(await service.list(at.own(req, req.query))));
    route(app, e.get, async (req) => ok(unwrap(await service.view(req.params.id, at.shop(req)))));
    route(app, e.preview, async (req) => ok(unwrap(await service.preview(req.body, at.shop(req)))));
    route(app, e.create, async (req) => ok(unwrap(await service.save(actor(req), null, req.body, at.shop(req))), '组合套餐已创建'));
    route(app, e.update, async (req) => ok(unwrap(await service.save(actor(req), req.params.id, req.body, at.shop(req))), '保存成功'));
    route(app, e.end, async (req) => {
      const r = unwrap(await service.end(actor(req), req.params.id, at.shop(req)));
      // The platform has always said 套餐, a merchant's portal 活动 (as for its other promotions).
      const [removed, ended] = at.pick(['套餐已撤销', '套餐已结束'], ['活动已撤销', '活动已结束']);
      return ok(r, r.removed ? removed : ended);
    });
  };
  return routes;
});
