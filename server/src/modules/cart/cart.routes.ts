import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok, okKept } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { attachedPart } from '../../core/session/session.repository.js';
import { addReply } from './cart.service.js';

/** Cart calls of spec §7 (contract endpoints.cart). Every call is the signed-in member's own cart; other members' line ids are "not found". */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cart } = app.services;
  const e = endpoints.cart;
  /** The member's cart version, read with the session (its part `cart`, see services.ts `sessionFacts`). */
  const cartVersionOf = (req: FastifyRequest) => attachedPart<number>(req.session, 'cart');

  route(app, e.list, async (req, reply) => okKept(reply, await cart.list(req.member, req.query.coupon_ids, cartVersionOf(req)), app.keepsAnswers));

  route(app, e.nextHint, async (req) => ok(await cart.nextHint(req.member, req.query.sjly_id, cartVersionOf(req))));

  route(app, e.coupons, async (req) => ok(await cart.coupons(req.member, req.query.sjly_id, cartVersionOf(req))));

  route(app, e.couponCategories, async (req) => {
    const c = await cart.coupons(req.member, req.query.sjly_id, cartVersionOf(req));
    return ok([
      { key: 'usable' as const, name: '可用优惠券', count: c.usable.length },
      { key: 'unusable' as const, name: '不可用优惠券', count: c.unusable.length },
      { key: 'claimable' as const, name: '可领优惠券', count: c.claimable.length },
    ]);
  });

  route(app, e.total, async (req) => ok({ total: await cart.lineCount(req.member.memberId) }));

  route(app, e.add, async (req) => {
    const result = await cart.add(req.member, req.body.params);
    const { msg, ...reply } = unwrap(addReply(result));
    return ok(reply, msg);
  });

  route(app, e.quickAdd, async (req) => {
    const result = await cart.quickAdd(req.member, req.params.id);
    const { msg, ...reply } = unwrap(addReply(result));
    return ok(reply, msg);
  });

  route(app, e.edit, async (req) => ok({ number: unwrap(await cart.edit(req.member, req.params.id, req.body.params.number)) }, '修改成功'));

  route(app, e.addon, async (req) => {
    const result = unwrap(await cart.addon(req.member, req.params.id, req.body.take === 1));
    return ok(result, result.taken ? '已选择换购' : '已取消换购');
  });

  route(app, e.select, async (req) => ok({ updated: unwrap(await cart.select(req.member.memberId, req.body.ids, req.body.is_selected === 1)) }));

  route(app, e.remove, async (req) => ok({ deleted: unwrap(await cart.batchDelete(req.member.memberId, req.body.ids)) }, '删除成功'));
};
