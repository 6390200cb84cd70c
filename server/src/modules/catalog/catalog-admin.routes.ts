import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminGoodsPage, adminGoodsQuery, envelope, GOODS_ZONES, goodsStatusBody, goodsStatusResult, goodsZoneBody } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

/** The console's catalog area: the goods list over every state, on/off shelf and zone membership. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogAdmin } = app.services;
  const tags = ['admin'];

  app.get(
    '/goods',
    {
      schema: {
        tags,
        summary: '商品列表（运营）：全部状态，按分类、店铺、库存、近效期、专区筛选',
        querystring: adminGoodsQuery,
        response: { 200: envelope(adminGoodsPage) },
      },
    },
    async (req) => ok(unwrap(await catalogAdmin.list(req.query))),
  );

  app.post(
    '/goods/status',
    {
      schema: { tags, summary: '商品上架 / 下架（可批量；禁售类别不能上架）', body: goodsStatusBody, response: { 200: envelope(goodsStatusResult) } },
    },
    async (req) => {
      const result = unwrap(await catalogAdmin.setStatus(operatorActor(operatorOf(req)), req.body.ids, req.body.status));
      return ok(result, req.body.status === 'on_sale' ? '已上架' : '已下架');
    },
  );

  app.post(
    '/goods/zone',
    {
      schema: {
        tags,
        summary: '专区商品：加入或移出优选、中药、控销、免邮、福利专区（可批量；免邮须填起购数量）',
        body: goodsZoneBody,
        response: { 200: envelope(goodsStatusResult) },
      },
    },
    async (req) => {
      const result = unwrap(await catalogAdmin.setZone(operatorActor(operatorOf(req)), req.body));
      return ok(result, `${req.body.member === 'in' ? '已加入' : '已移出'}${GOODS_ZONES[req.body.zone]}专区`);
    },
  );
};
