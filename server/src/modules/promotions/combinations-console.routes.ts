import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCombination,
  adminCombinationsQuery,
  combinationBody,
  combinationPreview,
  combinationPreviewBody,
  envelope,
  merchantCombinationsQuery,
  paged,
  promotionIdParam,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * 组合套餐: list, one, create, edit, end, and sample packages priced with a draft — the platform's (promotions area,
 * every shop) and a merchant's (营销: its own shop's).
 */
export const combinationsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { combinationsAdmin: service } = app.services;
    const tags = at.tags;
    const actor = (req: FastifyRequest) => operatorActor(req.operator);
    const base = `${at.prefix}/promotions/combinations`;

    app.get(
      base,
      {
        schema: {
          tags,
          summary: at.pick('组合套餐列表（按店铺、状态）', '本店铺组合套餐'),
          querystring: at.pick(adminCombinationsQuery, merchantCombinationsQuery),
          response: { 200: envelope(paged(adminCombination)) },
        },
      },
      async (req) => ok(await service.list(at.own(req, req.query))),
    );

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: at.pick('组合套餐详情', '本店铺组合套餐详情'),
          params: promotionIdParam,
          response: { 200: envelope(adminCombination) },
        },
      },
      async (req) => ok(unwrap(await service.view(req.params.id, at.shop(req)))),
    );

    app.post(
      `${base}/preview`,
      {
        schema: {
          tags,
          summary: at.pick('用草稿套餐计算样例套数的价格（与购物车同一计价引擎，不保存）', '用草稿套餐计算样例套数的价格'),
          body: combinationPreviewBody,
          response: { 200: envelope(combinationPreview) },
        },
      },
      async (req) => ok(unwrap(await service.preview(req.body, at.shop(req)))),
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: at.pick('新建组合套餐（同一店铺的在售商品，套餐价低于单品原价合计）', '新建本店铺组合套餐'),
          body: combinationBody,
          response: { 200: envelope(adminCombination) },
        },
      },
      async (req) => ok(unwrap(await service.save(actor(req), null, req.body, at.shop(req))), '组合套餐已创建'),
    );

    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: at.pick('修改组合套餐', '修改本店铺组合套餐'),
          params: promotionIdParam,
          body: combinationBody,
          response: { 200: envelope(adminCombination) },
        },
      },
      async (req) => ok(unwrap(await service.save(actor(req), req.params.id, req.body, at.shop(req))), '保存成功'),
    );

    app.post(
      `${base}/:id/end`,
      {
        schema: {
          tags,
          summary: at.pick('结束进行中的组合套餐（未开始的直接撤销）', '结束或撤销本店铺组合套餐'),
          params: promotionIdParam,
          response: { 200: envelope(z.object({ id: z.number(), removed: z.boolean() })) },
        },
      },
      async (req) => {
        const r = unwrap(await service.end(actor(req), req.params.id, at.shop(req)));
        // The platform has always said 套餐, a merchant's portal 活动 (as for its other promotions).
        const [removed, ended] = at.pick(['套餐已撤销', '套餐已结束'], ['活动已撤销', '活动已结束']);
        return ok(r, r.removed ? removed : ended);
      },
    );
  };
  return routes;
});
