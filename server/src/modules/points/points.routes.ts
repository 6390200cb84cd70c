import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  exchangeBody,
  paged,
  pagingQuery,
  pointsGoodsDetail,
  pointsGoodsIdParam,
  pointsGoodsView,
  pointsLogItem,
  pointsLogQuery,
  pointsOrderIdParam,
  pointsOrdersQuery,
  pointsOrderView,
  pointsSummary,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** Points (balance and log), the points mall (/jfsc, /jfsc/details) and points orders (/jfdd). */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { points } = app.services;
  const tags = ['points'];

  app.get('/user/points', { schema: { tags, summary: '我的积分与积分规则', response: { 200: envelope(pointsSummary) } } }, async (req) =>
    ok(await points.summary(req.member.memberId)),
  );

  app.get(
    '/user/points_log',
    { schema: { tags, summary: '积分明细（每次变动一条）', querystring: pointsLogQuery, response: { 200: envelope(paged(pointsLogItem)) } } },
    async (req) => ok(await points.log(req.member.memberId, req.query)),
  );

  app.post(
    '/points/exchange',
    { schema: { tags, summary: '积分兑换（扣积分与库存、生成积分订单）', body: exchangeBody, response: { 200: envelope(pointsOrderView) } } },
    async (req) => ok(unwrap(await points.exchange(req.member.memberId, req.body)), '兑换成功'),
  );

  app.get(
    '/points/orders',
    { schema: { tags, summary: '积分订单', querystring: pointsOrdersQuery, response: { 200: envelope(paged(pointsOrderView)) } } },
    async (req) => ok(await points.orders(req.member.memberId, req.query)),
  );

  app.get(
    '/points/orders/:id',
    { schema: { tags, summary: '积分订单详情', params: pointsOrderIdParam, response: { 200: envelope(pointsOrderView) } } },
    async (req) => ok(unwrap(await points.order(req.member.memberId, req.params.id))),
  );
};

/** The points mall's goods: open to guests (a member also sees its own exchanges). */
export const pointsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { points } = app.services;
  const tags = ['points'];

  app.get(
    '/points/goods',
    { schema: { tags, summary: '积分商城商品', querystring: pagingQuery, response: { 200: envelope(paged(pointsGoodsView)) } } },
    async (req) => ok(await points.goodsPage(req.query)),
  );

  app.get(
    '/points/goods/:id',
    {
      schema: {
        tags,
        summary: '积分商品详情（登录后含已兑数量与我的积分）',
        params: pointsGoodsIdParam,
        response: { 200: envelope(pointsGoodsDetail) },
      },
    },
    async (req) => ok(unwrap(await points.goodsDetail(req.params.id, req.session?.memberId ?? null))),
  );
};
