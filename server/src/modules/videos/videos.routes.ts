import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, videoList } from '@yaocai/contract';
import { ok } from '../../core/http/envelope.js';
import { unwrap } from '../../core/http/errors.js';
import { parseRange } from './videos.service.js';

/** GET /api/video/list: the /video page's categories and videos. */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { videos } = app.services;
  app.get('/video/list', { schema: { tags: ['videos'], summary: '视频专区：分类与视频', response: { 200: envelope(videoList) } } }, async () =>
    ok(await videos.list()),
  );
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
        params: z.object({ file: z.string().regex(/^\d{1,9}\.webm$/, { error: '视频不存在' }) }),
      },
    },
    async (req, reply) => {
      const id = Number(req.params.file.replace('.webm', ''));
      const file = unwrap(await videos.file(id));
      reply.header('accept-ranges', 'bytes').header('cache-control', 'public, max-age=86400').type(file.mime);
      const header = req.headers.range;
      if (!header) {
        await videos.countView(id);
        return reply.header('content-length', file.size).send(fs.createReadStream(file.path));
      }
      const range = parseRange(header, file.size);
      if (!range) return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      if (range.start === 0) await videos.countView(id);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(fs.createReadStream(file.path, { start: range.start, end: range.end }));
    },
  );
};
