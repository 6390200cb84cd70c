import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminJobPage, adminJobsQuery, envelope, jobIdParam } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { operatorActor } from '../../shared/actor.js';

/** The console's system area: the PostgreSQL job queue (order timeouts, messages, alerts, group buys…). */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobsAdmin } = app.services;
  const tags = ['admin'];
  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: '任务队列：按状态与队列查看（等待、执行中、失败待重试、已完成）',
        querystring: adminJobsQuery,
        response: { 200: envelope(adminJobPage) },
      },
    },
    async (req) => ok(await jobsAdmin.list(req.query)),
  );
  app.post(
    '/jobs/:id/retry',
    { schema: { tags, summary: '立即重试失败的任务', params: jobIdParam, response: { 200: envelope(z.object({ id: z.number() })) } } },
    async (req) => ok(unwrap(await jobsAdmin.retry(operatorActor(req.operator), req.params.id)), '已安排立即重试'),
  );
};
