import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamOf, invoiceReissueBody, invoiceView } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { merchantShopOf, operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';

/**
 * The shop's e-invoices (merchant area 订单): issued under the shop's own name, tax number and 开票信息 when the buyer
 * confirms receipt; the shop sees an order's invoices, re-issues one with a corrected header (红冲 and issue again),
 * and downloads the PDF — of its own orders only.
 */
export const merchantInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invoices } = app.services;
  const tags = ['merchant'];
  const orderParams = idParamOf('订单');

  app.get(
    '/merchant/orders/:id/invoices',
    { schema: { tags, summary: '本店铺订单的电子发票（含已作废）', params: orderParams, response: { 200: envelope(z.array(invoiceView)) } } },
    async (req) => ok(unwrap(await invoices.ofShopOrder(req.params.id, merchantShopOf(req)))),
  );
  app.post(
    '/merchant/orders/:id/invoices',
    {
      schema: {
        tags,
        summary: '开具或重开本店铺订单的电子发票（原发票红冲作废，按当前实付净额重开）',
        params: orderParams,
        body: invoiceReissueBody,
        response: { 200: envelope(z.array(invoiceView)) },
      },
    },
    async (req) => ok(unwrap(await invoices.reissue(operatorActor(operatorOf(req)), req.params.id, req.body, merchantShopOf(req))), '发票已开具'),
  );
  app.get('/merchant/invoices/:id/pdf', { schema: { tags, summary: '本店铺电子发票 PDF', params: idParamOf('发票') } }, async (req, reply) => {
    const { file, name } = unwrap(await invoices.pdfForOperator(req.params.id, merchantShopOf(req)));
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store');
    return file;
  });
};
