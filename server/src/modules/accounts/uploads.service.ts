import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadView } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import type { UploadsRepository } from './uploads.repository.js';
import { looksExecutable, sniffType } from '../../shared/file-sniff.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Uploads per member per hour. */
const UPLOADS_PER_HOUR = 60;

export const uploadUrl = (id: string) => `/api/uploads/${id}`;

/**
 * Certificate files: type told by content, stored outside the web root under a random name, handed out only to the
 * member who uploaded them and to operators. The directory is created on first use.
 */
export class UploadsService {
  constructor(
    private readonly repo: UploadsRepository,
    private readonly limiter: RateLimiter,
    private readonly dir: string,
  ) {}

  async store(memberId: number, originalName: string, data: Buffer): Promise<Result<UploadView>> {
    if (data.length === 0) return failure('invalid', '请选择要上传的文件', 'file');
    if (data.length > MAX_UPLOAD_BYTES) return failure('invalid', '文件大小不能超过5MB', 'file');
    const type = sniffType(data);
    if (!type) {
      return failure(
        'invalid',
        looksExecutable(data) ? '文件内容为可执行程序，已拒绝上传；请上传JPG、PNG、WebP图片或PDF文件' : '仅支持JPG、PNG、WebP图片或PDF文件',
        'file',
      );
    }
    const rate = await this.limiter.hit(`upload:member:${memberId}`, UPLOADS_PER_HOUR, 3600);
    if (!rate.allowed) return failure('rate_limited', '上传过于频繁，请稍后再试');

    const id = crypto.randomUUID();
    const now = new Date();
    const relative = path.join(
      String(now.getUTCFullYear()),
      String(now.getUTCMonth() + 1).padStart(2, '0'),
      `${crypto.randomBytes(16).toString('hex')}.${type.ext}`,
    );
    const absolute = path.join(this.dir, relative);
    await fs.mkdir(path.dirname(absolute), { recursive: true, mode: 0o750 });
    await fs.writeFile(absolute, data, { flag: 'wx', mode: 0o640 });
    const name = path.basename(originalName.replace(/\\/g, '/')).slice(0, 100);
    await this.repo.insert({ id, memberId, storagePath: relative, mime: type.mime, size: data.length, originalName: name });
    return success({ id, url: uploadUrl(id), mime: type.mime, size: data.length, name });
  }

  /** The file if the caller owns it or is an operator; otherwise "not found", so ids of others tell nothing. */
  async open(
    id: string,
    who: { memberId: number | null; operator: boolean },
  ): Promise<Result<{ file: string; mime: string; size: number; name: string }>> {
    const row = /^[0-9a-f-]{36}$/.test(id) ? await this.repo.find(id) : null;
    if (!row || (!who.operator && row.memberId !== who.memberId)) return failure('not_found', '文件不存在');
    const file = path.resolve(this.dir, row.storagePath);
    if (!file.startsWith(path.resolve(this.dir) + path.sep)) return failure('not_found', '文件不存在');
    return success({ file, mime: row.mime, size: row.size, name: `${row.id}${path.extname(row.storagePath)}` });
  }

  ownedBy(memberId: number, ids: string[]) {
    return this.repo.ownedBy(memberId, ids);
  }

  /** The ids among these that are the member's own images (sniffed JPG/PNG/WebP; PDFs are not images). */
  imagesOwnedBy(memberId: number, ids: string[]) {
    return this.repo.ownedBy(memberId, ids, true);
  }
}
