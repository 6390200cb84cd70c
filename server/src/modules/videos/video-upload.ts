import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { videoMetaBody, type VideoMetaBody } from '@yaocai/contract';
import { invalidField } from '../../core/http/errors.js';
import { readFormWithFile } from '../../core/http/multipart.js';
import type { StagedVideo } from './videos.service.js';

export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
const TOO_LARGE = '视频文件不能超过200MB';

/**
 * Reads the console's multipart upload: the text fields (validated like any form, 422 naming the field) and one
 * `file`, streamed to a temporary name in `dir` — never held in memory — with its first bytes kept for sniffing.
 * A file cut at the limit is removed and refused with 413; so is everything when the fields are bad.
 */
export async function receiveVideo(req: FastifyRequest, dir: string): Promise<{ meta: VideoMetaBody; staged: StagedVideo }> {
  await fs.promises.mkdir(dir, { recursive: true });
  const discard = (staged: StagedVideo) => fs.promises.rm(staged.tmpPath, { force: true });
  const { fields, file } = await readFormWithFile(req, {
    maxBytes: VIDEO_MAX_BYTES,
    tooLarge: TOO_LARGE,
    fieldSize: 4096,
    schema: videoMetaBody,
    discard,
    receive: async (part) => {
      const staged: StagedVideo = { tmpPath: path.join(dir, `.upload-${randomUUID()}`), head: Buffer.alloc(0) };
      const keepHead = new Transform({
        transform(chunk: Buffer, _enc, done) {
          if (staged.head.length < 16) staged.head = Buffer.concat([staged.head, chunk]).subarray(0, 16);
          done(null, chunk);
        },
      });
      try {
        await pipeline(part.file, keepHead, fs.createWriteStream(staged.tmpPath));
      } catch (err) {
        await discard(staged);
        throw err;
      }
      return staged;
    },
  });
  if (!file || file.head.length === 0) {
    if (file) await discard(file);
    throw invalidField('file', '请选择要上传的视频文件');
  }
  return { meta: fields, staged: file };
}
