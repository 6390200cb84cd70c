import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';

/**
 * Refunds of orders: the platform's in the finance area (direct, or as the decision of a 退货退款 / 仅退款 request), a
 * merchant's in its 订单 area (direct; its after-sales are decided above), of its own shop's orders (contract
 * endpoints.ordersConsole.refund, refundAfterSale and ordersMerchant.refund).
 */
export const orderRefundsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { fulfilment } = app.services;
    const e = at.kind === 'platform' ? endpoints.ordersConsole : endpoints.ordersMerchant;

    route(app, e.refund, async (req) => {
      const { amount, reason } = req.body;
      return ok(unwrap(await fulfilment.refund(req.operator, req.params.id, amount, reason, at.shop(req))), '退款成功');
    });

    if (at.kind !== 'platform') return;
    route(app, endpoints.ordersConsole.refundAfterSale, async (req) => {
      // Only the requests that pay back: the others are order handling (the orders area's /decide).
      const may = { refunds: true, others: false };
      return ok(unwrap(await fulfilment.decide(req.operator, req.params.id, req.body, undefined, may)), '已处理');
    });
  };
  return routes;
});
