import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AdminVideo, VideoList, VideoMetaBody } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { VideoRow, VideosRepository } from './videos.repository.js';
import { sniffVideo } from './video-sniff.js';

export interface VideoFile {
  path: string;
  size: number;
  mime: string;
}

/** A file the console sent, written to a temporary name in the upload directory, not yet a video. */
export interface StagedVideo {
  tmpPath: string;
  head: Buffer;
}

const NOT_FOUND = '视频不存在';
const extOf = (mime: string) => (mime === 'video/mp4' ? 'mp4' : 'webm');

function item(r: VideoRow) {
  return {
    id: r.id,
    category: r.category,
    title: r.title,
    description: r.description,
    src: `/media/video/${r.id}.${extOf(r.mime)}`,
    duration: r.durationSeconds,
    views: r.views,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * /video: the videos by category, and each file for the player (with byte ranges, so it can seek and resume). The demo
 * clips are committed; operators upload theirs (WebM or MP4, told by the first bytes) into the upload directory.
 */
export class VideosService {
  constructor(
    private readonly repo: VideosRepository,
    private readonly demoDir: string,
    /** Where uploaded videos are kept (UPLOAD_DIR/videos). */
    readonly uploadDir: string,
  ) {}

  async list(): Promise<VideoList> {
    const rows = await this.repo.list();
    return { categories: [...new Set(rows.map((r) => r.category))], list: rows.map(item) };
  }

  async file(id: number, ext?: string): Promise<Result<VideoFile>> {
    const row = await this.repo.find(id);
    if (!row || (ext !== undefined && ext !== extOf(row.mime))) return failure('not_found', NOT_FOUND);
    const dir = path.resolve(row.storage === 'upload' ? this.uploadDir : this.demoDir);
    const file = path.resolve(dir, row.file);
    if (!file.startsWith(dir + path.sep)) return failure('not_found', NOT_FOUND);
    try {
      const stat = await fs.promises.stat(file);
      return success({ path: file, size: stat.size, mime: row.mime });
    } catch {
      return failure('not_found', '视频文件不存在');
    }
  }

  countView(id: number) {
    return this.repo.countView(id);
  }

  async adminList(): Promise<AdminVideo[]> {
    return (await this.repo.listAll()).map((r) => this.admin(r));
  }

  /** Keeps a staged upload as a video when it is one; the staged file is gone afterwards either way. */
  async create(operatorId: number, meta: VideoMetaBody, staged: StagedVideo): Promise<Result<AdminVideo>> {
    const type = sniffVideo(staged.head);
    if (!type) {
      await fs.promises.rm(staged.tmpPath, { force: true });
      return failure('invalid', '仅支持 WebM 或 MP4 格式的视频文件');
    }
    const name = `${randomUUID()}.${type.ext}`;
    await fs.promises.rename(staged.tmpPath, path.join(this.uploadDir, name));
    try {
      const row = await this.repo.insert({
        ...this.fields(meta),
        file: name,
        storage: 'upload',
        mime: type.mime,
        updatedBy: operatorId,
      });
      return success(this.admin(row));
    } catch (err) {
      await fs.promises.rm(path.join(this.uploadDir, name), { force: true });
      throw err;
    }
  }

  async update(operatorId: number, id: number, meta: VideoMetaBody): Promise<Result<AdminVideo>> {
    const row = await this.repo.update(id, { ...this.fields(meta), updatedBy: operatorId });
    return row ? success(this.admin(row)) : failure('not_found', NOT_FOUND);
  }

  private fields(meta: VideoMetaBody) {
    return {
      category: meta.category,
      title: meta.title,
      description: meta.description,
      durationSeconds: meta.duration,
      sort: meta.sort,
      published: meta.published === 1,
    };
  }

  private admin(r: VideoRow): AdminVideo {
    return { ...item(r), published: r.published ? 1 : 0, sort: r.sort, mime: r.mime, uploaded: r.storage === 'upload' ? 1 : 0 };
  }
}
/** `bytes=start-end`, `bytes=start-` or `bytes=-suffix` against a size; null when unsatisfiable or malformed. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}
