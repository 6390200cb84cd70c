import type { GoodsCard, GoodsDetail, GoodsListQuery, GoodsPage } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import { buyRefusal, type Viewer } from '../accounts/viewer.js';
import type { CatalogRepository, GoodsRow } from './catalog.repository.js';
import { toCard, type TagDef } from './goods-card.js';
import { filterClauses, listOrder } from './goods-filters.js';

type CategoryRow = Awaited<ReturnType<CatalogRepository['categories']>>[number];

export class CatalogService {
  constructor(private readonly repo: CatalogRepository) {}

  async tagMap(): Promise<Map<string, TagDef>> {
    return new Map((await this.repo.tags()).map((t) => [t.code, t]));
  }

  /** The category and all its descendants, or null when it does not exist. */
  async categorySubtree(id: number): Promise<{ ids: number[]; path: CategoryRow[] } | null> {
    return subtreeOf(await this.repo.categories(), id);
  }

  async list(viewer: Viewer, q: GoodsListQuery): Promise<Result<GoodsPage>> {
    let categoryIds: number[] | undefined;
    if (q.select) {
      const tree = await this.categorySubtree(q.select);
      if (!tree) return failure('not_found', '分类不存在');
      categoryIds = tree.ids;
    }
    const [{ rows, total }, tags] = await Promise.all([
      this.repo.page({
        where: filterClauses(q, categoryIds),
        orderBy: listOrder(q),
        limit: q.page_size,
        offset: (q.page - 1) * q.page_size,
      }),
      this.tagMap(),
    ]);
    return success({ list: rows.map((r) => toCard(r, viewer, tags)), total, page: q.page, page_size: q.page_size });
  }

  /** Filter-bar options (manufacturers, dosage forms) for the same filtered set. */
  async facets(q: GoodsListQuery) {
    const categoryIds = q.select ? (await this.categorySubtree(q.select))?.ids : undefined;
    const where = filterClauses({ ...q, sccj: undefined, jx: undefined }, categoryIds);
    const [sccj, jx] = await Promise.all([this.repo.facet('manufacturer', where), this.repo.facet('dosage_form', where)]);
    return { sccj: sccj.map((r) => r.value), jx: jx.map((r) => r.value) };
  }

  async cards(viewer: Viewer, rows: GoodsRow[]) {
    const tags = await this.tagMap();
    return rows.map((r) => toCard(r, viewer, tags));
  }

  /** Same generic name first (other makers and merchants), then the same category; never the goods itself. */
  async related(viewer: Viewer, id: number, limit: number): Promise<Result<GoodsCard[]>> {
    const [row] = await this.repo.byIds([id]);
    if (!row) return failure('not_found', '商品不存在或已删除');
    const rows = await this.repo.related(row, limit);
    return success(await this.cards(viewer, rows));
  }

  shop(id: number) {
    return this.repo.shop(id).then((s) => (s ? { ...s, logo: `/media/shop/${s.id}.svg` } : null));
  }

  async shops() {
    return (await this.repo.shops()).map((s) => ({ ...s, logo: `/media/shop/${s.id}.svg` }));
  }

  brands() {
    return this.repo.brands();
  }

  /**
   * Home recommendation floors (/api/index_wntj/{page}): one floor per top category of the main menu, four floors a
   * page, each with its best sellers in stock.
   */
  async floors(viewer: Viewer, page: number, perPage = 4, perFloor = 10) {
    const all = await this.repo.categories();
    const tops = all.filter((c) => c.parent_id === null).slice((page - 1) * perPage, page * perPage);
    const trees = tops.map((c) => ({ id: c.id, ids: subtreeOf(all, c.id)!.ids }));
    const rows = await this.repo.topInCategories(trees, perFloor);
    const cards = await this.cards(viewer, rows);
    return {
      page,
      has_more: all.filter((c) => c.parent_id === null).length > page * perPage,
      floors: tops.map((c) => ({
        id: c.id,
        name: c.name,
        url: `/list?select=${c.id}`,
        children: all.filter((x) => x.parent_id === c.id).slice(0, 8).map((x) => ({ id: x.id, name: x.name })),
        goods: cards.filter((_, i) => rows[i].floor_id === c.id),
      })),
    };
  }

  async detail(viewer: Viewer, id: number): Promise<Result<GoodsDetail>> {
    const [row] = await this.repo.byIds([id]);
    if (!row) return failure('not_found', '商品不存在或已删除');
    const [tags, stocks, shop, tree, scopeName, brand] = await Promise.all([
      this.tagMap(),
      this.repo.stocks(id),
      this.repo.shop(row.shop_id),
      this.categorySubtree(row.category_id),
      this.repo.scopeName(row.scope_code),
      row.brand_id ? this.repo.brand(row.brand_id) : Promise.resolve(null),
    ]);
    const card = toCard(row, viewer, tags);
    const refusal = buyRefusal(viewer, {
      isKx: row.is_kx, isBuy: row.is_buy, onSale: row.status === 'on_sale', scopeCode: row.scope_code, scopeName,
    });
    return success({
      ...card,
      batch_no: row.batch_no,
      production_date: row.production_date,
      case_pack: row.case_pack,
      barcode: row.barcode,
      dosage_form: row.dosage_form,
      scope: { code: row.scope_code, name: scopeName },
      stocks,
      category_path: (tree?.path ?? []).map((c) => ({ id: c.id, name: c.name })),
      brand: brand ? { id: brand.id, name: brand.name } : null,
      shop_info: {
        id: shop!.id, name: shop!.name, logo: `/media/shop/${shop!.id}.svg`, province: shop!.province, city: shop!.city,
        shipping_amount: shop!.shipping_amount, shipping_fee: shop!.shipping_fee, min_order_amount: shop!.min_order_amount,
        licence_no: shop!.licence_no, gsp_cert_no: shop!.gsp_cert_no,
      },
      can_buy: refusal === '' && row.stock_total > 0 ? 1 : 0,
      buy_tip: refusal || (row.stock_total > 0 ? '' : '暂时缺货'),
    });
  }
}

/** A category, its descendants and its path from the top, from the (small) category table. */
function subtreeOf(all: CategoryRow[], id: number): { ids: number[]; path: CategoryRow[] } | null {
  const byId = new Map(all.map((c) => [c.id, c]));
  if (!byId.has(id)) return null;
  const ids = [id];
  for (let i = 0; i < ids.length; i++) for (const c of all) if (c.parent_id === ids[i]) ids.push(c.id);
  const path: CategoryRow[] = [];
  for (let c = byId.get(id); c; c = c.parent_id === null ? undefined : byId.get(c.parent_id)) path.unshift(c);
  return { ids, path };
}
