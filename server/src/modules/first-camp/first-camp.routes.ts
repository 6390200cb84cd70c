import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstCampUploadBody } from '@yaocai/contract';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { userFileHeaders } from '../../core/http/file-reply.js';
import { invalidField, unwrap } from '../../core/http/errors.js';
import { inMemory, readFormWithFile } from '../../core/http/multipart.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';
import { sniffType } from '../../shared/file-sniff.js';
import type { DocumentFile } from './first-camp.service.js';

const MAX_BYTES = 10 * 1024 * 1024;

/** A document's file: an image inline, a PDF as an attachment, both sandboxed; never cached by a shared cache. */
function sendDocument(reply: FastifyReply, file: DocumentFile) {
  return userFileHeaders(reply, file)
    .header('cache-control', 'private, no-store')
    .send('body' in file ? file.body : fs.createReadStream(file.path));
}

/** 首营资料 for buyers: a shop's and a goods' lists (open; contract endpoints.firstCamp), the files (signed in: a member or a console account). */
export const firstCampPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { firstCamp } = app.services;
  route(app, endpoints.firstCamp.shop, async (req) => ok(unwrap(await firstCamp.ofShop(req.params.id))));
  route(app, endpoints.firstCamp.goods, async (req) => ok(unwrap(await firstCamp.ofGoods(req.params.id))));
};

export const firstCampFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { firstCamp } = app.services;
  route(app, endpoints.firstCamp.file, async (req, reply) => sendDocument(reply, unwrap(await firstCamp.open(req.params.id))));
};

/**
 * The shop's 首营资料 (merchant area 商品; contract endpoints.firstCampMerchant): its documents and its goods', uploaded
 * (image or PDF ≤10MB), removed, opened.
 */
export const merchantFirstCampRoutes: FastifyPluginAsyncZod = async (app) => {
  const { firstCamp } = app.services;
  const e = endpoints.firstCampMerchant;
  route(app, e.list, async (req) => ok(await firstCamp.page(req.merchant.shopId, req.query)));
  route(app, e.upload, async (req) => {
    const { fields, file } = await readFormWithFile(req, {
      maxBytes: MAX_BYTES,
      tooLarge: '文件大小不能超过10MB',
      schema: firstCampUploadBody,
      receive: async (part, limit) => {
        const data = await inMemory(part, limit);
        if (data.length === 0) return null;
        const type = sniffType(data);
        if (!type) throw invalidField('file', '首营资料仅支持 JPG、PNG、WebP 图片或 PDF');
        return { data, type };
      },
    });
    const op = req.operator;
    return ok(unwrap(await firstCamp.upload(operatorActor(op), req.merchant.shopId, fields, file)), '上传成功');
  });
  route(app, e.remove, async (req) => ok(unwrap(await firstCamp.remove(operatorActor(req.operator), req.merchant.shopId, req.params.id)), '已删除'));
  route(app, e.file, async (req, reply) => sendDocument(reply, unwrap(await firstCamp.open(req.params.id, req.merchant.shopId))));
};
