import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * An order's e-invoices in the console, re-issuing one with a corrected header (红冲 and issue again), and an invoice's
 * PDF — the platform's (orders area, every order) and a merchant's (订单: its own shop's orders, whose invoices are
 * issued under the shop's own name, tax number and 开票信息). (contract endpoints.ordersConsole / ordersMerchant
 * .invoices, .reissueInvoice and .invoicePdf, a file)
 */
export const invoicesConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { invoices } = app.services;
    const e = at.kind === 'platform' ? endpoints.ordersConsole : endpoints.ordersMerchant;

    route(app, e.invoices, async (req) => ok(unwrap(await invoices.ofConsoleOrder(req.params.id, at.shop(req)))));
    route(app, e.reissueInvoice, async (req) =>
      ok(unwrap(await invoices.reissue(operatorActor(req.operator), req.params.id, req.body, at.shop(req))), '发票已开具'),
    );
    route(app, e.invoicePdf, async (req, reply) => {
      const { file, name } = unwrap(await invoices.pdfForOperator(req.params.id, at.shop(req)));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(file);
    });
  };
  return routes;
});
