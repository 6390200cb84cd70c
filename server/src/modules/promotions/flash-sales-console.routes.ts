import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDailySpecial,
  adminDailySpecialsQuery,
  adminFlashSale,
  adminFlashSalesQuery,
  dailySpecialBody,
  envelope,
  flashSaleBody,
  merchantFlashSalesQuery,
  paged,
  promotionIdParam,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { operatorActor } from '../../shared/actor.js';

const actor = (req: FastifyRequest) => operatorActor(req.operator);

/**
 * 秒杀: the list and ending a sale early for the platform (promotions area, every shop) and a merchant (营销: its own
 * goods' sales); creating and editing one is the platform's — a merchant applies (flash-applications.routes.ts).
 */
export const flashSalesConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { flashSalesAdmin: service } = app.services;
    const tags = at.tags;
    const flash = `${at.prefix}/promotions/flash-sales`;

    app.get(
      flash,
      {
        schema: {
          tags,
          summary: at.pick('秒杀活动列表', '本店铺商品的秒杀'),
          querystring: at.pick(adminFlashSalesQuery, merchantFlashSalesQuery),
          response: { 200: envelope(paged(adminFlashSale)) },
        },
      },
      async (req) => ok(await service.flashSales(at.own(req, req.query))),
    );
    app.post(
      `${flash}/:id/end`,
      {
        schema: {
          tags,
          summary: at.pick('提前结束秒杀', '提前结束本店铺的秒杀'),
          params: promotionIdParam,
          response: { 200: envelope(adminFlashSale) },
        },
      },
      async (req) => ok(unwrap(await service.endFlash(actor(req), req.params.id, at.shop(req))), '已结束'),
    );

    if (at.kind !== 'platform') return;
    app.post(flash, { schema: { tags, summary: '新建秒杀', body: flashSaleBody, response: { 200: envelope(adminFlashSale) } } }, async (req) =>
      ok(unwrap(await service.saveFlash(actor(req), null, req.body)), '保存成功'),
    );
    app.put(
      `${flash}/:id`,
      { schema: { tags, summary: '修改秒杀', params: promotionIdParam, body: flashSaleBody, response: { 200: envelope(adminFlashSale) } } },
      async (req) => ok(unwrap(await service.saveFlash(actor(req), req.params.id, req.body)), '保存成功'),
    );
  };
  return routes;
});

/** 每日特价 in the console (promotions area): the platform's alone. */
export const dailySpecialsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flashSalesAdmin: service } = app.services;
  const tags = ['admin'];
  const specials = '/promotions/daily-specials';

  app.get(
    specials,
    {
      schema: {
        tags,
        summary: '某日的每日特价（默认今天）',
        querystring: adminDailySpecialsQuery,
        response: { 200: envelope(z.array(adminDailySpecial)) },
      },
    },
    async (req) => ok(await service.specials(req.query.day)),
  );
  app.post(
    specials,
    { schema: { tags, summary: '设置某日特价', body: dailySpecialBody, response: { 200: envelope(z.array(adminDailySpecial)) } } },
    async (req) => ok(unwrap(await service.addSpecial(actor(req), req.body)), '保存成功'),
  );
  app.delete(
    `${specials}/:id`,
    { schema: { tags, summary: '删除未到期的特价', params: promotionIdParam, response: { 200: envelope(z.object({ id: z.number() })) } } },
    async (req) => ok(unwrap(await service.removeSpecial(actor(req), req.params.id)), '已删除'),
  );
};
