import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, favoriteBody, favoriteCheckQuery, favoriteResult, favoritesPage, favoritesQuery } from '@yaocai/contract';
import { z } from 'zod';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { requireMember } from '../../core/http/member-access.js';

/** /star and the 收藏 buttons on lists, search and the detail page (spec §7 Favourites). */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { favorites, accounts } = app.services;
  const tags = ['favorites'];

  app.get(
    '/favorite',
    {
      schema: { tags, summary: '我的收藏（最新在前，价格与库存为当前值）', querystring: favoritesQuery, response: { 200: envelope(favoritesPage) } },
    },
    async (req) => {
      const memberId = requireMember(req);
      return ok(await favorites.page(memberId, await accounts.viewerOf(req.session, memberId), req.query));
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
    async (req) => ok(await favorites.check(requireMember(req), req.query.goods_ids)),
  );

  app.post(
    '/favorite',
    { schema: { tags, summary: '收藏商品（goods_ids，最多500个）', body: favoriteBody, response: { 200: envelope(favoriteResult) } } },
    async (req) => ok(unwrap(await favorites.add(requireMember(req), req.body.goods_ids)), '收藏成功'),
  );

  app.post(
    '/favorite/cancel',
    { schema: { tags, summary: '取消收藏（goods_ids）', body: favoriteBody, response: { 200: envelope(favoriteResult) } } },
    async (req) => ok(await favorites.cancel(requireMember(req), req.body.goods_ids), '取消收藏成功'),
  );
};
