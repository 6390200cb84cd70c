import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { notFound, unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** Goods lists, zones and product detail (spec §7 Goods; contract endpoints.catalog). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog, accounts } = app.services;
  const e = endpoints.catalog;
  const viewerOf = (req: { session: { memberId: number | null; attached: unknown } }) => accounts.viewerOf(req.session);

  route(app, e.list, async (req) => ok(unwrap(await catalog.list(await viewerOf(req), req.query))));
  route(app, e.facets, async (req) => ok(await catalog.facets(req.query)));
  route(app, e.detail, async (req) => ok(unwrap(await catalog.detail(await viewerOf(req), req.params.id))));
  route(app, e.related, async (req) => ok(unwrap(await catalog.related(await viewerOf(req), req.query.id, req.query.limit))));
  route(app, e.recentStat, async (req) => ok(unwrap(await catalog.recentStat(await viewerOf(req), req.query.id))));

  // Zone shortcuts of spec §7: controlled-sales goods (kx) and welfare goods (fl, 福利 — the /welfare zone).
  route(app, e.kxGoods, async (req) => ok(unwrap(await catalog.list(await viewerOf(req), { ...req.query, kx: '1' }))));
  route(app, e.welfareGoods, async (req) => ok(unwrap(await catalog.list(await viewerOf(req), { ...req.query, welfare: '1' }))));

  route(app, e.shop, async (req) => {
    const shop = await catalog.shop(req.query.id);
    if (!shop) throw notFound('商家不存在');
    return ok(shop);
  });
  route(app, e.floors, async (req) => ok(await catalog.floors(await viewerOf(req), req.params.id)));
  route(app, e.brand, async (req) => {
    const brand = await catalog.brand(req.params.id);
    if (!brand) throw notFound('品牌不存在');
    return ok(brand);
  });
  route(app, e.firstCamp, async (req) => ok(await catalog.firstCamp(req.query.page, req.query.page_size)));
  route(app, e.shops, async () => ok(await catalog.shops()));
  route(app, e.brands, async () => ok(await catalog.brands()));
};
