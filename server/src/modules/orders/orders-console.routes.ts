import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorMay } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';

/**
 * The order queue for the platform (orders area, every shop) and a merchant (订单: its own shop's orders, 财务 reads):
 * list, counts, one, ship (partial by line, a 随货同行单 per parcel), after-sales and their decisions (contract
 * endpoints.ordersConsole and ordersMerchant; the 随货同行单 is a PDF, not an endpoint).
 */
export const ordersConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { orders, fulfilment } = app.services;
    const e = at.kind === 'platform' ? endpoints.ordersConsole : endpoints.ordersMerchant;

    route(app, e.list, async (req) => ok(await orders.adminList(at.own(req, req.query))));
    route(app, e.counts, async (req) => ok(await orders.adminCounts(at.shop(req))));
    route(app, e.detail, async (req) => ok(unwrap(await orders.adminDetail(req.params.id, at.shop(req)))));
    route(app, e.ship, async (req) => ok(unwrap(await fulfilment.ship(req.operator, req.params.id, req.body, at.shop(req))), '发货成功'));

    route(app, e.deliveryNote, async (req, reply) => {
      const { file, name } = unwrap(await fulfilment.deliveryNote(req.params.id, at.shop(req)));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(file);
    });

    route(app, e.afterSales, async (req) => ok(await orders.adminAfterSales(req.query, at.shop(req))));
    route(app, e.decideAfterSale, async (req) => {
      const op = req.operator;
      // The platform's requests that pay back are 财务's; a merchant's account decides all of its shop's.
      const may = at.kind === 'platform' ? { refunds: operatorMay(op.role, 'finance', true), others: true } : undefined;
      return ok(unwrap(await fulfilment.decide(op, req.params.id, req.body, at.shop(req), may)), '已处理');
    });
  };
  return routes;
});
