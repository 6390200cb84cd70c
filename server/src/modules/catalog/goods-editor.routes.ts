import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { userFileHeaders } from '../../core/http/file-reply.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { operatorActor } from '../../shared/actor.js';

/** The platform's goods editor (catalog area): create and edit publish at once (the form's reads: goods-console.routes.ts). */
export const goodsEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { goodsEditor } = app.services;
  const e = endpoints.goodsConsole;

  route(app, e.create, async (req) => ok(unwrap(await goodsEditor.create(operatorActor(req.operator), req.body)), '商品已创建'));
  route(app, e.update, async (req) => ok(unwrap(await goodsEditor.update(operatorActor(req.operator), req.params.id, req.body)), '保存成功'));
};

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
