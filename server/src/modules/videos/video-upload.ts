import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { videoMetaBody, type VideoMetaBody } from '@yaocai/contract';
import { HttpError, invalidField } from '../../core/http/errors.js';
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
  const fields: Record<string, string> = {};
  let staged: StagedVideo | null = null;
  const discard = async () => {
    if (staged) await fs.promises.rm(staged.tmpPath, { force: true });
  };
  try {
    for await (const part of req.parts({ limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || staged) {
        part.file.resume();
        continue;
      }
      const tmpPath = path.join(dir, `.upload-${randomUUID()}`);
      staged = { tmpPath, head: Buffer.alloc(0) };
      const current = staged;
      const keepHead = new Transform({
        transform(chunk: Buffer, _enc, done) {
          if (current.head.length < 16) current.head = Buffer.concat([current.head, chunk]).subarray(0, 16);
          done(null, chunk);
        },
      });
      await pipeline(part.file, keepHead, fs.createWriteStream(tmpPath));
      if (part.file.truncated) throw new HttpError(413, TOO_LARGE);
    }
  } catch (err) {
    await discard();
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
    throw err;
  }
  const parsed = videoMetaBody.safeParse(fields);
  if (!parsed.success) {
    await discard();
    const issue = parsed.error.issues[0]!;
    throw invalidField(String(issue.path[0] ?? 'file'), issue.message);
  }
  if (!staged || staged.head.length === 0) {
    await discard();
    throw invalidField('file', '请选择要上传的视频文件');
  }
  return { meta: parsed.data, staged };
}
