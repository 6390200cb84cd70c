import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** GET /api/goods/kx/groups and /api/goods/kx/groups/{url}: the 控销 groups (their goods: /api/goods/kx?kx_group=). */
export const kxGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kxGroups } = app.services;
  const e = endpoints.catalog;
  route(app, e.kxGroups, async () => ok(await kxGroups.list()));
  route(app, e.kxGroup, async (req) => ok(unwrap(await kxGroups.view(req.params.url))));
};

/** Operator: the 控销 groups and their goods (contract endpoints.catalogReference; the console gives them screens). */
export const kxGroupsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kxGroups } = app.services;
  const e = endpoints.catalogReference;
  route(app, e.kxGroups, async () => ok(await kxGroups.adminList()));
  route(app, e.createKxGroup, async (req) => ok(unwrap(await kxGroups.save(req.operator, null, req.body)), '保存成功'));
  route(app, e.updateKxGroup, async (req) => ok(unwrap(await kxGroups.save(req.operator, req.params.id, req.body)), '保存成功'));
};
