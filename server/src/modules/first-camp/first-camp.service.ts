import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  FIRST_CAMP_KIND_NAMES,
  isGoodsDocumentKind,
  type FirstCampDocument,
  type FirstCampUploadBody,
  type GoodsFirstCamp,
  type MerchantFirstCampQuery,
} from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import { OTHER_SHOP_GOODS } from '../../shared/shop-scope.js';
import type { Sniffed } from '../../shared/file-sniff.js';
import type { FirstCampRepository, FirstCampRow } from './first-camp.repository.js';
import { isDrawnShopKind, licencePdf } from './licence-pdf.js';
import { goodsDocumentPdf, isDrawnGoodsKind } from './goods-document-pdf.js';

const MISSING = '首营资料不存在';

/** A document's bytes: a stored file, or a drawn one. */
export type DocumentFile = { mime: string; name: string } & ({ path: string } | { body: Buffer });

function view(r: FirstCampRow): FirstCampDocument {
  const { storage_path: _path, ...rest } = r;
  return { ...rest, kind_text: FIRST_CAMP_KIND_NAMES[r.kind], url: `/api/first-camp/${r.id}/file` };
}

/**
 * 首营资料: a merchant's documents of its shop and goods, kept as files (type sniffed from the bytes) with a row each;
 * buyers read the lists openly and open the files once signed in. Writes are audited; a file is removed with its row.
 */
export class FirstCampService {
  constructor(
    private readonly deps: {
      repo: FirstCampRepository;
      /** UPLOAD_DIR/first-camp. */
      dir: string;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  async ofShop(shopId: number): Promise<Result<FirstCampDocument[]>> {
    if (!(await this.deps.repo.shopExists(shopId))) return failure('not_found', '店铺不存在');
    return success((await this.deps.repo.ofShop(shopId)).map(view));
  }

  async ofGoods(goodsId: number): Promise<Result<GoodsFirstCamp>> {
    const g = await this.deps.repo.goodsShop(goodsId);
    if (!g) return failure('not_found', '商品不存在');
    const [mine, shop] = await Promise.all([this.deps.repo.ofGoods(goodsId), this.deps.repo.ofShop(g.shop_id)]);
    return success({ goods: mine.map(view), shop: shop.map(view) });
  }

  async page(shopId: number, q: MerchantFirstCampQuery) {
    const { list, total } = await this.deps.repo.page(shopId, q);
    return { list: list.map(view), total, page: q.page, page_size: q.page_size };
  }

  /** A merchant's upload: a goods document of its own goods only; the file is written first and removed on failure. */
  async upload(
    actor: Actor & { operatorId: number },
    shopId: number,
    b: FirstCampUploadBody,
    file: { data: Buffer; type: Sniffed } | null,
  ): Promise<Result<FirstCampDocument>> {
    if (!file) return failure('invalid', '请选择要上传的文件', 'file');
    if (b.goods_id !== undefined) {
      const g = await this.deps.repo.goodsShop(b.goods_id);
      if (!g) return failure('invalid', '商品不存在', 'goods_id');
      if (g.shop_id !== shopId) return failure('forbidden', OTHER_SHOP_GOODS, 'goods_id');
    }
    const relative = path.join(String(shopId), `${randomBytes(16).toString('hex')}.${file.type.ext}`);
    const absolute = path.join(this.deps.dir, relative);
    await fs.mkdir(path.dirname(absolute), { recursive: true, mode: 0o750 });
    await fs.writeFile(absolute, file.data, { mode: 0o640 });
    try {
      const id = await this.deps.repo.transaction(async (tx) => {
        const id = await this.deps.repo.insert(tx, {
          shopId,
          goodsId: isGoodsDocumentKind(b.kind) ? b.goods_id! : null,
          kind: b.kind,
          title: b.title,
          validUntil: b.valid_until ?? null,
          storagePath: relative,
          mime: file.type.mime,
          size: file.data.length,
          uploadedBy: actor.operatorId,
        });
        await this.deps.audit(tx, actor, {
          action: 'first_camp.upload',
          targetId: id,
          detail: { shop: shopId, goods: b.goods_id ?? null, kind: b.kind, title: b.title },
        });
        return id;
      });
      return success(view((await this.deps.repo.one(id))!));
    } catch (err) {
      await fs.rm(absolute, { force: true });
      throw err;
    }
  }

  async remove(actor: Actor, shopId: number, id: number): Promise<Result<{ id: number }>> {
    const removed = await this.deps.repo.transaction(async (tx) => {
      const p = await this.deps.repo.remove(tx, id, shopId);
      if (p) await this.deps.audit(tx, actor, { action: 'first_camp.remove', targetId: id, detail: { shop: shopId } });
      return p;
    });
    if (!removed) return failure('not_found', MISSING);
    await fs.rm(path.join(this.deps.dir, removed), { force: true });
    return success({ id });
  }

  /**
   * The file of a document (`shop`: a merchant's own only), kept inside the documents' directory; a demo document (no
   * stored file) is drawn from its shop's or its goods' facts.
   */
  async open(id: number, shop?: number): Promise<Result<DocumentFile>> {
    const r = await this.deps.repo.one(id);
    if (!r || (shop !== undefined && r.shop_id !== shop)) return failure('not_found', MISSING);
    if (r.storage_path === '') {
      const body = await this.drawn(r);
      return body ? success({ body, mime: 'application/pdf', name: `${r.title}.pdf` }) : failure('not_found', MISSING);
    }
    const dir = path.resolve(this.deps.dir);
    const absolute = path.resolve(dir, r.storage_path);
    if (!absolute.startsWith(dir + path.sep)) return failure('not_found', MISSING);
    try {
      await fs.access(absolute);
    } catch {
      return failure('not_found', MISSING);
    }
    return success({ path: absolute, mime: r.mime, name: `${r.title}.${path.extname(r.storage_path).slice(1)}` });
  }

  /** A demo document drawn from what the platform holds of its shop or goods (null: not a kind the demo draws). */
  private async drawn(r: FirstCampRow): Promise<Buffer | null> {
    if (r.goods_id === null && isDrawnShopKind(r.kind)) {
      const facts = await this.deps.repo.shopFacts(r.shop_id);
      return facts && licencePdf({ ...facts, kind: r.kind, validUntil: r.valid_until });
    }
    if (r.goods_id !== null && isDrawnGoodsKind(r.kind)) {
      const facts = await this.deps.repo.goodsFacts(r.goods_id);
      return facts && goodsDocumentPdf({ ...facts, kind: r.kind, validUntil: r.valid_until });
    }
    return null;
  }
}
