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
  promotionIdParam,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

/** 满减 in the console (promotions area): list, one, create, edit, end, and a sample cart priced with a draft. */
export const fullReductionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { fullReductionsAdmin: service } = app.services;
  const tags = ['admin'];
  const base = '/promotions/full-reductions';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: '满减活动列表（按店铺、状态）',
        querystring: adminFullReductionsQuery,
        response: { 200: envelope(adminFullReductionPage) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, summary: '满减活动详情（含指定商品名称）', params: promotionIdParam, response: { 200: envelope(adminFullReductionView) } } },
    async (req) => ok(unwrap(await service.view(req.params.id))),
  );

  app.post(
    `${base}/preview`,
    {
      schema: {
        tags,
        summary: '用草稿规则计算样例购物车（与购物车同一计价引擎，不保存）',
        body: fullReductionPreviewBody,
        response: { 200: envelope(fullReductionPreview) },
      },
    },
    async (req) => ok(unwrap(await service.preview(req.body))),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: '新建满减（同一店铺同一时间只能有一个满减；档位须逐档提高）',
        body: fullReductionBody,
        response: { 200: envelope(adminFullReductionRow) },
      },
    },
    async (req) => ok(unwrap(await service.create(operatorActor(operatorOf(req)), req.body)), '满减活动已创建'),
  );

  app.put(
    `${base}/:id`,
    { schema: { tags, summary: '修改满减', params: promotionIdParam, body: fullReductionBody, response: { 200: envelope(adminFullReductionRow) } } },
    async (req) => ok(unwrap(await service.update(operatorActor(operatorOf(req)), req.params.id, req.body)), '保存成功'),
  );

  app.post(
    `${base}/:id/end`,
    {
      schema: {
        tags,
        summary: '结束进行中的满减（未开始的直接撤销）',
        params: promotionIdParam,
        response: { 200: envelope(z.object({ id: z.number(), removed: z.boolean() })) },
      },
    },
    async (req) => {
      const r = unwrap(await service.end(operatorActor(operatorOf(req)), req.params.id));
      return ok(r, r.removed ? '活动已撤销' : '活动已结束');
    },
  );
};
