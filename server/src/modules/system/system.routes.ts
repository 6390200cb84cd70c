import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: '健康检查（含数据库）',
        response: { 200: envelope(z.object({ status: z.string(), database: z.string() })), 503: z.unknown() },
      },
    },
    async (req, reply) => {
      try {
        await app.database.ping();
        return ok({ status: 'ok', database: app.database.kind });
      } catch (err) {
        req.log.error({ err }, 'health check failed');
        return reply.status(503).send({ code: 503, msg: '数据库不可用', data: null });
      }
    },
  );
};
