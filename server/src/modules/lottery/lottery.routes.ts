import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/**
 * Lottery calls of spec §7 (contract endpoints.lottery). The draw itself changes prizes, stock and balances, so it is a
 * POST (the CSRF origin check covers it); the spec's reads stay GETs.
 */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lottery } = app.services;
  const e = endpoints.lottery;
  route(app, e.simple, async (req) => ok(await lottery.simple(req.member.memberId, req.query.id)));
  route(app, e.draw, async (req) => ok(unwrap(await lottery.draw(req.member.memberId, req.query.id))));
  route(app, e.records, async (req) => ok(await lottery.records(req.member.memberId, req.query)));
};

/** The lottery's activity, latest winners and ads: open to guests. */
export const lotteryPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lottery } = app.services;
  const e = endpoints.lottery;
  route(app, e.activity, async (req) => ok(unwrap(await lottery.activity(req.params.id))));
  route(app, e.latest, async (req) => ok(await lottery.latest(req.query.id)));
  route(app, e.ads, async () => ok(await lottery.ads()));
};

/** Operator: prizes' odds and stock under /admin/api. */
export const lotteryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lottery } = app.services;
  const e = endpoints.lotteryConsole;

  route(app, e.list, async () => ok(await lottery.adminActivities()));
  route(app, e.prizes, async (req) => ok(unwrap(await lottery.adminPrizes(req.params.id))));
  route(app, e.setPrize, async (req) => ok(unwrap(await lottery.setPrize(req.operator, req.params.id, req.body)), '已保存'));
};
