import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { searchQuery } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** Search (spec §5, §7): keywords and type; response goods (suggestions), ads and data (the result page). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search, accounts, content } = app.services;
  const e = endpoints.search;
  const handler = async (req: { query: z.infer<typeof searchQuery>; session: { memberId: number | null; attached: unknown } }) =>
    ok(unwrap(await search.search(await accounts.viewerOf(req.session), req.query)));

  route(app, e.search, handler);
  route(app, e.page, handler);
  route(app, e.hotWords, async () => ok(await content.hotWords()));
};
