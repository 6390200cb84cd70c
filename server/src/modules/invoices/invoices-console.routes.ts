import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamOf, invoiceReissueBody, invoiceView } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { forAudiences } from '../../core/http/audience.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * An order's e-invoices in the console, re-issuing one with a corrected header (红冲 and issue again), and an invoice's
 * PDF — the platform's (orders area, every order) and a merchant's (订单: its own shop's orders, whose invoices are
 * issued under the shop's own name, tax number and 开票信息).
 */
export const invoicesConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { invoices } = app.services;
    const tags = at.tags;
    const orderParams = idParamOf('订单');

    app.get(
      `${at.prefix}/orders/:id/invoices`,
      {
        schema: {
          tags,
          summary: at.pick('订单的电子发票（含已作废）', '本店铺订单的电子发票（含已作废）'),
          params: orderParams,
          response: { 200: envelope(z.array(invoiceView)) },
        },
      },
      async (req) => ok(unwrap(await invoices.ofConsoleOrder(req.params.id, at.shop(req)))),
    );
    app.post(
      `${at.prefix}/orders/:id/invoices`,
      {
        schema: {
          tags,
          summary: at.pick(
            '开具或重开电子发票（原发票红冲作废，按当前实付净额重开）',
            '开具或重开本店铺订单的电子发票（原发票红冲作废，按当前实付净额重开）',
          ),
          params: orderParams,
          body: invoiceReissueBody,
          response: { 200: envelope(z.array(invoiceView)) },
        },
      },
      async (req) => ok(unwrap(await invoices.reissue(operatorActor(req.operator), req.params.id, req.body, at.shop(req))), '发票已开具'),
    );
    app.get(
      `${at.prefix}/invoices/:id/pdf`,
      { schema: { tags, summary: at.pick('电子发票 PDF', '本店铺电子发票 PDF'), params: idParamOf('发票') } },
      async (req, reply) => {
        const { file, name } = unwrap(await invoices.pdfForOperator(req.params.id, at.shop(req)));
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('cache-control', 'private, no-store');
        return file;
      },
    );
  };
  return routes;
});
