import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminKxGroup, envelope, kxGroupBody, kxGroupIdParam } from '@yaocai/contract';
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

/** Operator: the 控销 groups and their goods (the console gives them screens). */
export const kxGroupsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kxGroups } = app.services;
  const admin = ['admin'];
  app.get('/kx-groups', { schema: { tags: admin, summary: '控销分组列表', response: { 200: envelope(z.array(adminKxGroup)) } } }, async () =>
    ok(await kxGroups.adminList()),
  );
  app.post(
    '/kx-groups',
    { schema: { tags: admin, summary: '新建控销分组', body: kxGroupBody, response: { 200: envelope(adminKxGroup) } } },
    async (req) => ok(unwrap(await kxGroups.save(req.operator, null, req.body)), '保存成功'),
  );
  app.put(
    '/kx-groups/:id',
    {
      schema: {
        tags: admin,
        summary: '修改控销分组（商品整体替换）',
        params: kxGroupIdParam,
        body: kxGroupBody,
        response: { 200: envelope(adminKxGroup) },
      },
    },
    async (req) => ok(unwrap(await kxGroups.save(req.operator, req.params.id, req.body)), '保存成功'),
  );
};
