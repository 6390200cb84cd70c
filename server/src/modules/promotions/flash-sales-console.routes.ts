import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

const actor = (req: FastifyRequest) => operatorActor(req.operator);

/**
 * 秒杀: the list and ending a sale early for the platform (promotions area, every shop) and a merchant (营销: its own
 * goods' sales); creating and editing one is the platform's — a merchant applies (flash-applications.routes.ts).
 * (contract endpoints.flashSalesConsole and flashSalesMerchant)
 */
export const flashSalesConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { flashSalesAdmin: service } = app.services;
    const e = at.kind === 'platform' ? endpoints.flashSalesConsole : endpoints.flashSalesMerchant;

    route(app, e.list, async (req) => ok(await service.flashSales(at.own(req, req.query))));
    route(app, e.end, async (req) => ok(unwrap(await service.endFlash(actor(req), req.params.id, at.shop(req))), '已结束'));

    if (at.kind !== 'platform') return;
    const platform = endpoints.flashSalesConsole;
    route(app, platform.create, async (req) => ok(unwrap(await service.saveFlash(actor(req), null, req.body)), '保存成功'));
    route(app, platform.update, async (req) => ok(unwrap(await service.saveFlash(actor(req), req.params.id, req.body)), '保存成功'));
  };
  return routes;
});

/** 每日特价 in the console (promotions area): the platform's alone (contract endpoints.dailySpecials). */
export const dailySpecialsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flashSalesAdmin: service } = app.services;
  const e = endpoints.dailySpecials;

  route(app, e.list, async (req) => ok(await service.specials(req.query.day)));
  route(app, e.create, async (req) => ok(unwrap(await service.addSpecial(actor(req), req.body)), '保存成功'));
  route(app, e.remove, async (req) => ok(unwrap(await service.removeSpecial(actor(req), req.params.id)), '已删除'));
};
