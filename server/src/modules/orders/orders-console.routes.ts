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
  merchantOrdersQuery,
  operatorMay,
  orderIdParam,
  paged,
  shipOrderBody,
} from '@yaocai/contract';
import { z } from 'zod';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';

/**
 * The order queue for the platform (orders area, every shop) and a merchant (订单: its own shop's orders, 财务 reads):
 * list, counts, one, ship (partial by line, a 随货同行单 per parcel), after-sales and their decisions.
 */
export const ordersConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { orders, fulfilment } = app.services;
    const tags = at.tags;
    const base = `${at.prefix}/orders`;

    app.get(
      base,
      {
        schema: {
          tags,
          summary: at.pick('订单列表（运营）：按状态、店铺、订单号或买家筛选', '本店铺订单：按状态、订单号或买家筛选'),
          querystring: at.pick(adminOrdersQuery, merchantOrdersQuery),
          response: { 200: envelope(paged(adminOrderSummary)) },
        },
      },
      async (req) => ok(await orders.adminList(at.own(req, req.query))),
    );

    app.get(
      `${base}/counts`,
      {
        schema: {
          tags,
          summary: at.pick('各状态订单数与待审核售后数（订单队列标签）', '本店铺各状态订单数与待审核售后数'),
          response: { 200: envelope(adminOrderCounts) },
        },
      },
      async (req) => ok(await orders.adminCounts(at.shop(req))),
    );

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: at.pick('订单详情（运营，含买家）', '本店铺订单详情（含买家与收货信息）'),
          params: orderIdParam,
          response: { 200: envelope(adminOrderDetail) },
        },
      },
      async (req) => ok(unwrap(await orders.adminDetail(req.params.id, at.shop(req)))),
    );

    app.post(
      `${base}/:id/ship`,
      {
        schema: {
          tags,
          summary: '发货（物流公司、运单号；可按行部分发货）',
          params: orderIdParam,
          body: shipOrderBody,
          response: { 200: envelope(z.object({ complete: z.boolean() })) },
        },
      },
      async (req) => ok(unwrap(await fulfilment.ship(req.operator, req.params.id, req.body, at.shop(req))), '发货成功'),
    );

    app.get(
      `${at.prefix}/shipments/:id/delivery_note`,
      { schema: { tags, summary: '打印随货同行单（每次发货一张，PDF）', params: idParamOf('发货记录') } },
      async (req, reply) => {
        const { file, name } = unwrap(await fulfilment.deliveryNote(req.params.id, at.shop(req)));
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('cache-control', 'private, no-store');
        return file;
      },
    );

    app.get(
      `${at.prefix}/after_sales`,
      {
        schema: {
          tags,
          summary: at.pick('售后申请列表（运营）', '本店铺售后申请'),
          querystring: adminAfterSalesQuery,
          response: { 200: envelope(z.array(afterSaleView)) },
        },
      },
      async (req) => ok(await orders.adminAfterSales(req.query, at.shop(req))),
    );

    app.post(
      `${at.prefix}/after_sales/:id/decide`,
      {
        schema: {
          tags,
          summary: at.pick('审核售后申请（少发、错发、质检报告、首营资料；退货退款与仅退款由财务审核）', '审核售后申请（同意并退款，或拒绝）'),
          params: at.pick(orderIdParam, idParamOf('售后申请')),
          body: decideAfterSaleBody,
          response: { 200: envelope(z.null()) },
        },
      },
      async (req) => {
        const op = req.operator;
        // The platform's requests that pay back are 财务's; a merchant's account decides all of its shop's.
        const may = at.kind === 'platform' ? { refunds: operatorMay(op.role, 'finance', true), others: true } : undefined;
        return ok(unwrap(await fulfilment.decide(op, req.params.id, req.body, at.shop(req), may)), '已处理');
      },
    );
  };
  return routes;
});
