import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { sendXlsx } from '../../core/http/file-reply.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { longRange } from '../../core/rate-limit/costly-calls.js';

/** GSP 销售记录 in the console (orders area): search and export (contract endpoints.gspRecords); nothing writes them. */
export const gspRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gspRecords } = app.services;

  route(app, endpoints.gspRecords.sales, async (req) => ok(unwrap(await gspRecords.list(req.query))), { config: { costly: longRange } });

  route(
    app,
    endpoints.gspRecords.salesExport,
    async (req, reply) => {
      const { data, from, to } = unwrap(await gspRecords.export(req.query));
      return sendXlsx(reply, { asciiName: `gsp-sales-${from}-${to}.xlsx`, name: `药品销售记录-${from}至${to}.xlsx` }, data);
    },
    { config: { costly: 'report' } },
  );
};
