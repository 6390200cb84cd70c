import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** Operator side of points under /admin/api: points orders (list, ship) and activity points. (contract endpoints.pointsConsole) */
export const pointsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { points } = app.services;
  const e = endpoints.pointsConsole;

  route(app, e.orders, async (req) => ok(await points.orders(undefined, req.query)));
  route(app, e.ship, async (req) => ok(unwrap(await points.ship(req.operator, req.params.id, req.body)), '发货成功'));
  route(app, e.award, async (req) => ok(unwrap(await points.award(req.operator, req.body)), '积分已发放'));
};
