import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, invalidField } from './errors.js';

/** Size limit of a multipart upload and the Chinese message of the 413 that refuses a bigger file. */
export interface UploadLimit {
  maxBytes: number;
  tooLarge: string;
}

/** busboy may flag a cut-off file only as its stream ends, or raise it: either way the upload is refused with 413. */
function tooLargeFrom(err: unknown, limit: UploadLimit): unknown {
  return (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? new HttpError(413, limit.tooLarge) : err;
}

/** A file part read into memory; a file cut at the limit is refused, never kept. */
async function bufferOf(part: MultipartFile, limit: UploadLimit): Promise<Buffer> {
  const data = await part.toBuffer();
  if (part.file.truncated || data.length >= limit.maxBytes) throw new HttpError(413, limit.tooLarge);
  return data;
}

/** One file (field `file`) read into memory; null when none was sent. */
export async function readOneFile(req: FastifyRequest, limit: UploadLimit): Promise<{ data: Buffer; filename: string } | null> {
  try {
    const part = await req.file({ limits: { fileSize: limit.maxBytes } });
    if (!part) return null;
    return { data: await bufferOf(part, limit), filename: part.filename ?? '' };
  } catch (err) {
    throw tooLargeFrom(err, limit);
  }
}

/**
 * A form with one file (field `file`): every text field, validated with `schema` (422 naming the field), and the file
 * handed to `receive` as it streams — into memory or onto disk, as the caller chooses. Further files are drained and
 * ignored. When anything fails, `discard` undoes what `receive` kept before the error goes on.
 */
export async function readFormWithFile<S extends z.ZodTypeAny, F>(
  req: FastifyRequest,
  opts: UploadLimit & {
    schema: S;
    receive: (part: MultipartFile, limit: UploadLimit) => Promise<F>;
    discard?: (file: F) => Promise<void>;
    fieldSize?: number;
  },
): Promise<{ fields: z.infer<S>; file: F | null }> {
  const fields: Record<string, string> = {};
  let file: F | null = null;
  const fail = async (err: unknown) => {
    if (file !== null && opts.discard) await opts.discard(file);
    return err;
  };
  try {
    const limits = { fileSize: opts.maxBytes, files: 1, fields: 10, ...(opts.fieldSize ? { fieldSize: opts.fieldSize } : {}) };
    for await (const part of req.parts({ limits })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== 'file' || file !== null) {
        part.file.resume();
      } else {
        file = await opts.receive(part, opts);
        if (part.file.truncated) throw new HttpError(413, opts.tooLarge);
      }
    }
  } catch (err) {
    throw await fail(tooLargeFrom(err, opts));
  }
  const parsed = opts.schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw await fail(invalidField(String(issue.path[0] ?? 'file'), issue.message));
  }
  return { fields: parsed.data, file };
}

/** For `readFormWithFile`: the file read into memory (small scans and sheets). */
export const inMemory = (part: MultipartFile, limit: UploadLimit) => bufferOf(part, limit);
