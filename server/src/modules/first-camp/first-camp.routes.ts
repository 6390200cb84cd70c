import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  firstCampDocument,
  firstCampIdParam,
  firstCampShopParam,
  firstCampUploadBody,
  goodsFirstCamp,
  goodsIdParam,
  merchantFirstCampQuery,
  paged,
} from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { userFileHeaders } from '../../core/http/file-reply.js';
import { invalidField, unwrap } from '../../core/http/errors.js';
import { inMemory, readFormWithFile } from '../../core/http/multipart.js';
import { operatorActor } from '../../shared/actor.js';
import { sniffType } from '../../shared/file-sniff.js';
import type { DocumentFile } from './first-camp.service.js';

const tags = ['first-camp'];
const MAX_BYTES = 10 * 1024 * 1024;

/** A document's file: an image inline, a PDF as an attachment, both sandboxed; never cached by a shared cache. */
function sendDocument(reply: FastifyReply, file: DocumentFile) {
  return userFileHeaders(reply, file)
    .header('cache-control', 'private, no-store')
    .send('body' in file ? file.body : fs.createReadStream(file.path));
}

/** 首营资料 for buyers: a shop's and a goods' lists (open), the files (signed in: a member or a console account). */
export const firstCampPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { firstCamp } = app.services;
  app.get(
    '/shops/:id/first-camp',
    {
      schema: {
        tags,
        summary: '商家首营资料（企业证照与协议）',
        params: firstCampShopParam,
        response: { 200: envelope(z.array(firstCampDocument)) },
      },
    },
    async (req) => ok(unwrap(await firstCamp.ofShop(req.params.id))),
  );
  app.get(
    '/goods/:id/first-camp',
    { schema: { tags, summary: '商品首营资料（商品资料与所属商家的企业资料）', params: goodsIdParam, response: { 200: envelope(goodsFirstCamp) } } },
    async (req) => ok(unwrap(await firstCamp.ofGoods(req.params.id))),
  );
};

export const firstCampFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { firstCamp } = app.services;
  app.get('/first-camp/:id/file', { schema: { tags, summary: '下载首营资料文件（登录后）', params: firstCampIdParam } }, async (req, reply) =>
    sendDocument(reply, unwrap(await firstCamp.open(req.params.id))),
  );
};

/** The shop's 首营资料 (merchant area 商品): its documents and its goods', uploaded (image or PDF ≤10MB), removed, opened. */
export const merchantFirstCampRoutes: FastifyPluginAsyncZod = async (app) => {
  const { firstCamp } = app.services;
  const mtags = ['merchant'];
  app.get(
    '/merchant/first-camp',
    {
      schema: {
        tags: mtags,
        summary: '本店铺首营资料（企业资料或商品资料）',
        querystring: merchantFirstCampQuery,
        response: { 200: envelope(paged(firstCampDocument)) },
      },
    },
    async (req) => ok(await firstCamp.page(req.merchant.shopId, req.query)),
  );
  app.post(
    '/merchant/first-camp',
    {
      schema: {
        tags: mtags,
        summary: '上传首营资料（multipart：kind、title、goods_id（商品资料）、valid_until，file 为 JPG/PNG/WebP 或 PDF，≤10MB）',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(firstCampDocument) },
      },
    },
    async (req) => {
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
    },
  );
  app.delete(
    '/merchant/first-camp/:id',
    { schema: { tags: mtags, summary: '删除本店铺的首营资料', params: firstCampIdParam, response: { 200: envelope(z.object({ id: z.number() })) } } },
    async (req) => ok(unwrap(await firstCamp.remove(operatorActor(req.operator), req.merchant.shopId, req.params.id)), '已删除'),
  );
  app.get('/merchant/first-camp/:id/file', { schema: { tags: mtags, summary: '本店铺首营资料文件', params: firstCampIdParam } }, async (req, reply) =>
    sendDocument(reply, unwrap(await firstCamp.open(req.params.id, req.merchant.shopId))),
  );
};
