import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityBody,
  activityCentreQuery,
  activityDetail,
  activityIdParam,
  activitySummary,
  activityTap,
  activityTapQuery,
  adminActivityList,
  adminActivityView,
  envelope,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';

/** Activity pages for everyone (prices follow the viewer, as on every goods list). */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { activities, accounts } = app.services;
  const tags = ['activities'];

  app.get(
    '/activity/tap',
    { schema: { tags, summary: '活动链接：解析活动并计一次访问', querystring: activityTapQuery, response: { 200: envelope(activityTap) } } },
    async (req) => ok(unwrap(await activities.tap(req.query.url))),
  );

  app.get(
    '/activity/current',
    { schema: { tags, summary: '进行中与即将开始的活动', response: { 200: envelope(z.array(activitySummary)) } } },
    async () => ok(await activities.current()),
  );

  app.get(
    '/activity/centre',
    {
      schema: {
        tags,
        summary: '活动中心的活动（按给出的顺序）',
        querystring: activityCentreQuery,
        response: { 200: envelope(z.array(activitySummary)) },
      },
    },
    async (req) => ok(await activities.centre(req.query.ids)),
  );

  app.get(
    '/activity/:id',
    {
      schema: {
        tags,
        summary: '活动页：横幅、商品与优惠券版块（未开始时只有时间）',
        params: activityIdParam,
        response: { 200: envelope(activityDetail) },
      },
    },
    async (req) => ok(unwrap(await activities.detail(await accounts.viewerOf(req.session), req.params.id))),
  );
};

/** Operator: activity pages (the console gives them screens). */
export const activitiesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { activities } = app.services;
  const tags = ['admin'];

  app.get('/activities', { schema: { tags, summary: '活动列表', response: { 200: envelope(adminActivityList) } } }, async () =>
    ok(await activities.adminList()),
  );

  app.get(
    '/activities/:id',
    {
      schema: {
        tags,
        summary: '活动详情（编辑用，含版块内商品和优惠券名称）',
        params: activityIdParam,
        response: { 200: envelope(adminActivityView) },
      },
    },
    async (req) => ok(unwrap(await activities.adminView(req.params.id))),
  );

  app.post(
    '/activities',
    { schema: { tags, summary: '新建活动（含版块）', body: activityBody, response: { 200: envelope(activitySummary) } } },
    async (req) => ok(unwrap(await activities.save(req.operator, null, req.body)), '保存成功'),
  );

  app.put(
    '/activities/:id',
    {
      schema: {
        tags,
        summary: '修改活动（版块整体替换）',
        params: activityIdParam,
        body: activityBody,
        response: { 200: envelope(activitySummary) },
      },
    },
    async (req) => ok(unwrap(await activities.save(req.operator, req.params.id, req.body)), '保存成功'),
  );
};
