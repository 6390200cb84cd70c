import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, gspSalesExportQuery, gspSalesPage, gspSalesQuery } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { sendXlsx } from '../../core/http/file-reply.js';
import { unwrap } from '../../core/http/errors.js';
import { longRange } from '../../core/rate-limit/costly-calls.js';

/** GSP 销售记录 in the console (orders area): search and export; there is no call that writes them. */
export const gspRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gspRecords } = app.services;
  const tags = ['admin'];

  app.get(
    '/gsp/sales',
    {
      config: { costly: longRange },
      schema: {
        tags,
        summary: 'GSP药品销售记录：按日期、商品、批号、购货单位查询（只读，不可修改或删除）',
        querystring: gspSalesQuery,
        response: { 200: envelope(gspSalesPage) },
      },
    },
    async (req) => ok(unwrap(await gspRecords.list(req.query))),
  );

  app.get(
    '/gsp/sales/export',
    { config: { costly: 'report' }, schema: { tags, summary: '导出GSP药品销售记录（.xlsx，全部法定栏目）', querystring: gspSalesExportQuery } },
    async (req, reply) => {
      const { data, from, to } = unwrap(await gspRecords.export(req.query));
      return sendXlsx(reply, { asciiName: `gsp-sales-${from}-${to}.xlsx`, name: `药品销售记录-${from}至${to}.xlsx` }, data);
    },
  );
};
