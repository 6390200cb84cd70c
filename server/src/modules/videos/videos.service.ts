import fs from 'node:fs';
import path from 'node:path';
import type { VideoList } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { VideosRepository } from './videos.repository.js';

export interface VideoFile {
  path: string;
  size: number;
  mime: string;
}

/** /video: the videos by category, and each file for the player (with byte ranges, so it can seek and resume). */
export class VideosService {
  constructor(
    private readonly repo: VideosRepository,
    private readonly dir: string,
  ) {}

  async list(): Promise<VideoList> {
    const rows = await this.repo.list();
    const categories = [...new Set(rows.map((r) => r.category))];
    return {
      categories,
      list: rows.map((r) => ({
        id: r.id,
        category: r.category,
        title: r.title,
        description: r.description,
        src: `/media/video/${r.id}.webm`,
        duration: r.durationSeconds,
        views: r.views,
        created_at: r.createdAt.toISOString(),
      })),
    };
  }

  async file(id: number): Promise<Result<VideoFile>> {
    const row = await this.repo.find(id);
    if (!row) return failure('not_found', '视频不存在');
    const file = path.resolve(this.dir, row.file);
    if (!file.startsWith(path.resolve(this.dir) + path.sep)) return failure('not_found', '视频不存在');
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
