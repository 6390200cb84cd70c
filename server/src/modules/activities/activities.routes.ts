import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { z } from 'zod';
import { activityCentreQuery, activityDetail, activityIdParam, activitySummary, activityTap, activityTapQuery, envelope } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

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
  const e = endpoints.activitiesConsole;

  route(app, e.list, async () => ok(await activities.adminList()));
  route(app, e.get, async (req) => ok(unwrap(await activities.adminView(req.params.id))));
  route(app, e.create, async (req) => ok(unwrap(await activities.save(req.operator, null, req.body)), '保存成功'));
  route(app, e.update, async (req) => ok(unwrap(await activities.save(req.operator, req.params.id, req.body)), '保存成功'));
};
