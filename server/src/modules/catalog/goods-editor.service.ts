import type { GoodsEditView, GoodsFormBody, GoodsFormOptions } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { failure, refusable, refuse, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import type { GoodsEditorRepository, GoodsWrite } from './goods-editor.repository.js';
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
    manufacturerShort: body.manufacturer.replace(/(股份)?有限(责任)?公司$/, '').slice(0, 20),
    approvalNo: body.approval_no,
    barcode: body.barcode,
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
      reindex: (tx: Executor, ids: number[]) => Promise<unknown>;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  async options(): Promise<GoodsFormOptions> {
    const [categories, brands, shops, scopes, tags] = await Promise.all([
      this.deps.repo.leafCategories(),
      this.deps.repo.brands(),
      this.deps.repo.shopsWithWarehouses(),
      this.deps.repo.scopes(),
      this.deps.repo.tags(),
    ]);
    return { categories, brands, shops, scopes, tags };
  }

  async view(id: number): Promise<Result<GoodsEditView>> {
    const row = await this.deps.repo.editRow(this.deps.database.db, id);
    return row ? success(editView(row)) : failure('not_found', '商品不存在');
  }

  create(actor: Actor, body: GoodsFormBody): Promise<Result<GoodsEditView>> {
    return this.save(actor, null, body);
  }

  update(actor: Actor, id: number, body: GoodsFormBody): Promise<Result<GoodsEditView>> {
    return this.save(actor, id, body);
  }

  private async save(actor: Actor, id: number | null, body: GoodsFormBody): Promise<Result<GoodsEditView>> {
    const checked = await this.check(body);
    if (!checked.ok) return checked;
    const { category, images } = checked.value;
    const banned = prohibitedClassOf({ ...body, category: category.name });
    if (banned) return failure('invalid', `不能保存：${banned.reason}`, 'generic_name');

    const values = goodsWriteOf(body, images);
    const { repo, database } = this.deps;
    return refusable(() =>
      database.db.transaction(async (tx) => {
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
        await this.deps.reindex(tx, [goodsId]);
        const after = editView((await repo.editRow(tx, goodsId))!);
        await this.deps.audit(tx, actor, {
          action: id === null ? 'goods.create' : 'goods.update',
          targetId: goodsId,
          detail: { name: after.name, before: audited(before), after: audited(after) },
        });
        return after;
      }),
    );
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
