import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuery, dashboardView, envelope } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { longRange } from '../../core/rate-limit/costly-calls.js';

/** The console's dashboard area. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { costly: longRange },
      schema: {
        tags: ['admin'],
        summary: '数据概览：按日成交额、订单、付款会员、客单价，订单状态，新会员与待审核，热销商品与店铺',
        querystring: dashboardQuery,
        response: { 200: envelope(dashboardView) },
      },
    },
    async (req) => ok(unwrap(await app.services.dashboard.overview(req.query))),
  );
};
