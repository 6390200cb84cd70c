import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { combinationPackage, envelope, goodsActivities, everydayPriceData, intField, pagingQuery, spikeData } from '@yaocai/contract';
import { z } from 'zod';
import { notFound } from '../../core/http/errors.js';
import { ok } from '../../core/http/envelope.js';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions, accounts } = app.services;
  const tags = ['promotions'];

  app.get('/index/spike', { schema: { tags, summary: '首页秒杀（当前或下一场）', response: { 200: envelope(spikeData) } } }, async (req) =>
    ok(await promotions.spike(await accounts.viewerOf(req.session))),
  );

  app.get(
    '/activity/everyday_price',
    { schema: { tags, summary: '每日特价', querystring: pagingQuery, response: { 200: envelope(everydayPriceData) } } },
    async (req) => ok(await promotions.everydayPrice(await accounts.viewerOf(req.session), req.query.page, req.query.page_size)),
  );

  app.get(
    '/combination/list',
    { schema: { tags, summary: '组合购专区：进行中的组合套餐', response: { 200: envelope(z.array(combinationPackage)) } } },
    async (req) => ok(await promotions.combinationZone(await accounts.viewerOf(req.session))),
  );

  app.get(
    '/goods/activities',
    {
      schema: {
        tags,
        summary: '商品参与的活动（秒杀、每日特价、标签活动）',
        querystring: z.object({ id: intField('商品', { min: 1, max: 2147483647 }) }),
        response: { 200: envelope(goodsActivities) },
      },
    },
    async (req) => {
      const data = await promotions.activitiesOf(await accounts.viewerOf(req.session), req.query.id);
      if (!data) throw notFound('商品不存在或已删除');
      return ok(data);
    },
  );
};
