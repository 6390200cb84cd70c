import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideAfterSaleBody, envelope, orderIdParam, refundBody } from '@yaocai/contract';
import { z } from 'zod';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';

/**
 * Refunds of orders: the platform's in the finance area (direct, or as the decision of a 退货退款 / 仅退款 request), a
 * merchant's in its 订单 area (direct; its after-sales are decided above), of its own shop's orders.
 */
export const orderRefundsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { fulfilment } = app.services;
    const tags = at.tags;

    app.post(
      `${at.prefix}/orders/:id/refund`,
      {
        schema: { tags, summary: '退款（原路退回，不超过已付金额）', params: orderIdParam, body: refundBody, response: { 200: envelope(z.null()) } },
      },
      async (req) => {
        const { amount, reason } = req.body;
        return ok(unwrap(await fulfilment.refund(req.operator, req.params.id, amount, reason, at.shop(req))), '退款成功');
      },
    );

    if (at.kind !== 'platform') return;
    app.post(
      '/after_sales/:id/refund',
      {
        schema: {
          tags,
          summary: '审核退货退款、仅退款的售后申请（同意并原路退款，或拒绝）',
          params: orderIdParam,
          body: decideAfterSaleBody,
          response: { 200: envelope(z.null()) },
        },
      },
      async (req) => {
        // Only the requests that pay back: the others are order handling (the orders area's /decide).
        const may = { refunds: true, others: false };
        return ok(unwrap(await fulfilment.decide(req.operator, req.params.id, req.body, undefined, may)), '已处理');
      },
    );
  };
  return routes;
});
