import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { userFileHeaders } from '../../core/http/file-reply.js';
import { unwrap } from '../../core/http/errors.js';
import { route } from '../../core/http/route.js';
import { receiveVideo } from './video-upload.js';
import { parseRange } from './videos.service.js';

/** GET /api/video/list: the /video page's categories and videos. */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { videos } = app.services;
  route(app, endpoints.videos.list, async () => ok(await videos.list()));
};

/** GET /media/video/{id}.webm: the file, with Range requests (206) so the player seeks without downloading it all. */
export const videoFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { videos } = app.services;
  app.get(
    '/video/:file',
    {
      schema: {
        tags: ['videos'],
        summary: '视频文件（支持 Range 分段请求）',
        params: z.object({ file: z.string().regex(/^\d{1,9}\.(webm|mp4)$/, { error: '视频不存在' }) }),
      },
    },
    async (req, reply) => {
      const [id, ext] = req.params.file.split('.');
      const file = unwrap(await videos.file(Number(id), ext));
      userFileHeaders(reply, { mime: file.mime, name: req.params.file })
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'public, max-age=86400');
      const header = req.headers.range;
      if (!header) {
        await videos.countView(Number(id));
        return reply.header('content-length', file.size).send(fs.createReadStream(file.path));
      }
      const range = parseRange(header, file.size);
      if (!range) return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      if (range.start === 0) await videos.countView(Number(id));
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(fs.createReadStream(file.path, { start: range.start, end: range.end }));
    },
  );
};

/** Operator: the videos of /video — upload (multipart, WebM or MP4 told by its bytes, ≤200MB), edit, hide. */
export const videosAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { videos } = app.services;
  const e = endpoints.videosConsole;
  route(app, e.list, async () => ok(await videos.adminList()));
  route(app, e.upload, async (req) => {
    const operator = req.operator;
    const { meta, staged } = await receiveVideo(req, videos.uploadDir);
    return ok(unwrap(await videos.create(operator.id, meta, staged)), '上传成功');
  });
  route(app, e.update, async (req) => ok(unwrap(await videos.update(req.operator.id, req.params.id, req.body)), '保存成功'));
};
