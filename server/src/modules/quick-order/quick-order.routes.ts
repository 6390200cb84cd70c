import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, QUICK_ORDER_MAX_BYTES, quickOrderMatchBody, quickOrderResult, quickOrderSheet } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { sendXlsx } from '../../core/http/file-reply.js';
import { invalidField, unwrap } from '../../core/http/errors.js';
import { readOneFile } from '../../core/http/multipart.js';
import { purchaseTemplate, readPurchaseFile } from './purchase-file.js';

/** /quickOrder: match purchase lines (pasted or from a sheet) to goods; the template to fill. */
export const quickOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quickOrder } = app.services;
  const tags = ['quick-order'];

  app.post(
    '/quick-order/match',
    {
      schema: {
        tags,
        summary: '匹配采购明细（最多200行：名称、批准文号/条形码、规格、厂家、数量）',
        body: quickOrderMatchBody,
        response: { 200: envelope(quickOrderResult) },
      },
    },
    async (req) => ok(await quickOrder.match(req.member, req.body.lines)),
  );

  app.post(
    '/quick-order/parse',
    {
      schema: {
        tags,
        summary: '读取采购单文件（multipart，字段 file；.xlsx 或 .csv，≤2MB）',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(quickOrderSheet) },
      },
    },
    async (req) => {
      const file = await readOneFile(req, { maxBytes: QUICK_ORDER_MAX_BYTES, tooLarge: '采购单文件不能超过2MB' });
      if (!file) throw invalidField('file', '请选择要上传的采购单');
      return ok(unwrap(await readPurchaseFile(file.data)), '读取成功');
    },
  );

  app.get('/quick-order/template', { schema: { tags, summary: '下载采购单模板（.xlsx）' } }, async (_req, reply) =>
    sendXlsx(
      reply,
      { asciiName: 'quick-order.xlsx', name: '药采快速下单模板.xlsx', cacheControl: 'private, max-age=3600' },
      await purchaseTemplate(),
    ),
  );
};
