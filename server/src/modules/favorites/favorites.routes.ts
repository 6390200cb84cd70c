import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** /star and the 收藏 buttons on lists, search and the detail page (spec §7 Favourites; contract endpoints.favorites). */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { favorites } = app.services;
  const e = endpoints.favorites;

  route(app, e.list, async (req) => ok(await favorites.page(req.member.memberId, req.member, req.query)));
  route(app, e.check, async (req) => ok(await favorites.check(req.member.memberId, req.query.goods_ids)));
  route(app, e.add, async (req) => ok(unwrap(await favorites.add(req.member.memberId, req.body.goods_ids)), '收藏成功'));
  route(app, e.cancel, async (req) => ok(await favorites.cancel(req.member.memberId, req.body.goods_ids), '取消收藏成功'));
};
