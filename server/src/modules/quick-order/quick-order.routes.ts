import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUICK_ORDER_MAX_BYTES } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { sendXlsx } from '../../core/http/file-reply.js';
import { invalidField, unwrap } from '../../core/http/errors.js';
import { readOneFile } from '../../core/http/multipart.js';
import { route } from '../../core/http/route.js';
import { purchaseTemplate, readPurchaseFile } from './purchase-file.js';

/** /quickOrder: match purchase lines (pasted or from a sheet) to goods, and the template to fill (a file; contract endpoints.quickOrder). */
export const quickOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quickOrder } = app.services;
  const e = endpoints.quickOrder;

  route(app, e.match, async (req) => ok(await quickOrder.match(req.member, req.body.lines)));
  route(app, e.parse, async (req) => {
    const file = await readOneFile(req, { maxBytes: QUICK_ORDER_MAX_BYTES, tooLarge: '采购单文件不能超过2MB' });
    if (!file) throw invalidField('file', '请选择要上传的采购单');
    return ok(unwrap(await readPurchaseFile(file.data)), '读取成功');
  });

  route(app, e.template, async (_req, reply) =>
    sendXlsx(
      reply,
      { asciiName: 'quick-order.xlsx', name: '药采快速下单模板.xlsx', cacheControl: 'private, max-age=3600' },
      await purchaseTemplate(),
    ),
  );
};
