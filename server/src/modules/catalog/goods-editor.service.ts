import { statedStocks } from './batches/stated-stock.js';
import type { BatchService } from './batches/batches.service.js';
import type { GoodsEditView, GoodsFormBody, GoodsFormOptions } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import { outOfShop, type ShopScope } from '../../shared/shop-scope.js';
import { manufacturerShortOf, type GoodsEditorRepository, type GoodsWrite } from './goods-editor.repository.js';
import { goodsImageIdOf, type GoodsImagesService } from './goods-images.service.js';
import { prohibitedClassOf } from './prohibited-classes.js';

type EditRow = NonNullable<Awaited<ReturnType<GoodsEditorRepository['editRow']>>>;

/** The edit form's view of a row: image addresses back to ids, the category name left out. */
export function editView(row: EditRow): GoodsEditView {
  const { category: _category, images, ...rest } = row;
  return { ...rest, images: images.flatMap((url) => (goodsImageIdOf(url) ? [{ id: goodsImageIdOf(url)!, url }] : [])) };
}

/** What an audit row keeps of a goods: the fields an operator changes, without clocks and counters. */
function audited(view: GoodsEditView | null) {
  if (!view) return null;
  const { created_at: _c, updated_at: _u, sales: _s, ...rest } = view;
  return { ...rest, images: rest.images.map((i) => i.id) };
}

/** The goods row a checked form body writes (`images`: the photos' public addresses, main first). */
export function goodsWriteOf(body: GoodsFormBody, images: string[]): GoodsWrite {
  return {
    shopId: body.shop_id,
    categoryId: body.category_id,
    brandId: body.brand_id || null,
    genericName: body.generic_name,
    tradeName: body.trade_name,
    name: body.name,
    spec: body.spec,
    dosageForm: body.dosage_form,
    unit: body.unit,
    manufacturer: body.manufacturer,
    manufacturerShort: manufacturerShortOf(body.manufacturer),
    approvalNo: body.approval_no,
    barcode: body.barcode,
    ybCode: body.yb_code,
    classification: body.classification,
    scopeCode: body.scope_code,
    middlePack: body.middle_pack,
    casePack: body.case_pack,
    minOrder: body.min_order,
    batchNo: body.batch_no,
    productionDate: body.production_date,
    expiryDate: body.expiry_date,
    basePrice: body.base_price,
    retailPrice: body.retail_price,
    images,
    isYx: body.is_yx === '1',
    isZy: body.is_zy === '1',
    isKx: body.is_kx === '1',
    isFreeShipping: body.is_free_shipping === '1',
    freeShippingNumber: body.free_shipping_number,
    isWelfare: body.is_welfare === '1',
    isBuy: body.is_buy === '1',
    coldChain: body.cold_chain === '1',
    status: body.status,
  };
}

/**
 * The console's goods editor: create and edit a goods with every pharma field, its batch and stock per warehouse,
 * prices, ladder, tags, zone flags and images. What a schema cannot know is checked here (the shop's own warehouses,
 * a leaf category, known scope, brand, tags and images), a class that may never be sold online is refused at save with
 * its reason, and the goods, its parts, the search index and the audit row are written in one transaction.
 */
