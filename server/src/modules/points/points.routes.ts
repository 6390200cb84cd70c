import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** Points (balance and log), the points mall (/jfsc, /jfsc/details) and points orders (/jfdd; contract endpoints.points). */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { points } = app.services;
  const e = endpoints.points;
  route(app, e.summary, async (req) => ok(await points.summary(req.member.memberId)));
  route(app, e.log, async (req) => ok(await points.log(req.member.memberId, req.query)));
  route(app, e.exchange, async (req) => ok(unwrap(await points.exchange(req.member.memberId, req.body)), '兑换成功'));
  route(app, e.orders, async (req) => ok(await points.orders(req.member.memberId, req.query)));
  route(app, e.order, async (req) => ok(unwrap(await points.order(req.member.memberId, req.params.id))));
};

/** The points mall's goods: open to guests (a member also sees its own exchanges). */
export const pointsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { points } = app.services;
  const e = endpoints.points;
  route(app, e.goods, async (req) => ok(await points.goodsPage(req.query)));
  route(app, e.goodsDetail, async (req) => ok(unwrap(await points.goodsDetail(req.params.id, req.session?.memberId ?? null))));
};
