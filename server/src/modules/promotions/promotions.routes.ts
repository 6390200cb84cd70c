import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, everydayPriceData, pagingQuery, spikeData } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions, accounts } = app.services;
  const tags = ['promotions'];

  app.get('/index/spike', { schema: { tags, summary: '首页秒杀（当前或下一场）', response: { 200: envelope(spikeData) } } }, async (req) =>
    ok(await promotions.spike(await accounts.viewer(req.session.memberId))),
  );

  app.get('/activity/everyday_price', { schema: { tags, summary: '每日特价', querystring: pagingQuery, response: { 200: envelope(everydayPriceData) } } }, async (req) =>
    ok(await promotions.everydayPrice(await accounts.viewer(req.session.memberId), req.query.page, req.query.page_size)),
  );
};
