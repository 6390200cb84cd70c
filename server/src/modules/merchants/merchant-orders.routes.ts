import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAfterSalesQuery,
  adminOrderCounts,
  adminOrderDetail,
  adminOrderSummary,
  afterSaleView,
  decideAfterSaleBody,
  envelope,
  idParamOf,
  merchantOrdersQuery,
  orderIdParam,
  paged,
  refundBody,
  shipOrderBody,
} from '@yaocai/contract';
import { z } from 'zod';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { merchantShopOf, operatorOf } from '../../core/http/route-scopes.js';

/**
 * 订单 (店铺管理员, 订单; 财务 reads): the shop's orders — the platform's order queue, shipping (partial by line, a
 * 随货同行单 per parcel), refunds and after-sales under the same rules, scoped to the shop by every call.
 */
export const merchantOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, fulfilment } = app.services;
  const tags = ['merchant'];

  app.get(
    '/merchant/orders',
    {
      schema: {
        tags,
        summary: '本店铺订单：按状态、订单号或买家筛选',
        querystring: merchantOrdersQuery,
        response: { 200: envelope(paged(adminOrderSummary)) },
      },
    },
    async (req) => ok(await orders.adminList({ ...req.query, shop_id: merchantShopOf(req) })),
  );

  app.get(
    '/merchant/orders/counts',
    { schema: { tags, summary: '本店铺各状态订单数与待审核售后数', response: { 200: envelope(adminOrderCounts) } } },
    async (req) => ok(await orders.adminCounts(merchantShopOf(req))),
  );

  app.get(
    '/merchant/orders/:id',
    { schema: { tags, summary: '本店铺订单详情（含买家与收货信息）', params: orderIdParam, response: { 200: envelope(adminOrderDetail) } } },
    async (req) => ok(unwrap(await orders.adminDetail(req.params.id, merchantShopOf(req)))),
  );

  app.post(
    '/merchant/orders/:id/ship',
    {
      schema: {
        tags,
        summary: '发货（物流公司、运单号；可按行部分发货）',
        params: orderIdParam,
        body: shipOrderBody,
        response: { 200: envelope(z.object({ complete: z.boolean() })) },
      },
    },
    async (req) => ok(unwrap(await fulfilment.ship(operatorOf(req), req.params.id, req.body, merchantShopOf(req))), '发货成功'),
  );

  app.get(
    '/merchant/shipments/:id/delivery_note',
    { schema: { tags, summary: '打印随货同行单（每次发货一张，PDF）', params: idParamOf('发货记录') } },
    async (req, reply) => {
      const { file, name } = unwrap(await fulfilment.deliveryNote(req.params.id, merchantShopOf(req)));
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store');
      return file;
    },
  );

  app.post(
    '/merchant/orders/:id/refund',
    { schema: { tags, summary: '退款（原路退回，不超过已付金额）', params: orderIdParam, body: refundBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const { amount, reason } = req.body;
      return ok(unwrap(await fulfilment.refund(operatorOf(req), req.params.id, amount, reason, merchantShopOf(req))), '退款成功');
    },
  );

  app.get(
    '/merchant/after_sales',
    { schema: { tags, summary: '本店铺售后申请', querystring: adminAfterSalesQuery, response: { 200: envelope(z.array(afterSaleView)) } } },
    async (req) => ok(await orders.adminAfterSales(req.query, merchantShopOf(req))),
  );

  app.post(
    '/merchant/after_sales/:id/decide',
    {
      schema: {
        tags,
        summary: '审核售后申请（同意并退款，或拒绝）',
        params: idParamOf('售后申请'),
        body: decideAfterSaleBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => ok(unwrap(await fulfilment.decide(operatorOf(req), req.params.id, req.body, merchantShopOf(req))), '已处理'),
  );
};
