import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { qualityReportBody } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { USER_FILE_CSP, userFileHeaders } from '../../core/http/file-reply.js';
import { invalidField, unwrap } from '../../core/http/errors.js';
import { inMemory, readFormWithFile } from '../../core/http/multipart.js';
import { route } from '../../core/http/route.js';
import { sniffType } from '../../shared/file-sniff.js';
import type { ReportScan } from './goods-info.service.js';

const tags = ['catalog'];
const SCAN_MAX_BYTES = 5 * 1024 * 1024;

/** GET /api/goods/insert (说明书) and GET /api/goods/reports (质检报告 by goods, or by name and batch). */
export const goodsInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { goodsInfo } = app.services;
  const e = endpoints.catalog;
  route(app, e.insert, async (req) => ok(unwrap(await goodsInfo.insert(req.query.goods_id))));
  route(app, e.reports, async (req) => ok(await goodsInfo.reports(req.query)));
};

/** GET /media/report/{id}.{svg|jpg|png|webp|pdf}: one batch's report, drawn or as attached. */
export const qualityReportFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { goodsInfo } = app.services;
  app.get(
    '/report/:file',
    {
      schema: {
        tags,
        summary: '质检报告文件',
        params: z.object({ file: z.string().regex(/^\d{1,9}\.(svg|jpg|png|webp|pdf)$/, { error: '质检报告不存在' }) }),
      },
    },
    async (req, reply) => {
      const [id, ext] = req.params.file.split('.');
      const file = unwrap(await goodsInfo.reportFile(Number(id), ext!));
      reply.header('cache-control', 'public, max-age=3600');
      // A drawn report is ours, but drawn from typed fields: sandboxed like an uploaded scan all the same.
      if (file.kind === 'svg')
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', USER_FILE_CSP)
          .send(file.body);
      return userFileHeaders(reply, { mime: file.mime, name: `质检报告-${req.params.file}` }).send(fs.createReadStream(file.path));
    },
  );
};

/** The console's multipart: the report's fields, then an optional scan (JPG/PNG/WebP/PDF, told by its bytes, ≤5MB). */
export function receiveReport(req: FastifyRequest) {
  return readFormWithFile(req, {
    maxBytes: SCAN_MAX_BYTES,
    tooLarge: '文件大小不能超过5MB',
    schema: qualityReportBody,
    receive: async (part, limit): Promise<ReportScan | null> => {
      const data = await inMemory(part, limit);
      if (data.length === 0) return null;
      const type = sniffType(data);
      if (!type) throw invalidField('file', '质检报告仅支持 JPG、PNG、WebP 图片或 PDF');
      return { data, mime: type.mime };
    },
  });
}

/** Operator: a goods' 说明书 (its batches' reports: goods-console.routes.ts). */
export const goodsInfoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { goodsInfo } = app.services;
  route(app, endpoints.goodsConsole.saveInsert, async (req) =>
    ok(unwrap(await goodsInfo.saveInsert(req.operator.id, req.params.id, req.body)), '保存成功'),
  );
};
