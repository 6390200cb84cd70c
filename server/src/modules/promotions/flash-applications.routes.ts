import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

const actor = (req: FastifyRequest) => operatorActor(req.operator);

/**
 * 秒杀申请: a merchant applies for a flash sale of its goods (营销) and may withdraw it while pending; the platform
 * (promotions area) approves or refuses it with a reason the merchant sees. Both list them, a merchant its own.
 * (contract endpoints.flashApplicationsConsole and flashApplicationsMerchant)
 */
export const flashApplicationsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { flashApplications: service } = app.services;

    if (at.kind === 'platform') {
      const e = endpoints.flashApplicationsConsole;
      route(app, e.list, async (req) => ok(await service.list(at.own(req, req.query))));
      route(app, e.approve, async (req) => ok(unwrap(await service.approve(actor(req), req.params.id)), '已通过，秒杀已创建'));
      route(app, e.refuse, async (req) => ok(unwrap(await service.reject(actor(req), req.params.id, req.body.reason)), '已拒绝'));
      return;
    }
    const e = endpoints.flashApplicationsMerchant;
    route(app, e.list, async (req) => ok(await service.list(at.own(req, req.query))));
    route(app, e.apply, async (req) => {
      const op = req.operator;
      return ok(unwrap(await service.apply({ ...operatorActor(op), operatorName: op.name }, req.merchant.shopId, req.body)), '已提交平台审核');
    });
    route(app, e.withdraw, async (req) => ok(unwrap(await service.withdraw(actor(req), req.merchant.shopId, req.params.id)), '已撤回'));
  };
  return routes;
});
