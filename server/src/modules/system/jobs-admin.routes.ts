import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/** The console's system area: the PostgreSQL job queue (order timeouts, messages, alerts, group buys…). */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobsAdmin } = app.services;
  const e = endpoints.consoleSystem;
  route(app, e.jobs, async (req) => ok(await jobsAdmin.list(req.query)));
  route(app, e.retryJob, async (req) => ok(unwrap(await jobsAdmin.retry(operatorActor(req.operator), req.params.id)), '已安排立即重试'));
};
