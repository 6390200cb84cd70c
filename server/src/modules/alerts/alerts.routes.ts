import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';

/** 到货提醒 / 降价提醒 on the detail page (contract endpoints.alerts). */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { alerts } = app.services;
  const e = endpoints.alerts;

  route(app, e.mine, async (req) => ok(await alerts.mine(req.member.memberId, req.query.goods_id)));
  route(app, e.subscribe, async (req) => ok(unwrap(await alerts.subscribe(req.member.memberId, req.body)), '订阅成功，有变化时将通过站内消息通知您'));
  route(app, e.cancel, async (req) => ok(unwrap(await alerts.cancel(req.member.memberId, req.params.id)), '已取消提醒'));
};

/** Operator: stock and price changes (the events the alerts wait for; contract endpoints.alertsConsole). */
export const alertsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { alerts } = app.services;
  const e = endpoints.alertsConsole;

  route(app, e.restock, async (req) => ok(unwrap(await alerts.restock(req.operator, req.params.id, req.body)), '库存已更新'));
  route(app, e.reprice, async (req) => ok(unwrap(await alerts.reprice(req.operator, req.params.id, req.body.price)), '价格已更新'));
};