export class GoodsEditorService {
  constructor(
    private readonly deps: {
      database: Database;
      repo: GoodsEditorRepository;
      images: GoodsImagesService;
      /** The warehouses' batches the form's stock restates (FEFO). */
      batches: Pick<BatchService, 'restate' | 'lockedNumbers'>;
      reindex: (tx: Executor, ids: number[]) => Promise<unknown>;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  /** The form's choices; a merchant's shop list holds its own shop alone. */
  async options(shop?: ShopScope): Promise<GoodsFormOptions> {
    const [categories, brands, shops, scopes, tags] = await Promise.all([
      this.deps.repo.leafCategories(),
      this.deps.repo.brands(),
      this.deps.repo.shopsWithWarehouses(),
      this.deps.repo.scopes(),
      this.deps.repo.tags(),
    ]);
    return { categories, brands, shops: shop === undefined ? shops : shops.filter((s) => s.id === shop), scopes, tags };
  }

  /** One goods for the edit form (`shop`: a merchant's own shop's goods only; another's is not found). */
  async view(id: number, shop?: ShopScope): Promise<Result<GoodsEditView>> {
    const row = await this.deps.repo.editRow(this.deps.database.db, id);
    return row && !outOfShop(shop, row.shop_id) ? success(editView(row)) : failure('not_found', '商品不存在');
  }

  create(actor: Actor, body: GoodsFormBody): Promise<Result<GoodsEditView>> {
    return this.save(actor, null, body);
  }

  update(actor: Actor, id: number, body: GoodsFormBody): Promise<Result<GoodsEditView>> {
    return this.save(actor, id, body);
  }

  private async save(actor: Actor, id: number | null, body: GoodsFormBody): Promise<Result<GoodsEditView>> {
    const checked = await this.checked(body);
    if (!checked.ok) return checked;
    return refusable(() => this.deps.database.db.transaction((tx) => this.writeIn(tx, actor, id, body, checked.value.images)));
  }

  /**
   * The form body checked against what a schema cannot know, and against the classes that may never be sold online
   * (refused with the reason, naming 通用名); `images`: the photos' public addresses, main first.
   */
  async checked(body: GoodsFormBody): Promise<Result<{ category: { id: number; name: string }; images: string[] }>> {
    const checked = await this.check(body);
    if (!checked.ok) return checked;
    const banned = prohibitedClassOf({ ...body, category: checked.value.category.name });
    if (banned) return failure('invalid', `不能保存：${banned.reason}`, 'generic_name');
    return checked;
  }

  /**
   * Writes a checked body inside the caller's transaction — the goods (new when `id` is null), its ladder, tags and
   * stock, the search index and the audit row — and returns the goods as the form reads it. Refuses (throws) a goods
   * that does not exist or a change of its shop.
   */
  async writeIn(tx: Executor, actor: Actor, id: number | null, body: GoodsFormBody, images: string[]): Promise<GoodsEditView> {
    const { repo } = this.deps;
    const values = goodsWriteOf(body, images);
    let before: GoodsEditView | null = null;
    let goodsId: number;
    if (id === null) {
      goodsId = await repo.insertGoods(tx, values);
    } else {
      const row = await repo.editRow(tx, id, true);
      if (!row) refuse('商品不存在', 'not_found');
      if (row.shop_id !== body.shop_id) refuse('商品所属店铺不能修改', 'invalid', 'shop_id');
      before = editView(row);
      goodsId = id;
      await repo.updateGoods(tx, id, values);
    }
    await repo.writeParts(tx, goodsId, { ladders: body.ladders, tags: body.tags, stocks: body.stocks });
    for (const s of body.stocks)
      if ((await this.deps.batches.lockedNumbers(tx, goodsId, s.ck_id)).includes(body.batch_no))
        refuse(`批号${body.batch_no}已过期锁定，请填写新到批次的批号`, 'invalid', 'batch_no');
    await this.deps.batches.restate(tx, statedStocks(goodsId, before, body));
    await this.deps.reindex(tx, [goodsId]);
    const after = editView((await repo.editRow(tx, goodsId))!);
    await this.deps.audit(tx, actor, {
      action: id === null ? 'goods.create' : 'goods.update',
      targetId: goodsId,
      detail: { name: after.name, before: audited(before), after: audited(after) },
    });
    return after;
  }

  /** One goods as the form reads it, locked for the caller's transaction (a merchant's save checks its shop). */
  lockedRow(tx: Executor, id: number) {
    return this.deps.repo.editRow(tx, id, true);
  }

  /**
   * Writes the fields that identify a drug as the goods review approved them, inside the caller's transaction; a class
   * that may never be sold online under the new values is refused (thrown, the transaction rolls back).
   */
  async applyReviewed(
    tx: Executor,
    actor: Actor,
    id: number,
    changes: Array<{ field: 'approval_no' | 'spec' | 'manufacturer'; before: string; after: string }>,
  ) {
    const row = await this.deps.repo.editRow(tx, id, true);
    if (!row) refuse('商品不存在', 'not_found');
    const next = { ...row };
    for (const c of changes) next[c.field] = c.after;
    const banned = prohibitedClassOf(next);
    if (banned) refuse(`不能通过：${banned.reason}`, 'invalid');
    await this.deps.repo.updateReviewed(tx, id, { approvalNo: next.approval_no, spec: next.spec, manufacturer: next.manufacturer });
    await this.deps.reindex(tx, [id]);
    await this.deps.audit(tx, actor, { action: 'goods.update', targetId: id, detail: { name: row.name, reviewed: changes } });
  }

  /** The references a schema cannot check; the first bad one is refused naming its field. */
  private async check(body: GoodsFormBody): Promise<Result<{ category: { id: number; name: string }; images: string[] }>> {
    const { repo } = this.deps;
    const [shopOk, category, brandOk, scopeOk, tagCodes, warehouseIds, images] = await Promise.all([
      repo.shopExists(body.shop_id),
      repo.leafCategory(body.category_id),
      body.brand_id ? repo.brandExists(body.brand_id) : Promise.resolve(true),
      repo.scopeExists(body.scope_code),
      repo.existingTags(body.tags),
      repo.warehouseIdsOf(body.shop_id),
      this.deps.images.urlsOf(body.images),
    ]);
    if (!shopOk) return failure('invalid', '店铺不存在', 'shop_id');
    if (!category) return failure('invalid', '请选择末级分类', 'category_id');
    if (!brandOk) return failure('invalid', '品牌不存在', 'brand_id');
    if (!scopeOk) return failure('invalid', '经营范围不存在', 'scope_code');
    const unknownTag = body.tags.find((t) => !tagCodes.includes(t));
    if (unknownTag) return failure('invalid', `标签不存在：${unknownTag}`, 'tags');
    const foreign = body.stocks.find((s) => !warehouseIds.includes(s.ck_id));
    if (foreign) return failure('invalid', '仓库不属于该店铺', 'stocks');
    if (!images) return failure('invalid', '商品图片不存在，请重新上传', 'images');
    return success({ category, images });
  }
}
