import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, favoriteBody, favoriteCheckQuery, favoriteResult, favoritesPage, favoritesQuery } from '@yaocai/contract';
import { z } from 'zod';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** /star and the 收藏 buttons on lists, search and the detail page (spec §7 Favourites). */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { favorites } = app.services;
  const tags = ['favorites'];

  app.get(
    '/favorite',
    {
      schema: { tags, summary: '我的收藏（最新在前，价格与库存为当前值）', querystring: favoritesQuery, response: { 200: envelope(favoritesPage) } },
    },
    async (req) => {
      const memberId = req.member.memberId;
      return ok(await favorites.page(memberId, req.member, req.query));
    },
  );

  app.get(
    '/favorite/check',
    {
      schema: {
        tags,
        summary: '这些商品中已收藏的',
        querystring: favoriteCheckQuery,
        response: { 200: envelope(z.object({ goods_ids: z.array(z.number()) })) },
      },
    },
    async (req) => ok(await favorites.check(req.member.memberId, req.query.goods_ids)),
  );

  app.post(
    '/favorite',
    { schema: { tags, summary: '收藏商品（goods_ids，最多500个）', body: favoriteBody, response: { 200: envelope(favoriteResult) } } },
    async (req) => ok(unwrap(await favorites.add(req.member.memberId, req.body.goods_ids)), '收藏成功'),
  );

  app.post(
    '/favorite/cancel',
    { schema: { tags, summary: '取消收藏（goods_ids）', body: favoriteBody, response: { 200: envelope(favoriteResult) } } },
    async (req) => ok(await favorites.cancel(req.member.memberId, req.body.goods_ids), '取消收藏成功'),
  );
};
