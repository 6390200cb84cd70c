import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chinaFormat, GOODS_IMPORT_KIND_NAMES, GOODS_IMPORT_MAX_BYTES, goodsImportKindField } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { sendXlsx } from '../../core/http/file-reply.js';
import { invalidField, unwrap } from '../../core/http/errors.js';
import { inMemory, readFormWithFile } from '../../core/http/multipart.js';
import { forAudiences } from '../../core/http/audience.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/** China-time stamp for file names: 20261127-1130. */
const stamp = () => chinaFormat(Date.now(), 'YYYYMMDD-HHmm');

/**
 * Bulk goods files: template, dry run, import job and its progress, error report, export — the platform's (catalog
 * area, every shop) and a merchant's (/merchant/goods…, area 商品: its own goods, its own files; stock and prices).
 * All contract endpoints (goodsConsole / goodsMerchant .imports…): the upload is multipart, the templates, error
 * reports and exports are files.
 */
export const goodsImportConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { goodsImport } = app.services;
    const e = at.kind === 'platform' ? endpoints.goodsConsole : endpoints.goodsMerchant;

    route(app, e.importTemplate, async (req, reply) =>
      sendXlsx(
        reply,
        { asciiName: `goods-${req.query.kind}-template.xlsx`, name: `${GOODS_IMPORT_KIND_NAMES[req.query.kind]}导入模板.xlsx` },
        await goodsImport.template(req.query.kind),
      ),
    );

    route(app, e.imports, async (req) => ok(await goodsImport.recent(at.shop(req))));

    route(
      app,
      e.importUpload,
      async (req) => {
        const { fields, file } = await readFormWithFile(req, {
          maxBytes: GOODS_IMPORT_MAX_BYTES + 1,
          tooLarge: '导入文件不能超过5MB',
          schema: goodsImportKindField,
          receive: async (part, limit) => ({ data: await inMemory(part, limit), name: part.filename ?? '' }),
        });
        if (!file) throw invalidField('file', '请选择要导入的文件');
        const op = req.operator;
        const checked = unwrap(await goodsImport.check({ id: op.id, name: op.name }, fields.kind, file.name, file.data, at.shop(req)));
        return ok(checked, checked.error_rows ? `校验完成：${checked.error_rows}行有错误` : '校验通过');
      },
      { config: { costly: 'import' } },
    );

    route(app, e.importView, async (req) => ok(unwrap(await goodsImport.view(req.params.id, at.shop(req)))));

    route(app, e.importStart, async (req) =>
      ok(unwrap(await goodsImport.start(operatorActor(req.operator), req.params.id, at.shop(req))), '已开始导入'),
    );

    route(app, e.importCancel, async (req) =>
      ok(unwrap(await goodsImport.cancel(operatorActor(req.operator), req.params.id, at.shop(req))), '已取消'),
    );

    route(
      app,
      e.importErrors,
      async (req, reply) =>
        sendXlsx(
          reply,
          { asciiName: 'import-errors.xlsx', name: `导入错误报告-${stamp()}.xlsx` },
          unwrap(await goodsImport.errorReport(req.params.id, at.shop(req))),
        ),
      { config: { costly: 'report' } },
    );

    route(
      app,
      e.exportGoods,
      async (req, reply) => {
        const data = unwrap(await goodsImport.exportGoods(req.query, at.shop(req)));
        return sendXlsx(reply, { asciiName: 'goods-export.xlsx', name: `${req.query.name || '商品'}-${stamp()}.xlsx` }, data);
      },
      { config: { costly: 'report' } },
    );
  };
  return routes;
});
