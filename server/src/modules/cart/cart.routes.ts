import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addToCartBody,
  addToCartResult,
  cartAddonBody,
  cartCouponQuery,
  cartCoupons,
  cartIdsBody,
  cartListQuery,
  cartState,
  cartTotal,
  couponCategory,
  editCartBody,
  envelope,
  intField,
  nextHint,
  nextHintQuery,
  selectCartBody,
  cartLineNumber,
  cartAddonState,
  cartLinesUpdated,
  cartLinesDeleted,
} from '@yaocai/contract';
import { ok, okKept } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { attachedPart } from '../../core/session/session.repository.js';
import { addReply } from './cart.service.js';

const lineParam = z.object({ id: intField('购物车商品', { min: 1, max: 2147483647 }) });
const goodsParam = z.object({ id: intField('商品', { min: 1, max: 2147483647 }) });

/** Cart calls of spec §7. Every call is the signed-in member's own cart; other members' line ids are "not found". */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cart } = app.services;
  const tags = ['cart'];
  /** The member's cart version, read with the session (its part `cart`, see services.ts `sessionFacts`). */
  const cartVersionOf = (req: FastifyRequest) => attachedPart<number>(req.session, 'cart');
  for (const url of ['/cart/list', '/v1/cart/list']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: '购物车列表（按店铺分组，服务端计价；coupon_ids 为所选优惠券）',
          querystring: cartListQuery,
          response: { 200: envelope(cartState) },
        },
      },
      async (req, reply) => okKept(reply, await cart.list(req.member, req.query.coupon_ids, cartVersionOf(req)), app.keepsAnswers),
    );
  }

  app.post(
    '/cart/next_hint',
    { schema: { tags, summary: '凑单提示（下一档满减、包邮、优惠券门槛）', querystring: nextHintQuery, response: { 200: envelope(nextHint) } } },
    async (req) => ok(await cart.nextHint(req.member, req.query.sjly_id, cartVersionOf(req))),
  );

  app.get(
    '/v1/cart/coupon',
    {
      schema: {
        tags,
        summary: '购物车优惠券：可用、不可用（含原因）、可领取',
        querystring: cartCouponQuery,
        response: { 200: envelope(cartCoupons) },
      },
    },
    async (req) => ok(await cart.coupons(req.member, req.query.sjly_id, cartVersionOf(req))),
  );

  app.get(
    '/v1/cart/coupon-category',
    { schema: { tags, summary: '购物车优惠券分类与数量', querystring: cartCouponQuery, response: { 200: envelope(z.array(couponCategory)) } } },
    async (req) => {
      const c = await cart.coupons(req.member, req.query.sjly_id, cartVersionOf(req));
      return ok([
        { key: 'usable' as const, name: '可用优惠券', count: c.usable.length },
        { key: 'unusable' as const, name: '不可用优惠券', count: c.unusable.length },
        { key: 'claimable' as const, name: '可领优惠券', count: c.claimable.length },
      ]);
    },
  );

  app.get('/cart/total', { schema: { tags, summary: '购物车商品行数', response: { 200: envelope(cartTotal) } } }, async (req) =>
    ok({ total: await cart.lineCount(req.member.memberId) }),
  );

  app.post(
    '/cart',
    {
      schema: { tags, summary: '加入购物车（params 为加购商品数组）', body: addToCartBody, response: { 200: envelope(addToCartResult) } },
    },
    async (req) => {
      const result = await cart.add(req.member, req.body.params);
      const { msg, ...reply } = unwrap(addReply(result));
      return ok(reply, msg);
    },
  );

  app.post(
    '/cart/quick_add/:id',
    { schema: { tags, summary: '快速加购（按起订量/中包装加入一份）', params: goodsParam, response: { 200: envelope(addToCartResult) } } },
    async (req) => {
      const result = await cart.quickAdd(req.member, req.params.id);
      const { msg, ...reply } = unwrap(addReply(result));
      return ok(reply, msg);
    },
  );

  app.post(
    '/cart/:id/edit',
    {
      schema: { tags, summary: '修改购买数量', params: lineParam, body: editCartBody, response: { 200: envelope(cartLineNumber) } },
    },
    async (req) => ok({ number: unwrap(await cart.edit(req.member, req.params.id, req.body.params.number)) }, '修改成功'),
  );

  app.post(
    '/cart/:id/addon',
    {
      schema: {
        tags,
        summary: '换购：选择（take=1）或取消（take=0）该商品行下的换购商品',
        params: lineParam,
        body: cartAddonBody,
        response: { 200: envelope(cartAddonState) },
      },
    },
    async (req) => {
      const result = unwrap(await cart.addon(req.member, req.params.id, req.body.take === 1));
      return ok(result, result.taken ? '已选择换购' : '已取消换购');
    },
  );

  app.post(
    '/cart/batch_select',
    {
      schema: {
        tags,
        summary: '选中或取消选中（单个、店铺、全部）',
        body: selectCartBody,
        response: { 200: envelope(cartLinesUpdated) },
      },
    },
    async (req) => ok({ updated: unwrap(await cart.select(req.member.memberId, req.body.ids, req.body.is_selected === 1)) }),
  );

  app.post(
    '/cart/batch_delete',
    { schema: { tags, summary: '批量删除购物车商品', body: cartIdsBody, response: { 200: envelope(cartLinesDeleted) } } },
    async (req) => ok({ deleted: unwrap(await cart.batchDelete(req.member.memberId, req.body.ids)) }, '删除成功'),
  );
};
