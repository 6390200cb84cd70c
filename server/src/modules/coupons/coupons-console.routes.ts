import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * Coupon templates, ending a claim window, and a sample cart priced with a draft — the platform's (promotions area:
 * platform and shop coupons) and a merchant's (营销: its shop's coupons only; a body naming another shop or the
 * platform is refused on shop_id). Issuing to chosen members stays the platform's: a shop sees no buyers.
 * (contract endpoints.couponsConsole and couponsMerchant)
 */
export const couponsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { couponsAdmin: service } = app.services;
    const e = at.kind === 'platform' ? endpoints.couponsConsole : endpoints.couponsMerchant;
    const actor = (req: FastifyRequest) => operatorActor(req.operator);

    route(app, e.list, async (req) => ok(await service.list(at.own(req, req.query))));
    route(app, e.get, async (req) => ok(unwrap(await service.one(req.params.id, at.shop(req)))));
    route(app, e.preview, async (req) => ok(unwrap(await service.preview(req.body, at.shop(req)))));
    route(app, e.create, async (req) => ok(unwrap(await service.save(actor(req), null, req.body, at.shop(req))), '保存成功'));
    route(app, e.update, async (req) => ok(unwrap(await service.save(actor(req), req.params.id, req.body, at.shop(req))), '保存成功'));
    route(app, e.end, async (req) => ok(unwrap(await service.end(actor(req), req.params.id, at.shop(req))), '已结束领取'));

    if (at.kind !== 'platform') return;
    route(app, endpoints.couponsConsole.issue, async (req) => {
      const result = unwrap(await service.issue(actor(req), req.params.id, req.body));
      return ok(result, result.skipped ? `已发放${result.issued}张，跳过${result.skipped}位会员` : `已发放${result.issued}张`);
    });
  };
  return routes;
});
