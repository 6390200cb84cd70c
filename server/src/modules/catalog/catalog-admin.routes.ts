import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, GOODS_ZONES, goodsStatusResult, goodsZoneBody } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorActor } from '../../shared/actor.js';

/** The platform's catalog area: zone membership (the goods list and shelf are goods-console.routes.ts). */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogAdmin } = app.services;
  const tags = ['admin'];

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
      const result = unwrap(await catalogAdmin.setZone(operatorActor(req.operator), req.body));
      return ok(result, `${req.body.member === 'in' ? '已加入' : '已移出'}${GOODS_ZONES[req.body.zone]}专区`);
    },
  );
};
