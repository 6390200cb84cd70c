import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { awardPointsBody, envelope, paged, pointsOrderIdParam, pointsOrdersQuery, pointsOrderView, shipPointsOrderBody } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** Operator side of points under /admin/api: points orders (list, ship) and activity points. */
export const pointsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { points } = app.services;
  const tags = ['admin'];

  app.get(
    '/points/orders',
    { schema: { tags, summary: '积分订单列表（运营）', querystring: pointsOrdersQuery, response: { 200: envelope(paged(pointsOrderView)) } } },
    async (req) => {
      return ok(await points.orders(undefined, req.query));
    },
  );

  app.post(
    '/points/orders/:id/ship',
    {
      schema: { tags, summary: '积分订单发货', params: pointsOrderIdParam, body: shipPointsOrderBody, response: { 200: envelope(pointsOrderView) } },
    },
    async (req) => {
      const op = req.operator;
      return ok(unwrap(await points.ship(op, req.params.id, req.body)), '发货成功');
    },
  );

  app.post(
    '/points/award',
    {
      schema: {
        tags,
        summary: '发放活动积分（同一活动标识只发一次）',
        body: awardPointsBody,
        response: { 200: envelope(z.object({ points: z.number() })) },
      },
    },
    async (req) => {
      const op = req.operator;
      return ok(unwrap(await points.award(op, req.body)), '积分已发放');
    },
  );
};
