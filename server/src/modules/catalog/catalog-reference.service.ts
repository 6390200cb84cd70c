import type { AdminBrand, AdminCategory, AdminShop, BrandBody, CategoryBody, ShopBody } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { refusable, refuse, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import type { CatalogReferenceRepository } from './catalog-reference.repository.js';

/** The storefront's menus go three levels deep (大类 › 中类 › 小类); goods sit in the last level. */
const MAX_LEVEL = 3;

/**
 * The catalogue's reference data in the console. Every change and its audit row (before and after) are one
 * transaction; what goods still use (a category with goods or sub-categories, a brand with goods) is never deleted.
 * The storefront's reference caches on this process are dropped at once (other processes: within their TTL).
 */
export class CatalogReferenceService {
  constructor(
    private readonly deps: {
      repo: CatalogReferenceRepository;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
      /** The catalogue's reference caches (catalog service) to drop after a change. */
      changed: () => void;
    },
  ) {}

  private write<T>(actor: Actor, work: (tx: Executor) => Promise<{ value: T; audit: AuditEntry }>): Promise<Result<T>> {
    return refusable(async () => {
      const value = await this.deps.repo.transaction(async (tx) => {
        const { value, audit } = await work(tx);
        await this.deps.audit(tx, actor, audit);
        return value;
      });
      this.deps.changed();
      return value;
    });
  }

  categories(): Promise<AdminCategory[]> {
    return this.deps.repo.categories();
  }

  saveCategory(actor: Actor, id: number | null, body: CategoryBody): Promise<Result<AdminCategory>> {
    const { repo } = this.deps;
    return this.write(actor, async (tx) => {
      const before = id === null ? null : await repo.category(tx, id);
      if (id !== null && !before) refuse('分类不存在', 'not_found');
      let categoryId = id;
      if (id === null) {
        const parent = body.parent_id ? await repo.category(tx, body.parent_id) : null;
        if (body.parent_id && !parent) refuse('上级分类不存在', 'invalid', 'parent_id');
        const level = parent ? parent.level + 1 : 1;
        if (level > MAX_LEVEL) refuse('分类最多三级，不能在第三级分类下再建分类', 'invalid', 'parent_id');
        // Goods sit in leaf categories: a category holding goods does not get sub-categories.
        if (parent && parent.goods > 0) refuse(`「${parent.name}」下已有商品，不能再建子分类`, 'conflict');
        categoryId = await repo.insertCategory(tx, { parentId: parent?.id ?? null, name: body.name, level, sort: body.sort, menus: body.menus });
      } else {
        await repo.updateCategory(tx, id, { name: body.name, sort: body.sort, menus: body.menus });
      }
      const after = (await repo.category(tx, categoryId!))!;
      return { value: after, audit: { action: id === null ? 'category.create' : 'category.update', targetId: after.id, detail: { before, after } } };
    });
  }

  deleteCategory(actor: Actor, id: number): Promise<Result<{ id: number }>> {
    const { repo } = this.deps;
    return this.write(actor, async (tx) => {
      const before = await repo.category(tx, id);
      if (!before) refuse('分类不存在', 'not_found');
      if (before.children > 0) refuse(`「${before.name}」下还有${before.children}个子分类，不能删除`);
      if (before.goods > 0) refuse(`「${before.name}」下还有${before.goods}个商品，不能删除`);
      await repo.deleteCategory(tx, id);
      return { value: { id }, audit: { action: 'category.delete', targetId: id, detail: { before } } };
    });
  }

  brands(): Promise<AdminBrand[]> {
    return this.deps.repo.brands();
  }

  saveBrand(actor: Actor, id: number | null, body: BrandBody): Promise<Result<AdminBrand>> {
    const { repo } = this.deps;
    return this.write(actor, async (tx) => {
      const before = id === null ? null : await repo.brand(tx, id);
      if (id !== null && !before) refuse('品牌不存在', 'not_found');
      const brandId = id ?? (await repo.insertBrand(tx, body));
      if (id !== null) await repo.updateBrand(tx, id, body);
      const after = (await repo.brand(tx, brandId))!;
      return { value: after, audit: { action: id === null ? 'brand.create' : 'brand.update', targetId: brandId, detail: { before, after } } };
    });
  }

  deleteBrand(actor: Actor, id: number): Promise<Result<{ id: number }>> {
    const { repo } = this.deps;
    return this.write(actor, async (tx) => {
      const before = await repo.brand(tx, id);
      if (!before) refuse('品牌不存在', 'not_found');
      if (before.goods > 0) refuse(`「${before.name}」还有${before.goods}个商品，不能删除`);
      await repo.deleteBrand(tx, id);
      return { value: { id }, audit: { action: 'brand.delete', targetId: id, detail: { before } } };
    });
  }

  shops(): Promise<AdminShop[]> {
    return this.deps.repo.shops();
  }

  saveShop(actor: Actor, id: number | null, body: ShopBody): Promise<Result<AdminShop>> {
    const { repo } = this.deps;
    const values = {
      name: body.name,
      shortName: body.short_name,
      province: body.province,
      city: body.city,
      minOrderAmount: body.min_order_amount,
      shippingAmount: body.shipping_amount,
      shippingFee: body.shipping_fee,
      licenceNo: body.licence_no,
      businessLicenceNo: body.business_licence_no,
      gspCertNo: body.gsp_cert_no,
      description: body.description,
    };
    return this.write(actor, async (tx) => {
      const [before] = id === null ? [null] : await repo.shops(tx, id);
      if (id !== null && !before) refuse('店铺不存在', 'not_found');
      const shopId = id ?? (await repo.insertShop(tx, values));
      if (id !== null) await repo.updateShop(tx, id, values);
      // A new shop ships from a warehouse of its own from the start.
      if (id === null) await repo.insertWarehouse(tx, shopId, `${body.short_name}仓`);
      const [after] = await repo.shops(tx, shopId);
      return { value: after!, audit: { action: id === null ? 'shop.create' : 'shop.update', targetId: shopId, detail: { before, after } } };
    });
  }

  addWarehouse(actor: Actor, shopId: number, name: string): Promise<Result<AdminShop>> {
    const { repo } = this.deps;
    return this.write(actor, async (tx) => {
      const [shop] = await repo.shops(tx, shopId);
      if (!shop) refuse('店铺不存在', 'invalid', 'shop_id');
      if (shop.warehouses.some((w) => w.name === name)) refuse('该店铺已有同名仓库', 'invalid', 'name');
      const id = await repo.insertWarehouse(tx, shopId, name);
      const [after] = await repo.shops(tx, shopId);
      return { value: after!, audit: { action: 'warehouse.create', targetId: id, detail: { shop_id: shopId, name } } };
    });
  }

  renameWarehouse(actor: Actor, id: number, name: string): Promise<Result<AdminShop>> {
    const { repo } = this.deps;
    return this.write(actor, async (tx) => {
      const before = await repo.warehouse(tx, id);
      if (!before) refuse('仓库不存在', 'not_found');
      await repo.renameWarehouse(tx, id, name);
      const [after] = await repo.shops(tx, before.shopId);
      return { value: after!, audit: { action: 'warehouse.update', targetId: id, detail: { before: before.name, after: name } } };
    });
  }
}
