import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminFlashSale,
  envelope,
  flashApplication,
  flashApplicationRefuseBody,
  flashApplicationsQuery,
  flashSaleBody,
  merchantFlashApplicationsQuery,
  merchantFlashSalesQuery,
  paged,
  promotionIdParam,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { merchantShopOf, operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

const actor = (req: FastifyRequest) => operatorActor(operatorOf(req));

/** 秒杀申请 in the platform's console (promotions area): merchants' applications, approved or refused with a reason. */
export const flashApplicationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flashApplications: service } = app.services;
  const tags = ['admin'];
  const base = '/promotions/flash-applications';
  app.get(
    base,
    {
      schema: {
        tags,
        summary: '商家的秒杀申请（按状态、店铺）',
        querystring: flashApplicationsQuery,
        response: { 200: envelope(paged(flashApplication)) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );
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
};

/** The shop's 秒杀 (merchant area 营销): its flash sales, its applications to the platform, ending its own sale early. */
export const merchantFlashRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flashApplications, flashSalesAdmin } = app.services;
  const tags = ['merchant'];
  app.get(
    '/merchant/promotions/flash-sales',
    { schema: { tags, summary: '本店铺商品的秒杀', querystring: merchantFlashSalesQuery, response: { 200: envelope(paged(adminFlashSale)) } } },
    async (req) => ok(await flashSalesAdmin.flashSales({ ...req.query, shop_id: merchantShopOf(req) })),
  );
  app.post(
    '/merchant/promotions/flash-sales/:id/end',
    { schema: { tags, summary: '提前结束本店铺的秒杀', params: promotionIdParam, response: { 200: envelope(adminFlashSale) } } },
    async (req) => ok(unwrap(await flashSalesAdmin.endFlash(actor(req), req.params.id, merchantShopOf(req))), '已结束'),
  );
  const apps = '/merchant/promotions/flash-applications';
  app.get(
    apps,
    {
      schema: {
        tags,
        summary: '本店铺的秒杀申请',
        querystring: merchantFlashApplicationsQuery,
        response: { 200: envelope(paged(flashApplication)) },
      },
    },
    async (req) => ok(await flashApplications.list({ ...req.query, shop_id: merchantShopOf(req) })),
  );
  app.post(
    apps,
    { schema: { tags, summary: '申请秒杀（平台审核通过后生效）', body: flashSaleBody, response: { 200: envelope(flashApplication) } } },
    async (req) => {
      const op = operatorOf(req);
      return ok(
        unwrap(await flashApplications.apply({ ...operatorActor(op), operatorName: op.name }, merchantShopOf(req), req.body)),
        '已提交平台审核',
      );
    },
  );
  app.post(
    `${apps}/:id/withdraw`,
    { schema: { tags, summary: '撤回待审核的秒杀申请', params: promotionIdParam, response: { 200: envelope(flashApplication) } } },
    async (req) => ok(unwrap(await flashApplications.withdraw(actor(req), merchantShopOf(req), req.params.id)), '已撤回'),
  );
};
