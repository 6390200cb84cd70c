import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import {
  envelope,
  groupBuyDetail,
  groupBuyIdParam,
  groupBuyListQuery,
  groupBuyPage,
  joinGroupBuyBody,
  joinGroupBuyResult,
  myGroupBuysQuery,
  myGroupBuyPage,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

const tags = ['groupbuy'];

/** /ptzq: running campaigns and one campaign, open to guests (prices follow the viewer). */
export const groupBuyPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { groupBuy, accounts } = app.services;

  app.get(
    '/groupbuy',
    {
      schema: { tags, summary: '拼团专区：进行中的拼团活动及其未满的团', querystring: groupBuyListQuery, response: { 200: envelope(groupBuyPage) } },
    },
    async (req) => ok(await groupBuy.list(await accounts.viewerOf(req.session), req.query)),
  );

  app.get(
    '/groupbuy/:id',
    { schema: { tags, summary: '拼团活动详情', params: groupBuyIdParam, response: { 200: envelope(groupBuyDetail) } } },
    async (req) => ok(unwrap(await groupBuy.detail(await accounts.viewerOf(req.session), req.params.id))),
  );
};

/** Joining and the member's own group buys. Joining commits to an order when the group forms: it needs the e-contract. */
export const groupBuyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { groupBuy } = app.services;

  app.post(
    '/groupbuy/join',
    {
      schema: {
        tags,
        summary: '参团或发起拼团（不预占库存、不扣款；成团时按拼团价生成待付款订单）',
        body: joinGroupBuyBody,
        response: { 200: envelope(joinGroupBuyResult) },
      },
    },
    async (req) => {
      const result = unwrap(await groupBuy.join(req.member, req.body));
      return ok(result, result.formed ? '拼团成功，订单已生成，请尽快支付' : '参团成功，等待成团');
    },
  );

  app.get(
    '/groupbuy/mine',
    { schema: { tags, summary: '我的拼团', querystring: myGroupBuysQuery, response: { 200: envelope(myGroupBuyPage) } } },
    async (req) => ok(await groupBuy.mine(req.member.memberId, req.query)),
  );
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
