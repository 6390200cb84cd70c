import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFullReductionPage,
  adminFullReductionRow,
  adminFullReductionsQuery,
  adminFullReductionView,
  envelope,
  fullReductionBody,
  fullReductionPreview,
  fullReductionPreviewBody,
  merchantFullReductionsQuery,
  promotionIdParam,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * 满减: list, one, create, edit, end, and a sample cart priced with a draft — the platform's (promotions area, every
 * shop) and a merchant's (营销: its own shop's; another shop's activity is not found, a body naming one is refused).
 */
export const fullReductionsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { fullReductionsAdmin: service } = app.services;
    const tags = at.tags;
    const base = `${at.prefix}/promotions/full-reductions`;

    app.get(
      base,
      {
        schema: {
          tags,
          summary: at.pick('满减活动列表（按店铺、状态）', '本店铺满减活动'),
          querystring: at.pick(adminFullReductionsQuery, merchantFullReductionsQuery),
          response: { 200: envelope(adminFullReductionPage) },
        },
      },
      async (req) => ok(await service.list(at.own(req, req.query))),
    );

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: at.pick('满减活动详情（含指定商品名称）', '本店铺满减详情'),
          params: promotionIdParam,
          response: { 200: envelope(adminFullReductionView) },
        },
      },
      async (req) => ok(unwrap(await service.view(req.params.id, at.shop(req)))),
    );

    app.post(
      `${base}/preview`,
      {
        schema: {
          tags,
          summary: at.pick('用草稿规则计算样例购物车（与购物车同一计价引擎，不保存）', '用草稿满减计算本店样例购物车'),
          body: fullReductionPreviewBody,
          response: { 200: envelope(fullReductionPreview) },
        },
      },
      async (req) => ok(unwrap(await service.preview(req.body, at.shop(req)))),
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: at.pick('新建满减（同一店铺同一时间只能有一个满减；档位须逐档提高）', '新建本店铺满减'),
          body: fullReductionBody,
          response: { 200: envelope(adminFullReductionRow) },
        },
      },
      async (req) => ok(unwrap(await service.create(operatorActor(req.operator), req.body, at.shop(req))), '满减活动已创建'),
    );

    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: at.pick('修改满减', '修改本店铺满减'),
          params: promotionIdParam,
          body: fullReductionBody,
          response: { 200: envelope(adminFullReductionRow) },
        },
      },
      async (req) => ok(unwrap(await service.update(operatorActor(req.operator), req.params.id, req.body, at.shop(req))), '保存成功'),
    );

    app.post(
      `${base}/:id/end`,
      {
        schema: {
          tags,
          summary: at.pick('结束进行中的满减（未开始的直接撤销）', '结束或撤销本店铺满减'),
          params: promotionIdParam,
          response: { 200: envelope(z.object({ id: z.number(), removed: z.boolean() })) },
        },
      },
      async (req) => {
        const r = unwrap(await service.end(operatorActor(req.operator), req.params.id, at.shop(req)));
        return ok(r, r.removed ? '活动已撤销' : '活动已结束');
      },
    );
  };
  return routes;
});
