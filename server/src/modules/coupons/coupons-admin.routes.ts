import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponsQuery,
  adminCouponView,
  couponIssueBody,
  couponIssueResult,
  couponPreview,
  couponPreviewBody,
  couponTemplateBody,
  envelope,
  paged,
  couponIdParam,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

/** Coupons in the console (promotions area): templates, ending a claim window, and issuing to members or a group. */
export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { couponsAdmin: service } = app.services;
  const tags = ['admin'];
  const base = '/promotions/coupons';
  const actor = (req: Parameters<typeof operatorOf>[0]) => operatorActor(operatorOf(req));

  app.get(
    base,
    {
      schema: {
        tags,
        summary: '优惠券列表（按店铺、状态、名称）',
        querystring: adminCouponsQuery,
        response: { 200: envelope(paged(adminCouponView)) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, summary: '优惠券详情', params: couponIdParam, response: { 200: envelope(adminCouponView) } } },
    async (req) => ok(unwrap(await service.one(req.params.id))),
  );
  app.post(
    `${base}/preview`,
    {
      schema: {
        tags,
        summary: '用草稿优惠券计算样例购物车（含店铺进行中的满减，与购物车同一计价引擎，不保存）',
        body: couponPreviewBody,
        response: { 200: envelope(couponPreview) },
      },
    },
    async (req) => ok(unwrap(await service.preview(req.body))),
  );

  app.post(
    base,
    { schema: { tags, summary: '新建优惠券（平台券或店铺券）', body: couponTemplateBody, response: { 200: envelope(adminCouponView) } } },
    async (req) => ok(unwrap(await service.save(actor(req), null, req.body)), '保存成功'),
  );
  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: '修改优惠券（已有会员持有时只能改名称、总量、限领与领取时间）',
        params: couponIdParam,
        body: couponTemplateBody,
        response: { 200: envelope(adminCouponView) },
      },
    },
    async (req) => ok(unwrap(await service.save(actor(req), req.params.id, req.body)), '保存成功'),
  );
  app.post(
    `${base}/:id/end`,
    { schema: { tags, summary: '结束领取（已领取的券在有效期内仍可使用）', params: couponIdParam, response: { 200: envelope(adminCouponView) } } },
    async (req) => ok(unwrap(await service.end(actor(req), req.params.id)), '已结束领取'),
  );
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
