import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GOODS_ZONES } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/** The platform's catalog area: zone membership (the goods list and shelf are goods-console.routes.ts). */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogAdmin } = app.services;

  route(app, endpoints.goodsConsole.setZone, async (req) => {
    const result = unwrap(await catalogAdmin.setZone(operatorActor(req.operator), req.body));
    return ok(result, `${req.body.member === 'in' ? '已加入' : '已移出'}${GOODS_ZONES[req.body.zone]}专区`);
  });
};
