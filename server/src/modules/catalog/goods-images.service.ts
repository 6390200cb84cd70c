import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { GOODS_IMAGE_MAX_BYTES, type GoodsImageView } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import { sniffType } from '../../shared/file-sniff.js';
import type { GoodsEditorRepository } from './goods-editor.repository.js';

const URL_RE = /^\/media\/goods-images\/([0-9a-f-]{36})\.(jpg|png|webp)$/;

/** The public address of an uploaded goods image: its id and the extension its bytes told. */
export const goodsImageUrl = (id: string, storagePath: string) => `/media/goods-images/${id}${path.extname(storagePath)}`;
/** The image id inside such an address (the edit form works with ids). */
export const goodsImageIdOf = (url: string) => URL_RE.exec(url)?.[1] ?? null;

/**
 * Goods photos uploaded in the console: JPG, PNG or WebP told by their bytes (never by name or header), at most 2 MB,
 * kept under a random name and served to everyone — they are the storefront's pictures. A goods names them by id.
 */
export class GoodsImagesService {
  constructor(
    private readonly repo: GoodsEditorRepository,
    private readonly dir: string,
  ) {}

  /** `label` names the picture in the refusal (商品图片, or 图片 for a banner's). */
  async store(operatorId: number, data: Buffer, label = '商品图片'): Promise<Result<GoodsImageView>> {
    if (data.length === 0) return failure('invalid', '请选择要上传的图片', 'file');
    if (data.length > GOODS_IMAGE_MAX_BYTES) return failure('invalid', '图片大小不能超过2MB', 'file');
    const type = sniffType(data);
    if (!type || type.ext === 'pdf') return failure('invalid', `${label}仅支持JPG、PNG或WebP格式`, 'file');
    const id = crypto.randomUUID();
    const now = new Date();
    const relative = path.join(String(now.getUTCFullYear()), `${crypto.randomBytes(16).toString('hex')}.${type.ext}`);
    const absolute = path.join(this.dir, relative);
    await fs.mkdir(path.dirname(absolute), { recursive: true, mode: 0o750 });
    await fs.writeFile(absolute, data, { flag: 'wx', mode: 0o640 });
    await this.repo.insertImage({ id, storagePath: relative, mime: type.mime, size: data.length, operatorId });
    return success({ id, url: goodsImageUrl(id, relative), size: data.length });
  }

  /** The file behind a public address, or not found (also when the extension does not match what was stored). */
  async open(file: string): Promise<Result<{ path: string; mime: string }>> {
    const m = /^([0-9a-f-]{36})\.(jpg|png|webp)$/.exec(file);
    const row = m ? await this.repo.image(m[1]!) : null;
    if (!row || path.extname(row.storage_path) !== `.${m![2]}`) return failure('not_found', '图片不存在');
    const absolute = path.resolve(this.dir, row.storage_path);
    if (!absolute.startsWith(path.resolve(this.dir) + path.sep)) return failure('not_found', '图片不存在');
    return success({ path: absolute, mime: row.mime });
  }

  /** The public address of each of these images that exists, by id (a bulk file's rows read at once). */
  async urlMap(ids: string[]): Promise<Map<string, string>> {
    return new Map((await this.repo.imagesByIds([...new Set(ids)])).map((r) => [r.id, goodsImageUrl(r.id, r.storage_path)]));
  }

  /** The public addresses of these images in the given order; null when one of them was never uploaded. */
  async urlsOf(ids: string[]): Promise<string[] | null> {
    const rows = new Map((await this.repo.imagesByIds(ids)).map((r) => [r.id, r.storage_path]));
    const urls = ids.map((id) => (rows.has(id) ? goodsImageUrl(id, rows.get(id)!) : null));
    return urls.every((u) => u !== null) ? (urls as string[]) : null;
  }
}
