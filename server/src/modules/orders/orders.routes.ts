import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import type { MemberViewer } from '../../shared/viewer.js';
import { addReply } from '../cart/cart.service.js';

const e = endpoints.orders;

/** Order centre (/order, contract endpoints.orders): every call is the signed-in member's own orders; another member's id is "not found". */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, cart } = app.services;

  route(app, e.list, async (req) => ok(await orders.list(req.member.memberId, req.query)));
  route(app, e.counts, async (req) => ok(await orders.counts(req.member.memberId)));
  route(app, e.detail, async (req) => ok(unwrap(await orders.detail(req.member.memberId, req.params.id))));
  route(app, e.cancel, async (req) => ok(unwrap(await orders.cancel(req.member.memberId, req.params.id, req.body.reason)), '订单已取消'));
  route(app, e.receive, async (req) => ok(unwrap(await orders.receive(req.member.memberId, req.params.id)), '已确认收货'));

  // Buy again and quick purchase put goods back through the cart's own add (same checks, same messages).
  const addBack = async (viewer: MemberViewer, items: Array<{ goods_id: number; number: number }>) => {
    const result = await cart.add(viewer, items);
    const { msg, ...reply } = unwrap(addReply(result));
    return ok(reply, msg);
  };

  route(app, e.rebuy, async (req) => addBack(req.member, unwrap(await orders.rebuyItems(req.member.memberId, req.params.id))));
  route(app, e.requestAfterSale, async (req) =>
    ok(unwrap(await orders.requestAfterSale(req.member.memberId, req.params.id, req.body)), '申请已提交'),
  );
  route(app, e.afterSale, async (req) => ok(unwrap(await orders.afterSale(req.member.memberId, req.params.id))));
  route(app, e.afterSales, async (req) => ok(await orders.afterSalesOf(req.member.memberId)));
};

/** Quick purchase (/kjcg) under /api/user: goods bought often, and putting them back in the cart. */
export const quickBuyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, cart } = app.services;
  route(app, e.fastBuy, async (req) => ok(await orders.fastBuy(req.member.memberId, req.query.page, req.query.page_size, req.query.order)));
  route(app, e.recentBuys, async (req) => ok(await orders.fastBuy(req.member.memberId, req.query.page, req.query.page_size, 'recent')));
  route(app, e.buyAgain, async (req) => {
    const items = unwrap(await orders.lastQuantities(req.member.memberId, req.body.goods_ids));
    const result = await cart.add(req.member, items);
    const { msg, ...reply } = unwrap(addReply(result));
    return ok(reply, msg);
  });
};

/** Purchase records on a goods' detail page (public, buyers masked). */
export const purchaseRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.purchaseRecords, async (req) => ok(await app.services.orders.purchaseRecords(req.query.id, req.query.page, req.query.page_size)));
};
