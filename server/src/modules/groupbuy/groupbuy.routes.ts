import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** /ptzq: running campaigns and one campaign, open to guests (prices follow the viewer; contract endpoints.groupbuy). */
export const groupBuyPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { groupBuy, accounts } = app.services;
  const e = endpoints.groupbuy;
  route(app, e.list, async (req) => ok(await groupBuy.list(await accounts.viewerOf(req.session), req.query)));
  route(app, e.detail, async (req) => ok(unwrap(await groupBuy.detail(await accounts.viewerOf(req.session), req.params.id))));
};

/** Joining and the member's own group buys. Joining commits to an order when the group forms: it needs the e-contract. */
export const groupBuyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { groupBuy } = app.services;
  const e = endpoints.groupbuy;
  route(app, e.join, async (req) => {
    const result = unwrap(await groupBuy.join(req.member, req.body));
    return ok(result, result.formed ? '拼团成功，订单已生成，请尽快支付' : '参团成功，等待成团');
  });
  route(app, e.mine, async (req) => ok(await groupBuy.mine(req.member.memberId, req.query)));
};

/** Operator: campaigns under /admin/api. */
export const groupBuyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { groupBuyAdmin } = app.services;
  const e = endpoints.groupBuyConsole;

  route(app, e.list, async (req) => ok(await groupBuyAdmin.list(req.query)));
  route(app, e.create, async (req) => ok(unwrap(await groupBuyAdmin.create(req.operator, req.body)), '已创建'));
  route(app, e.update, async (req) => ok(unwrap(await groupBuyAdmin.update(req.operator, req.params.id, req.body)), '已保存'));
  route(app, e.end, async (req) => ok(unwrap(await groupBuyAdmin.end(req.operator, req.params.id)), '活动已结束'));
};
