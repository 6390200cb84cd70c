import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAfterSalesQuery,
  adminOrderCounts,
  adminOrderDetail,
  adminOrderSummary,
  adminOrdersQuery,
  afterSaleView,
  decideAfterSaleBody,
  envelope,
  idParamOf,
  operatorMay,
  orderIdParam,
  paged,
  refundBody,
  shipOrderBody,
} from '@yaocai/contract';
import { z } from 'zod';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorOf } from '../../core/http/route-scopes.js';

/** Operator side of orders under /admin/api: list, ship (partial by line), decide after-sales that pay nothing back. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, fulfilment } = app.services;
  const tags = ['admin'];

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: '订单列表（运营）：按状态、店铺、订单号或买家筛选',
        querystring: adminOrdersQuery,
        response: { 200: envelope(paged(adminOrderSummary)) },
      },
    },
    async (req) => {
      return ok(await orders.adminList(req.query));
    },
  );

  app.get(
    '/orders/counts',
    { schema: { tags, summary: '各状态订单数与待审核售后数（订单队列标签）', response: { 200: envelope(adminOrderCounts) } } },
    async () => ok(await orders.adminCounts()),
  );

  app.get(
    '/orders/:id',
    { schema: { tags, summary: '订单详情（运营，含买家）', params: orderIdParam, response: { 200: envelope(adminOrderDetail) } } },
    async (req) => {
      return ok(unwrap(await orders.adminDetail(req.params.id)));
    },
  );

  app.post(
    '/orders/:id/ship',
    {
      schema: {
        tags,
        summary: '发货（物流公司、运单号；可按行部分发货）',
        params: orderIdParam,
        body: shipOrderBody,
        response: { 200: envelope(z.object({ complete: z.boolean() })) },
      },
    },
    async (req) => {
      const op = operatorOf(req);
      return ok(unwrap(await fulfilment.ship(op, req.params.id, req.body)), '发货成功');
    },
  );

  app.get(
    '/shipments/:id/delivery_note',
    { schema: { tags, summary: '打印随货同行单（每次发货一张，PDF）', params: idParamOf('发货记录') } },
    async (req, reply) => {
      const { file, name } = unwrap(await fulfilment.deliveryNote(req.params.id));
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store');
      return file;
    },
  );

  app.get(
    '/after_sales',
    { schema: { tags, summary: '售后申请列表（运营）', querystring: adminAfterSalesQuery, response: { 200: envelope(z.array(afterSaleView)) } } },
    async (req) => {
      return ok(await orders.adminAfterSales(req.query));
    },
  );

  app.post(
    '/after_sales/:id/decide',
    {
      schema: {
        tags,
        summary: '审核售后申请（少发、错发、质检报告、首营资料；退货退款与仅退款由财务审核）',
        params: orderIdParam,
        body: decideAfterSaleBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const op = operatorOf(req);
      const may = { refunds: operatorMay(op.role, 'finance', true), others: true };
      return ok(unwrap(await fulfilment.decide(op, req.params.id, req.body, undefined, may)), '已处理');
    },
  );
};

/** Finance area: the refunds of orders, direct or as the decision of a 退货退款 / 仅退款 request. */
export const orderRefundsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { fulfilment } = app.services;
  const tags = ['admin'];

  app.post(
    '/orders/:id/refund',
    { schema: { tags, summary: '退款（原路退回，不超过已付金额）', params: orderIdParam, body: refundBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const op = operatorOf(req);
      return ok(unwrap(await fulfilment.refund(op, req.params.id, req.body.amount, req.body.reason)), '退款成功');
    },
  );

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
      const op = operatorOf(req);
      // Only the requests that pay back: the others are order handling (the orders area's /decide).
      const may = { refunds: true, others: false };
      return ok(unwrap(await fulfilment.decide(op, req.params.id, req.body, undefined, may)), '已处理');
    },
  );
};
