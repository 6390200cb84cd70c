import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availableCouponQuery, claimCouponResult, couponNum, couponView, envelope, idQuery, myCouponsQuery, paged } from '@yaocai/contract';
import { z } from 'zod';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** Coupon centre (/lqzx), a merchant's coupons and claiming (spec §7). The coupon centre and claiming are a member's (spec §7 /api/user/*); a shop's coupons may be looked at by guests. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { coupons } = app.services;
  const tags = ['coupons'];

  app.get(
    '/user/availableCoupon',
    {
      schema: {
        tags,
        summary: '领券中心：可领取的优惠券（type 0全部 1平台 2店铺）',
        querystring: availableCouponQuery,
        response: { 200: envelope(paged(couponView)) },
      },
    },
    async (req) => {
      const q = req.query;
      return ok(await coupons.centre(req.member.memberId, q.type as 0 | 1 | 2, q.page, q.page_size));
    },
  );

  app.post(
    '/v1/cart/lq-coupon',
    { schema: { tags, summary: '领取优惠券（query id 为优惠券）', querystring: idQuery('优惠券'), response: { 200: envelope(claimCouponResult) } } },
    async (req) => ok({ coupon: unwrap(await coupons.claim(req.member.memberId, req.query.id)) }, '领取成功'),
  );
  app.get(
    '/user/coupon',
    {
      schema: { tags, summary: '我的优惠券（未使用、已使用、已过期）', querystring: myCouponsQuery, response: { 200: envelope(paged(couponView)) } },
    },
    async (req) => ok(await coupons.mine(req.member.memberId, req.query)),
  );

  app.get('/user/couponNum', { schema: { tags, summary: '我的优惠券数量', response: { 200: envelope(couponNum) } } }, async (req) =>
    ok(await coupons.counts(req.member.memberId)),
  );
};

/** A shop's claimable coupons, shown to guests too. */
export const couponsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { coupons } = app.services;
  const tags = ['coupons'];

  app.get(
    '/sjly-coupon',
    { schema: { tags, summary: '店铺可领优惠券（id 为店铺）', querystring: idQuery('店铺'), response: { 200: envelope(z.array(couponView)) } } },
    async (req) => ok(await coupons.ofShop(req.session.memberId ?? null, req.query.id)),
  );
};
