import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  envelope,
  flashApplication,
  flashApplicationRefuseBody,
  flashApplicationsQuery,
  flashSaleBody,
  merchantFlashApplicationsQuery,
  paged,
  promotionIdParam,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { operatorActor } from '../../shared/actor.js';

const actor = (req: FastifyRequest) => operatorActor(req.operator);

/**
 * 秒杀申请: a merchant applies for a flash sale of its goods (营销) and may withdraw it while pending; the platform
 * (promotions area) approves or refuses it with a reason the merchant sees. Both list them, a merchant its own.
 */
export const flashApplicationsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { flashApplications: service } = app.services;
    const tags = at.tags;
    const base = `${at.prefix}/promotions/flash-applications`;
    app.get(
      base,
      {
        schema: {
          tags,
          summary: at.pick('商家的秒杀申请（按状态、店铺）', '本店铺的秒杀申请'),
          querystring: at.pick(flashApplicationsQuery, merchantFlashApplicationsQuery),
          response: { 200: envelope(paged(flashApplication)) },
        },
      },
      async (req) => ok(await service.list(at.own(req, req.query))),
    );

    if (at.kind === 'platform') {
      app.post(
        `${base}/:id/approve`,
        {
          schema: {
            tags,
            summary: '通过秒杀申请（按当时的商品价格与库存再次校验后创建秒杀）',
            params: promotionIdParam,
            response: { 200: envelope(flashApplication) },
          },
        },
        async (req) => ok(unwrap(await service.approve(actor(req), req.params.id)), '已通过，秒杀已创建'),
      );
      app.post(
        `${base}/:id/refuse`,
        {
          schema: {
            tags,
            summary: '拒绝秒杀申请（原因商家可见）',
            params: promotionIdParam,
            body: flashApplicationRefuseBody,
            response: { 200: envelope(flashApplication) },
          },
        },
        async (req) => ok(unwrap(await service.reject(actor(req), req.params.id, req.body.reason)), '已拒绝'),
      );
      return;
    }

    app.post(
      base,
      { schema: { tags, summary: '申请秒杀（平台审核通过后生效）', body: flashSaleBody, response: { 200: envelope(flashApplication) } } },
      async (req) => {
        const op = req.operator;
        return ok(unwrap(await service.apply({ ...operatorActor(op), operatorName: op.name }, req.merchant.shopId, req.body)), '已提交平台审核');
      },
    );
    app.post(
      `${base}/:id/withdraw`,
      { schema: { tags, summary: '撤回待审核的秒杀申请', params: promotionIdParam, response: { 200: envelope(flashApplication) } } },
      async (req) => ok(unwrap(await service.withdraw(actor(req), req.merchant.shopId, req.params.id)), '已撤回'),
    );
  };
  return routes;
});
