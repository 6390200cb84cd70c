import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  purchaseRecords,
  purchaseRecordsQuery,
  addToCartResult,
  afterSaleBody,
  afterSaleView,
  buyAgainBody,
  cancelOrderBody,
  envelope,
  fastBuyItem,
  fastBuyQuery,
  orderCounts,
  orderDetail,
  orderIdParam,
  orderListQuery,
  orderSummary,
  paged,
} from '@yaocai/contract';
import { z } from 'zod';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import type { MemberViewer } from '../../shared/viewer.js';
import { addReply } from '../cart/cart.service.js';

/** Order centre (/order): every call is the signed-in member's own orders; another member's id is "not found". */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, cart } = app.services;
  const tags = ['orders'];

  app.get(
    '/order/list',
    {
      schema: {
        tags,
        summary: '订单列表（状态、订单号或商品搜索、分页）',
        querystring: orderListQuery,
        response: { 200: envelope(paged(orderSummary)) },
      },
    },
    async (req) => ok(await orders.list(req.member.memberId, req.query)),
  );

  app.get('/order/counts', { schema: { tags, summary: '各状态订单数', response: { 200: envelope(orderCounts) } } }, async (req) =>
    ok(await orders.counts(req.member.memberId)),
  );

  app.get(
    '/order/info/:id',
    {
      schema: {
        tags,
        summary: '订单详情（商品批号效期、支付、发票、收货地址、物流）',
        params: orderIdParam,
        response: { 200: envelope(orderDetail) },
      },
    },
    async (req) => ok(unwrap(await orders.detail(req.member.memberId, req.params.id))),
  );

  app.post(
    '/order/:id/cancel',
    {
      schema: {
        tags,
        summary: '取消待付款订单（释放库存与优惠券）',
        params: orderIdParam,
        body: cancelOrderBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => ok(unwrap(await orders.cancel(req.member.memberId, req.params.id, req.body.reason)), '订单已取消'),
  );
  app.post(
    '/order/:id/receive',
    { schema: { tags, summary: '确认收货', params: orderIdParam, response: { 200: envelope(z.null()) } } },
    async (req) => ok(unwrap(await orders.receive(req.member.memberId, req.params.id)), '已确认收货'),
  );

  // Buy again and quick purchase put goods back through the cart's own add (same checks, same messages).
  const addBack = async (viewer: MemberViewer, items: Array<{ goods_id: number; number: number }>) => {
    const result = await cart.add(viewer, items);
    const { msg, ...reply } = unwrap(addReply(result));
    return ok(reply, msg);
  };

  app.post(
    '/order/:id/rebuy',
    { schema: { tags, summary: '再次购买（订单商品加入购物车）', params: orderIdParam, response: { 200: envelope(addToCartResult) } } },
    async (req) => {
      const memberId = req.member.memberId;
      return addBack(req.member, unwrap(await orders.rebuyItems(memberId, req.params.id)));
    },
  );

  app.post(
    '/order/:id/after_sale',
    {
      schema: {
        tags,
        summary: '申请退货退款或售后（原因、数量、照片）',
        params: orderIdParam,
        body: afterSaleBody,
        response: { 200: envelope(afterSaleView) },
      },
    },
    async (req) => ok(unwrap(await orders.requestAfterSale(req.member.memberId, req.params.id, req.body)), '申请已提交'),
  );

  app.get(
    '/order/after_sale/:id',
    { schema: { tags, summary: '售后申请详情', params: orderIdParam, response: { 200: envelope(afterSaleView) } } },
    async (req) => ok(unwrap(await orders.afterSale(req.member.memberId, req.params.id))),
  );

  app.get(
    '/order/after_sales',
    { schema: { tags, summary: '我的退款/售后申请', response: { 200: envelope(z.array(afterSaleView)) } } },
    async (req) => ok(await orders.afterSalesOf(req.member.memberId)),
  );
};

/** Quick purchase (/kjcg) under /api/user: goods bought often, and putting them back in the cart. */
export const quickBuyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, cart } = app.services;
  const tags = ['orders'];
  for (const url of ['/user/fast_buy', '/user/buy']) {
    app.get(
      url,
      { schema: { tags, summary: '常购商品（次数、最近价格与数量）', querystring: fastBuyQuery, response: { 200: envelope(paged(fastBuyItem)) } } },
      async (req) =>
        ok(await orders.fastBuy(req.member.memberId, req.query.page, req.query.page_size, url === '/user/buy' ? 'recent' : req.query.order)),
    );
  }
  app.post(
    '/user/buy',
    { schema: { tags, summary: '常购商品一键加入购物车（按最近购买数量）', body: buyAgainBody, response: { 200: envelope(addToCartResult) } } },
    async (req) => {
      const memberId = req.member.memberId;
      const items = unwrap(await orders.lastQuantities(memberId, req.body.goods_ids));
      const result = await cart.add(req.member, items);
      const { msg, ...reply } = unwrap(addReply(result));
      return ok(reply, msg);
    },
  );
};

/** Purchase records on a goods' detail page (public, buyers masked). */
export const purchaseRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/goods/cgjl',
    {
      schema: {
        tags: ['orders'],
        summary: '商品采购记录（采购商脱敏）',
        querystring: purchaseRecordsQuery,
        response: { 200: envelope(purchaseRecords) },
      },
    },
    async (req) => ok(await app.services.orders.purchaseRecords(req.query.id, req.query.page, req.query.page_size)),
  );
};
