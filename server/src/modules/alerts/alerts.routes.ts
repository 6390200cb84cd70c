import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertGoodsIdParam,
  envelope,
  goodsAlertBody,
  goodsAlertIdParam,
  goodsAlertQuery,
  goodsAlertView,
  repriceBody,
  restockBody,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** 到货提醒 / 降价提醒 on the detail page. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { alerts } = app.services;
  const tags = ['alerts'];

  app.get(
    '/goods/alert',
    { schema: { tags, summary: '我在该商品上的提醒', querystring: goodsAlertQuery, response: { 200: envelope(z.array(goodsAlertView)) } } },
    async (req) => ok(await alerts.mine(req.member.memberId, req.query.goods_id)),
  );

  app.post(
    '/goods/alert',
    {
      schema: {
        tags,
        summary: '订阅到货提醒（kind 1）或降价提醒（kind 2，目标价）',
        body: goodsAlertBody,
        response: { 200: envelope(goodsAlertView) },
      },
    },
    async (req) => ok(unwrap(await alerts.subscribe(req.member.memberId, req.body)), '订阅成功，有变化时将通过站内消息通知您'),
  );

  app.delete(
    '/goods/alert/:id',
    { schema: { tags, summary: '取消提醒', params: goodsAlertIdParam, response: { 200: envelope(z.null()) } } },
    async (req) => ok(unwrap(await alerts.cancel(req.member.memberId, req.params.id)), '已取消提醒'),
  );
};

/** Operator: stock and price changes (the events the alerts wait for). */
export const alertsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { alerts } = app.services;
  const tags = ['admin'];

  app.post(
    '/goods/:id/stock',
    { schema: { tags, summary: '设置商品某仓库库存', params: alertGoodsIdParam, body: restockBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const op = req.operator;
      return ok(unwrap(await alerts.restock(op, req.params.id, req.body)), '库存已更新');
    },
  );

  app.post(
    '/goods/:id/price',
    { schema: { tags, summary: '设置商品价格', params: alertGoodsIdParam, body: repriceBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      const op = req.operator;
      return ok(unwrap(await alerts.reprice(op, req.params.id, req.body.price)), '价格已更新');
    },
  );
};
