import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { z } from 'zod';
import {
  drawActivityView,
  drawAdView,
  drawIdParam,
  drawIdQuery,
  drawLatestView,
  drawRecordView,
  drawResultView,
  drawSimpleView,
  envelope,
  paged,
  pagingQuery,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/**
 * Lottery calls of spec §7. The draw itself changes prizes, stock and balances, so it is a POST (the CSRF origin
 * check covers it); the spec's reads stay GETs.
 */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lottery } = app.services;
  const tags = ['lottery'];

  app.get(
    '/draw/simple',
    { schema: { tags, summary: '抽奖弹窗：是否已参与（is_join）与剩余次数', querystring: drawIdQuery, response: { 200: envelope(drawSimpleView) } } },
    async (req) => ok(await lottery.simple(req.member.memberId, req.query.id)),
  );

  app.post(
    '/draw',
    { schema: { tags, summary: '抽奖一次（服务端决定奖品、库存与次数）', querystring: drawIdQuery, response: { 200: envelope(drawResultView) } } },
    async (req) => ok(unwrap(await lottery.draw(req.member.memberId, req.query.id))),
  );

  app.get(
    '/draw/record',
    { schema: { tags, summary: '我的抽奖记录', querystring: pagingQuery, response: { 200: envelope(paged(drawRecordView)) } } },
    async (req) => ok(await lottery.records(req.member.memberId, req.query)),
  );
};

/** The lottery's activity, latest winners and ads: open to guests. */
export const lotteryPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lottery } = app.services;
  const tags = ['lottery'];

  app.get(
    '/draw/:id/activity',
    { schema: { tags, summary: '抽奖活动与奖品', params: drawIdParam, response: { 200: envelope(drawActivityView) } } },
    async (req) => ok(unwrap(await lottery.activity(req.params.id))),
  );

  app.get(
    '/draw/new_record',
    { schema: { tags, summary: '最新中奖名单', querystring: drawIdQuery, response: { 200: envelope(z.array(drawLatestView)) } } },
    async (req) => ok(await lottery.latest(req.query.id)),
  );

  app.get('/draw/ads', { schema: { tags, summary: '抽奖弹窗广告', response: { 200: envelope(z.array(drawAdView)) } } }, async () =>
    ok(await lottery.ads()),
  );
};

/** Operator: prizes' odds and stock under /admin/api. */
export const lotteryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lottery } = app.services;
  const e = endpoints.lotteryConsole;

  route(app, e.list, async () => ok(await lottery.adminActivities()));
  route(app, e.prizes, async (req) => ok(unwrap(await lottery.adminPrizes(req.params.id))));
  route(app, e.setPrize, async (req) => ok(unwrap(await lottery.setPrize(req.operator, req.params.id, req.body)), '已保存'));
};
