import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  drawActivityView,
  drawAdminRow,
  drawAdView,
  drawIdParam,
  drawIdQuery,
  drawLatestView,
  drawPrizeAdminView,
  drawPrizeIdParam,
  drawPrizeUpdateBody,
  drawRecordView,
  drawResultView,
  drawSimpleView,
  envelope,
  paged,
  pagingQuery,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

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
  const tags = ['admin'];

  app.get('/draws', { schema: { tags, summary: '抽奖活动列表（运营）', response: { 200: envelope(z.array(drawAdminRow)) } } }, async () =>
    ok(await lottery.adminActivities()),
  );

  app.get(
    '/draw/:id/prizes',
    { schema: { tags, summary: '抽奖活动的奖品（运营）', params: drawIdParam, response: { 200: envelope(z.array(drawPrizeAdminView)) } } },
    async (req) => {
      return ok(unwrap(await lottery.adminPrizes(req.params.id)));
    },
  );

  app.post(
    '/draw/prizes/:id',
    {
      schema: { tags, summary: '设置奖品中奖权重与库存', params: drawPrizeIdParam, body: drawPrizeUpdateBody, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      const op = req.operator;
      return ok(unwrap(await lottery.setPrize(op, req.params.id, req.body)), '已保存');
    },
  );
};
