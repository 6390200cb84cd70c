import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from './admin.service.js';

/**
 * Console accounts and their roles: the platform's operators (system area, 超级管理员 changes them; accounts without
 * a shop) and a shop's staff (员工, 店铺管理员: its own shop's accounts; another shop's is not found). Contract
 * endpoints.accountsConsole and endpoints.accountsMerchant.
 */
export const accountsConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { operators } = app.services;
    const e = at.kind === 'platform' ? endpoints.accountsConsole : endpoints.accountsMerchant;
    /** Whose accounts: the platform's (no shop) or the merchant's shop's. */
    const shopOf = (req: FastifyRequest) => at.shop(req) ?? null;
    const actor = (req: FastifyRequest) => operatorActor(req.operator);

    route(app, e.list, async (req) => ok(await operators.list(shopOf(req))));
    route(app, e.create, async (req) => ok(unwrap(await operators.create(actor(req), shopOf(req), req.body)), '已创建'));
    route(app, e.update, async (req) => ok(unwrap(await operators.update(actor(req), shopOf(req), req.params.id, req.body)), '已保存'));
    route(app, e.resetPassword, async (req) =>
      ok(unwrap(await operators.resetPassword(actor(req), shopOf(req), req.params.id, req.body.password)), '密码已重置'),
    );
  };
  return routes;
});
