import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartIdsBody, cartState, cartTotal, envelope } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { requireMember } from '../accounts/access.js';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = app.services.cart;
  const tags = ['cart'];
  const security = [{ session: [] }];

  app.get('/cart/list', { schema: { tags, security, summary: '购物车列表（按店铺分组）', response: { 200: envelope(cartState) } } }, async (req) =>
    ok(await cart.list(requireMember(req))),
  );

  app.get('/cart/total', { schema: { tags, security, summary: '购物车商品行数', response: { 200: envelope(cartTotal) } } }, async (req) =>
    ok({ total: await cart.lineCount(requireMember(req)) }),
  );

  app.post(
    '/cart/batch_delete',
    { schema: { tags, security, summary: '批量删除购物车商品', body: cartIdsBody, response: { 200: envelope(z.object({ deleted: z.number() })) } } },
    async (req) => {
      const deleted = unwrap(await cart.batchDelete(requireMember(req), req.body.ids));
      return ok({ deleted }, '删除成功');
    },
  );
};
