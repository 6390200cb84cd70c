import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCombination,
  adminCombinationsQuery,
  combinationBody,
  combinationPreview,
  combinationPreviewBody,
  envelope,
  paged,
  promotionIdParam,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

/** 组合套餐 in the console (promotions area): list, one, create, edit, end, and sample packages priced with a draft. */
export const combinationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { combinationsAdmin: service } = app.services;
  const tags = ['admin'];
  const actor = (req: Parameters<typeof operatorOf>[0]) => operatorActor(operatorOf(req));
  const base = '/promotions/combinations';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: '组合套餐列表（按店铺、状态）',
        querystring: adminCombinationsQuery,
        response: { 200: envelope(paged(adminCombination)) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, summary: '组合套餐详情', params: promotionIdParam, response: { 200: envelope(adminCombination) } } },
    async (req) => ok(unwrap(await service.view(req.params.id))),
  );

  app.post(
    `${base}/preview`,
    {
      schema: {
        tags,
        summary: '用草稿套餐计算样例套数的价格（与购物车同一计价引擎，不保存）',
        body: combinationPreviewBody,
        response: { 200: envelope(combinationPreview) },
      },
    },
    async (req) => ok(unwrap(await service.preview(req.body))),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: '新建组合套餐（同一店铺的在售商品，套餐价低于单品原价合计）',
        body: combinationBody,
        response: { 200: envelope(adminCombination) },
      },
    },
    async (req) => ok(unwrap(await service.save(actor(req), null, req.body)), '组合套餐已创建'),
  );

  app.put(
    `${base}/:id`,
    { schema: { tags, summary: '修改组合套餐', params: promotionIdParam, body: combinationBody, response: { 200: envelope(adminCombination) } } },
    async (req) => ok(unwrap(await service.save(actor(req), req.params.id, req.body)), '保存成功'),
  );

  app.post(
    `${base}/:id/end`,
    {
      schema: {
        tags,
        summary: '结束进行中的组合套餐（未开始的直接撤销）',
        params: promotionIdParam,
        response: { 200: envelope(z.object({ id: z.number(), removed: z.boolean() })) },
      },
    },
    async (req) => {
      const r = unwrap(await service.end(actor(req), req.params.id));
      return ok(r, r.removed ? '套餐已撤销' : '套餐已结束');
    },
  );
};
