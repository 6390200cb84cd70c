import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelOrderBody, envelope, orderCounts, orderDetail, orderIdParam, orderListQuery, orderSummary, paged } from '@yaocai/contract';
import { z } from 'zod';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { requireMember } from '../accounts/access.js';

/** Order centre (/order): every call is the signed-in member's own orders; another member's id is "not found". */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;
  const tags = ['orders'];
  const security = [{ session: [] }];
  app.addHook('onRequest', async (req) => {
    requireMember(req);
  });

  app.get('/order/list', { schema: { tags, security, summary: '订单列表（状态、订单号或商品搜索、分页）', querystring: orderListQuery, response: { 200: envelope(paged(orderSummary)) } } }, async (req) =>
    ok(await orders.list(requireMember(req), req.query)),
  );

  app.get('/order/counts', { schema: { tags, security, summary: '各状态订单数', response: { 200: envelope(orderCounts) } } }, async (req) =>
    ok(await orders.counts(requireMember(req))),
  );

  app.get('/order/info/:id', { schema: { tags, security, summary: '订单详情（商品批号效期、支付、发票、收货地址、物流）', params: orderIdParam, response: { 200: envelope(orderDetail) } } }, async (req) =>
    ok(unwrap(await orders.detail(requireMember(req), req.params.id))),
  );

  app.post('/order/:id/cancel', { schema: { tags, security, summary: '取消待付款订单（释放库存与优惠券）', params: orderIdParam, body: cancelOrderBody, response: { 200: envelope(z.null()) } } }, async (req) =>
    ok(unwrap(await orders.cancel(requireMember(req), req.params.id, req.body.reason)), '订单已取消'),
  );
};
