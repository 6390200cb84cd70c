import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, GOODS_IMAGE_MAX_BYTES, goodsEditView, goodsFormBody, goodsFormOptions, goodsIdParam, goodsImageView } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { userFileHeaders } from '../../core/http/file-reply.js';
import { invalidField, unwrap } from '../../core/http/errors.js';
import { readOneFile } from '../../core/http/multipart.js';
import { operatorOf } from '../../core/http/route-scopes.js';
import { operatorActor } from '../../shared/actor.js';
import type { GoodsImagesService } from './goods-images.service.js';

/** The console's goods editor (catalog area): the form's choices, one goods, create, edit, and image upload. */
export const goodsEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { goodsEditor, goodsImages } = app.services;
  const tags = ['admin'];

  app.get(
    '/goods/options',
    { schema: { tags, summary: '商品表单的选项：末级分类、品牌、店铺与仓库、经营范围、标签', response: { 200: envelope(goodsFormOptions) } } },
    async () => ok(await goodsEditor.options()),
  );

  app.get(
    '/goods/:id',
    { schema: { tags, summary: '商品详情（编辑用）', params: goodsIdParam, response: { 200: envelope(goodsEditView) } } },
    async (req) => ok(unwrap(await goodsEditor.view(req.params.id))),
  );

  app.post(
    '/goods',
    {
      schema: {
        tags,
        summary: '新建商品（全部药品字段、批号与各仓库存、价格、阶梯价、标签、专区、图片；禁售类别拒绝保存）',
        body: goodsFormBody,
        response: { 200: envelope(goodsEditView) },
      },
    },
    async (req) => ok(unwrap(await goodsEditor.create(operatorActor(operatorOf(req)), req.body)), '商品已创建'),
  );

  app.put(
    '/goods/:id',
    {
      schema: { tags, summary: '修改商品', params: goodsIdParam, body: goodsFormBody, response: { 200: envelope(goodsEditView) } },
    },
    async (req) => ok(unwrap(await goodsEditor.update(operatorActor(operatorOf(req)), req.params.id, req.body)), '保存成功'),
  );

  app.post(
    '/goods/images',
    {
      schema: {
        tags,
        summary: '上传商品图片（multipart，字段 file；JPG/PNG/WebP，≤2MB）',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(goodsImageView) },
      },
    },
    (req) => uploadGoodsImage(req, goodsImages),
  );
};

/** POST …/goods/images (the platform's and a merchant's): one sniffed, size-checked photo, kept for the uploader. */
export async function uploadGoodsImage(req: FastifyRequest, goodsImages: GoodsImagesService) {
  const file = await readOneFile(req, { maxBytes: GOODS_IMAGE_MAX_BYTES + 1, tooLarge: '图片大小不能超过2MB' });
  if (!file) throw invalidField('file', '请选择要上传的图片');
  return ok(unwrap(await goodsImages.store(operatorOf(req).id, file.data)), '上传成功');
}

/** Uploaded goods photos, open to everyone (they are the storefront's pictures); content never changes under an id. */
export const goodsImageFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { goodsImages } = app.services;
  app.get(
    '/goods-images/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: '商品图片',
        params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp)$/, { error: '图片不存在' }) }),
      },
    },
    async (req, reply) => {
      const file = unwrap(await goodsImages.open(req.params.file));
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return userFileHeaders(reply, { mime: file.mime, name: req.params.file }).send(fs.createReadStream(file.path));
    },
  );
};
