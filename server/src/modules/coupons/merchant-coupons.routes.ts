import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminCouponView,
  couponIdParam,
  couponPreview,
  couponPreviewBody,
  couponTemplateBody,
  envelope,
  merchantCouponsQuery,
  paged,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { merchantShopOf, operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * The shop's coupons (merchant area 营销): shop coupons only (a body naming another shop or the platform is refused on
 * shop_id); members claim them in the shop. Issuing to chosen members stays the platform's: a shop sees no buyers.
 */
export const merchantCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { couponsAdmin: service } = app.services;
  const tags = ['merchant'];
  const base = '/merchant/promotions/coupons';
  const actor = (req: FastifyRequest) => operatorActor(operatorOf(req));
  app.get(
    base,
    { schema: { tags, summary: '本店铺优惠券', querystring: merchantCouponsQuery, response: { 200: envelope(paged(adminCouponView)) } } },
    async (req) => ok(await service.list({ ...req.query, shop_id: merchantShopOf(req) })),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, summary: '本店铺优惠券详情', params: couponIdParam, response: { 200: envelope(adminCouponView) } } },
    async (req) => ok(unwrap(await service.one(req.params.id, merchantShopOf(req)))),
  );
  app.post(
    `${base}/preview`,
    { schema: { tags, summary: '用草稿店铺券计算样例购物车', body: couponPreviewBody, response: { 200: envelope(couponPreview) } } },
    async (req) => ok(unwrap(await service.preview(req.body, merchantShopOf(req)))),
  );
  app.post(
    base,
    { schema: { tags, summary: '新建本店铺优惠券', body: couponTemplateBody, response: { 200: envelope(adminCouponView) } } },
    async (req) => ok(unwrap(await service.save(actor(req), null, req.body, merchantShopOf(req))), '保存成功'),
  );
  app.put(
    `${base}/:id`,
    { schema: { tags, summary: '修改本店铺优惠券', params: couponIdParam, body: couponTemplateBody, response: { 200: envelope(adminCouponView) } } },
    async (req) => ok(unwrap(await service.save(actor(req), req.params.id, req.body, merchantShopOf(req))), '保存成功'),
  );
  app.post(
    `${base}/:id/end`,
    { schema: { tags, summary: '结束本店铺优惠券的领取', params: couponIdParam, response: { 200: envelope(adminCouponView) } } },
    async (req) => ok(unwrap(await service.end(actor(req), req.params.id, merchantShopOf(req))), '已结束领取'),
  );
};
