import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * 买赠、换购与阶梯满赠: list, create, edit, end, and a sample line priced with a draft — the platform's (promotions
 * area, every shop) and a merchant's (营销: its own shop's goods only). (contract endpoints.giftsConsole and giftsMerchant)
 */
export const giftsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { giftsAdmin: service } = app.services;
    const e = at.kind === 'platform' ? endpoints.giftsConsole : endpoints.giftsMerchant;
    const actor = (req: FastifyRequest) => operatorActor(req.operator);

    route(app, e.list, async (req) => ok(await service.list(at.own(req, req.query))));
    route(app, e.preview, async (req) => ok(unwrap(await service.preview(req.body, at.shop(req)))));
    route(app, e.create, async (req) => ok(unwrap(await service.save(actor(req), null, req.body, at.shop(req))), '买赠活动已创建'));
    route(app, e.update, async (req) => ok(unwrap(await service.save(actor(req), req.params.id, req.body, at.shop(req))), '保存成功'));
    route(app, e.end, async (req) => {
      const r = unwrap(await service.end(actor(req), req.params.id, at.shop(req)));
      return ok(r, r.removed ? '活动已撤销' : '活动已结束');
    });
  };
  return routes;
});
