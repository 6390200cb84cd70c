import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { longRange } from '../../core/rate-limit/costly-calls.js';

/** The console's dashboard area (contract endpoints.dashboard). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.dashboard.overview, async (req) => ok(unwrap(await app.services.dashboard.overview(req.query))), {
    config: { costly: longRange },
  });
};
