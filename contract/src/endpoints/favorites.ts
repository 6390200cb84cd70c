import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { favoriteBody, favoriteCheckQuery, favoriteResult, favoritesPage, favoritesQuery } from '../self-service.js';

/** /star and the 收藏 buttons on lists, search and the detail page (spec §7 Favourites). */
const tags = ['favorites'];

export const favoritesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/favorite',
    tags,
    summary: '我的收藏（最新在前，价格与库存为当前值）',
    query: favoritesQuery,
    response: favoritesPage,
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/api/favorite/check',
    tags,
    summary: '这些商品中已收藏的',
    query: favoriteCheckQuery,
    response: z.object({ goods_ids: z.array(z.number()) }),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/favorite',
    tags,
    summary: '收藏商品（goods_ids，最多500个）',
    body: favoriteBody,
    response: favoriteResult,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/favorite/cancel',
    tags,
    summary: '取消收藏（goods_ids）',
    body: favoriteBody,
    response: favoriteResult,
  }),
};
