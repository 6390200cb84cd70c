import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, hotWord, searchQuery, searchResult } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** Search (spec §5, §7): keywords and type; response goods (suggestions), ads and data (the result page). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search, accounts, content } = app.services;
  const tags = ['search'];
  const handler = async (req: { query: z.infer<typeof searchQuery>; session: { memberId: number | null; attached: unknown } }) =>
    ok(unwrap(await search.search(await accounts.viewerOf(req.session), req.query)));

  app.get(
    '/goods/search',
    { schema: { tags, summary: '搜索（下拉建议 + 结果）', querystring: searchQuery, response: { 200: envelope(searchResult) } } },
    handler,
  );
  app.get(
    '/goods/search-new',
    { schema: { tags, summary: '搜索结果页', querystring: searchQuery, response: { 200: envelope(searchResult) } } },
    handler,
  );
  app.get('/goods/hot', { schema: { tags, summary: '热门搜索词', response: { 200: envelope(z.array(hotWord)) } } }, async () =>
    ok(await content.hotWords()),
  );
};
