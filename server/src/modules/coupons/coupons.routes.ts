import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** Coupon centre (/lqzx), a merchant's coupons and claiming (spec §7; contract endpoints.coupons). The coupon centre and claiming are a member's (spec §7 /api/user/*); a shop's coupons may be looked at by guests. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { coupons } = app.services;
  const e = endpoints.coupons;

  route(app, e.centre, async (req) => {
    const q = req.query;
    return ok(await coupons.centre(req.member.memberId, q.type as 0 | 1 | 2, q.page, q.page_size));
  });
  route(app, e.claim, async (req) => ok({ coupon: unwrap(await coupons.claim(req.member.memberId, req.query.id)) }, '领取成功'));
  route(app, e.mine, async (req) => ok(await coupons.mine(req.member.memberId, req.query)));
  route(app, e.counts, async (req) => ok(await coupons.counts(req.member.memberId)));
};

/** A shop's claimable coupons, shown to guests too. */
export const couponsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { coupons } = app.services;
  route(app, endpoints.coupons.ofShop, async (req) => ok(await coupons.ofShop(req.session.memberId ?? null, req.query.id)));
};
