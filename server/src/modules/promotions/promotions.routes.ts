import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { notFound } from '../../core/http/errors.js';
import { ok } from '../../core/http/envelope.js';
import { route } from '../../core/http/route.js';

/** The storefront's promotions (contract endpoints.promotions). */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions, accounts } = app.services;
  const e = endpoints.promotions;

  route(app, e.spike, async (req) => ok(await promotions.spike(await accounts.viewerOf(req.session))));
  route(app, e.everydayPrice, async (req) =>
    ok(await promotions.everydayPrice(await accounts.viewerOf(req.session), req.query.page, req.query.page_size)),
  );
  route(app, e.combinations, async (req) => ok(await promotions.combinationZone(await accounts.viewerOf(req.session))));
  route(app, e.goodsActivities, async (req) => {
    const data = await promotions.activitiesOf(await accounts.viewerOf(req.session), req.query.id);
    if (!data) throw notFound('商品不存在或已删除');
    return ok(data);
  });
};
