import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chinaFormat,
  GOODS_IMPORT_KIND_NAMES,
  GOODS_IMPORT_MAX_BYTES,
  goodsExportQuery,
  goodsImportIdParam,
  goodsImportKindField,
} from '@yaocai/contract';
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
 * The records are contract endpoints (goodsConsole / goodsMerchant .imports…); the files and the upload are by hand.
 */
export const goodsImportConsoleRoutes = forAudiences((at) => {
  const routes: FastifyPluginAsyncZod = async (app) => {
    const { goodsImport } = app.services;
    const tags = at.tags;
    const e = at.kind === 'platform' ? endpoints.goodsConsole : endpoints.goodsMerchant;

    app.get(
      `${at.prefix}/goods/imports/template`,
      { schema: { tags, summary: '下载导入模板（.xlsx；kind：goods 商品资料、stock 库存与批号、prices 价格）', querystring: goodsImportKindField } },
      async (req, reply) =>
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

    app.get(
      `${at.prefix}/goods/imports/:id/errors`,
      { config: { costly: 'report' }, schema: { tags, summary: '下载错误报告（.xlsx：行号、错误原因和原始内容）', params: goodsImportIdParam } },
      async (req, reply) =>
        sendXlsx(
          reply,
          { asciiName: 'import-errors.xlsx', name: `导入错误报告-${stamp()}.xlsx` },
          unwrap(await goodsImport.errorReport(req.params.id, at.shop(req))),
        ),
    );

    app.get(
      `${at.prefix}/goods/export`,
      {
        config: { costly: 'report' },
        schema: { tags, summary: '按商品列表的筛选条件导出 Excel（导入模板的列，可修改后导入）', querystring: goodsExportQuery },
      },
      async (req, reply) => {
        const data = unwrap(await goodsImport.exportGoods(req.query, at.shop(req)));
        return sendXlsx(reply, { asciiName: 'goods-export.xlsx', name: `${req.query.name || '商品'}-${stamp()}.xlsx` }, data);
      },
    );
  };
  return routes;
});
