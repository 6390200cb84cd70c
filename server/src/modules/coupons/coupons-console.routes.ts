import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponsQuery,
  adminCouponView,
  couponIdParam,
  couponIssueBody,
  couponIssueResult,
  couponPreview,
  couponPreviewBody,
  couponTemplateBody,
  envelope,
  merchantCouponsQuery,
  paged,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * Coupon templates, ending a claim window, and a sample cart priced with a draft — the platform's (promotions area:
 * platform and shop coupons) and a merchant's (营销: its shop's coupons only; a body naming another shop or the
 * platform is refused on shop_id). Issuing to chosen members stays the platform's: a shop sees no buyers.
 */
export const couponsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { couponsAdmin: service } = app.services;
    const tags = at.tags;
    const base = `${at.prefix}/promotions/coupons`;
    const actor = (req: FastifyRequest) => operatorActor(req.operator);

    app.get(
      base,
      {
        schema: {
          tags,
          summary: at.pick('优惠券列表（按店铺、状态、名称）', '本店铺优惠券'),
          querystring: at.pick(adminCouponsQuery, merchantCouponsQuery),
          response: { 200: envelope(paged(adminCouponView)) },
        },
      },
      async (req) => ok(await service.list(at.own(req, req.query))),
    );
    app.get(
      `${base}/:id`,
      { schema: { tags, summary: at.pick('优惠券详情', '本店铺优惠券详情'), params: couponIdParam, response: { 200: envelope(adminCouponView) } } },
      async (req) => ok(unwrap(await service.one(req.params.id, at.shop(req)))),
    );
    app.post(
      `${base}/preview`,
      {
        schema: {
          tags,
          summary: at.pick('用草稿优惠券计算样例购物车（含店铺进行中的满减，与购物车同一计价引擎，不保存）', '用草稿店铺券计算样例购物车'),
          body: couponPreviewBody,
          response: { 200: envelope(couponPreview) },
        },
      },
      async (req) => ok(unwrap(await service.preview(req.body, at.shop(req)))),
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: at.pick('新建优惠券（平台券或店铺券）', '新建本店铺优惠券'),
          body: couponTemplateBody,
          response: { 200: envelope(adminCouponView) },
        },
      },
      async (req) => ok(unwrap(await service.save(actor(req), null, req.body, at.shop(req))), '保存成功'),
    );
    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: at.pick('修改优惠券（已有会员持有时只能改名称、总量、限领与领取时间）', '修改本店铺优惠券'),
          params: couponIdParam,
          body: couponTemplateBody,
          response: { 200: envelope(adminCouponView) },
        },
      },
      async (req) => ok(unwrap(await service.save(actor(req), req.params.id, req.body, at.shop(req))), '保存成功'),
    );
    app.post(
      `${base}/:id/end`,
      {
        schema: {
          tags,
          summary: at.pick('结束领取（已领取的券在有效期内仍可使用）', '结束本店铺优惠券的领取'),
          params: couponIdParam,
          response: { 200: envelope(adminCouponView) },
        },
      },
      async (req) => ok(unwrap(await service.end(actor(req), req.params.id, at.shop(req))), '已结束领取'),
    );

    if (at.kind !== 'platform') return;
    app.post(
      `${base}/:id/issue`,
      {
        schema: {
          tags,
          summary: '发放优惠券给指定会员或会员分组（占用发放总量；已达每人限领的会员跳过）',
          params: couponIdParam,
          body: couponIssueBody,
          response: { 200: envelope(couponIssueResult) },
        },
      },
      async (req) => {
        const result = unwrap(await service.issue(actor(req), req.params.id, req.body));
        return ok(result, result.skipped ? `已发放${result.issued}张，跳过${result.skipped}位会员` : `已发放${result.issued}张`);
      },
    );
  };
  return routes;
});
