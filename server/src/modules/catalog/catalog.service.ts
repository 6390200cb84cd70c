import type { GoodsCard, GoodsDetail, GoodsListQuery, GoodsPage, RecentStat } from '@yaocai/contract';
import { memo } from '../../core/cache/memo.js';
import { VersionedCache, type DataVersions } from '../../core/cache/versioned-cache.js';
import { failure, success, type Result } from '../../core/http/errors.js';
import { buyRefusal, type Viewer } from '../../shared/viewer.js';
import type { CatalogRepository, DetailRow, GoodsRow } from './catalog.repository.js';
import { toCard, type TagDef } from './goods-card.js';
import { filterClauses, listOrder } from './goods-filters.sql.js';

type CategoryRow = Awaited<ReturnType<CatalogRepository['categories']>>[number];
type Subtree = { ids: number[]; path: CategoryRow[] };

/** Reference data changes rarely and is read on every request: each process keeps it for a minute. */
const REFERENCE_TTL_MS = 60_000;

/** A shop as the storefront shows it: the logo its merchant uploaded, or the one drawn from its name. */
function withLogo<S extends { id: number; logo_url: string | null }>({ logo_url, ...s }: S): Omit<S, 'logo_url'> & { logo: string } {
  return { ...s, logo: logo_url ?? `/media/shop/${s.id}.svg` };
}

export class CatalogService {
  private readonly categories = memo(REFERENCE_TTL_MS, () => this.repo.categories());
  private readonly tags = memo(REFERENCE_TTL_MS, async () => new Map<string, TagDef>((await this.repo.tags()).map((t) => [t.code, t])));
  private readonly scopes = memo(REFERENCE_TTL_MS, async () => new Map((await this.repo.scopes()).map((s) => [s.code, s.name])));
  private readonly shopMap = memo(REFERENCE_TTL_MS, async () => new Map((await this.repo.shopList()).map((s) => [s.id, s])));
  private readonly brandMap = memo(REFERENCE_TTL_MS, async () => new Map((await this.repo.brandList()).map((b) => [b.id, b])));
  private readonly shopSummaries = memo(REFERENCE_TTL_MS, () => this.repo.shops());
  private readonly brandSummaries = memo(REFERENCE_TTL_MS, () => this.repo.brands());

  /**
   * Goods rows, detail rows and list pages of the current catalogue version (never stale: see versioned-cache.ts).
   * Rows are viewer-independent; prices and purchase rights are applied per request by toCard and buyRefusal.
   */
  private readonly rows = new VersionedCache<GoodsRow>(20_000);
  private readonly detailRows = new VersionedCache<DetailRow | null>(5_000);
  private readonly pages = new VersionedCache<{ ids: number[]; total: number }>(2_000);

  constructor(
    private readonly repo: CatalogRepository,
    private readonly versions: DataVersions,
  ) {}

  /**
   * The catalogue version as of now. Callers that will ask for cards start it beside their own query and pass it
   * to cardsByIds, so the check costs no extra round trip.
   */
  catalogVersion(): Promise<number> {
    const v = this.versions.current().then((x) => x.catalog);
    v.catch(() => undefined); // a caller that fails before awaiting it must not leave an unhandled rejection
    return v;
  }

  /** After an operator changed categories, brands or shops: this process reads them again at once (others within the TTL). */
  forget() {
    for (const m of [this.categories, this.shopMap, this.brandMap, this.shopSummaries, this.brandSummaries]) m.clear();
  }

  tagMap(): Promise<Map<string, TagDef>> {
    return this.tags.get();
  }

  /** Subtrees of the category list they were computed from (a new list after the TTL starts afresh). */
  private readonly subtrees = new WeakMap<CategoryRow[], Map<number, Subtree>>();

  /** Each category's path of ids from itself up to the top (from the cached tree). */
  async categoryPaths(ids: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    for (const id of ids) out.set(id, ((await this.categorySubtree(id))?.path ?? []).map((c) => c.id).reverse());
    return out;
  }

  /** The category and all its descendants, or null when it does not exist. */
  async categorySubtree(id: number): Promise<Subtree | null> {
    const all = await this.categories.get();
    let known = this.subtrees.get(all);
    if (!known) this.subtrees.set(all, (known = new Map()));
    const hit = known.get(id);
    if (hit) return hit;
    const tree = subtreeOf(all, id);
    if (tree) known.set(id, tree);
    return tree;
  }

  async list(viewer: Viewer, q: GoodsListQuery): Promise<Result<GoodsPage>> {
    let categoryIds: number[] | undefined;
    if (q.select) {
      const tree = await this.categorySubtree(q.select);
      if (!tree) return failure('not_found', '分类不存在');
      categoryIds = tree.ids;
    }
    const version = await this.catalogVersion();
    // Near-expiry pages move with the date, not with the catalogue: those are read every time.
    const key = q.near_expiry === '1' ? null : JSON.stringify([q, categoryIds]);
    let page = key === null ? undefined : this.pages.get(version, key);
    if (!page) {
      page = await this.repo.pageIds({
        where: filterClauses(q, categoryIds),
        orderBy: listOrder(q),
        limit: q.page_size,
        offset: (q.page - 1) * q.page_size,
      });
      if (key !== null) this.pages.set(version, key, page);
    }
    const list = await this.cardsByIds(viewer, page.ids, Promise.resolve(version));
    return success({ list, total: page.total, page: q.page, page_size: q.page_size });
  }

  /** Filter-bar options (manufacturers, dosage forms) for the same filtered set. */
  async facets(q: GoodsListQuery) {
    const categoryIds = q.select ? (await this.categorySubtree(q.select))?.ids : undefined;
    const where = filterClauses({ ...q, sccj: undefined, jx: undefined }, categoryIds);
    const [sccj, jx] = await Promise.all([this.repo.facet('manufacturer', where), this.repo.facet('dosage_form', where)]);
    return { sccj: sccj.map((r) => r.value), jx: jx.map((r) => r.value) };
  }

  async cards(viewer: Viewer, rows: GoodsRow[]): Promise<GoodsCard[]> {
    const tags = await this.tagMap();
    return rows.map((r) => toCard(r, viewer, tags));
  }

  /** Cards for ids in their order (search results, list pages); `version` from catalogVersion() when already asked. */
  async cardsByIds(viewer: Viewer, ids: number[], version?: Promise<number>): Promise<GoodsCard[]> {
    if (ids.length === 0) return [];
    const [rows, tags] = await Promise.all([this.rowsByIds(ids, await (version ?? this.catalogVersion())), this.tagMap()]);
    return rows.map((r) => toCard(r, viewer, tags));
  }

  /** Rows for ids in their order: the cached ones of this version, the others in one query. */
  private async rowsByIds(ids: number[], version: number): Promise<GoodsRow[]> {
    const missing = ids.filter((id) => this.rows.get(version, id) === undefined);
    const fetched = new Map((missing.length ? await this.repo.byIds(missing) : []).map((r) => [r.id, r]));
    for (const r of fetched.values()) this.rows.set(version, r.id, r);
    return ids.flatMap((id) => fetched.get(id) ?? this.rows.get(version, id) ?? []);
  }

  /** The detail row of this version (null: no such goods, cached too). */
  private async detailRow(id: number): Promise<DetailRow | null> {
    const version = await this.catalogVersion();
    const hit = this.detailRows.get(version, id);
    if (hit !== undefined) return hit;
    const row = await this.repo.detailRow(id);
    this.detailRows.set(version, id, row);
    return row;
  }

  /** Same generic name first (other makers and merchants), then the same category; never the goods itself. */
  async related(viewer: Viewer, id: number, limit: number): Promise<Result<GoodsCard[]>> {
    const [row] = await this.repo.byIds([id]);
    if (!row) return failure('not_found', '商品不存在或已删除');
    return success(await this.cards(viewer, await this.repo.related(row, limit)));
  }

  /**
   * GET /api/goods/recent_stat: this goods' sales and stock, and how the same drug (generic name + specification)
   * is offered across merchants — a buyer compares before ordering. Prices follow the viewer's visibility.
   */
  async recentStat(viewer: Viewer, id: number): Promise<Result<RecentStat>> {
    const [row] = await this.repo.byIds([id]);
    if (!row) return failure('not_found', '商品不存在或已删除');
    const market = await this.repo.marketOf(row);
    const tip = toCard(row, viewer, new Map()).price_tip;
    return success({
      sales: row.sales,
      stock: row.stock_total,
      offers: market.offers,
      shops: market.shops,
      offers_in_stock: market.in_stock,
      market_sales: market.sales,
      lowest_price: tip ? null : market.lowest,
      price_tip: tip,
    });
  }

  async shop(id: number) {
    const s = (await this.shopMap.get()).get(id);
    return s ? withLogo(s) : null;
  }

  /** GET /api/post/syzl: every merchant's first-camp documents (licence, business licence, GSP), by id. */
  async firstCamp(page: number, pageSize: number) {
    const all = [...(await this.shopMap.get()).values()].sort((a, b) => a.id - b.id);
    const list = all.slice((page - 1) * pageSize, page * pageSize).map(withLogo);
    return { list, total: all.length, page, page_size: pageSize };
  }

  async shops() {
    return (await this.shopSummaries.get()).map(withLogo);
  }

  brands() {
    return this.brandSummaries.get();
  }

  /** One brand with its on-sale goods count (brand zone heading). */
  async brand(id: number) {
    const b = (await this.brandSummaries.get()).find((x) => x.id === id);
    if (!b) return null;
    const full = (await this.brandMap.get()).get(id);
    return { ...b, description: full?.description ?? '', logo: `/media/brand/${id}.svg` };
  }

  /**
   * Home recommendation floors (/api/index_wntj/{page}): one floor per top category of the main menu, four floors a
   * page, each with its best sellers in stock.
   */
  async floors(viewer: Viewer, page: number, perPage = 4, perFloor = 10) {
    const all = await this.categories.get();
    const topAll = all.filter((c) => c.parent_id === null);
    const tops = topAll.slice((page - 1) * perPage, page * perPage);
    const trees = tops.map((c) => ({ id: c.id, ids: subtreeOf(all, c.id)!.ids }));
    const rows = await this.repo.topInCategories(trees, perFloor);
    const cards = await this.cards(viewer, rows);
    return {
      page,
      has_more: topAll.length > page * perPage,
      floors: tops.map((c) => ({
        id: c.id,
        name: c.name,
        url: `/list?select=${c.id}`,
        children: all
          .filter((x) => x.parent_id === c.id)
          .slice(0, 8)
          .map((x) => ({ id: x.id, name: x.name })),
        goods: cards.filter((_, i) => rows[i].floor_id === c.id),
      })),
    };
  }

  async detail(viewer: Viewer, id: number): Promise<Result<GoodsDetail>> {
    const [row, tags, scopes, shops, brands] = await Promise.all([
      this.detailRow(id),
      this.tagMap(),
      this.scopes.get(),
      this.shopMap.get(),
      this.brandMap.get(),
    ]);
    if (!row) return failure('not_found', '商品不存在或已删除');
    const categoryPath = (await this.categorySubtree(row.category_id))?.path ?? [];
    const scopeName = scopes.get(row.scope_code) ?? row.scope_code;
    const shop = shops.get(row.shop_id)!;
    const brand = row.brand_id ? brands.get(row.brand_id) : undefined;
    const refusal = buyRefusal(viewer, {
      isKx: row.is_kx,
      isBuy: row.is_buy,
      onSale: row.status === 'on_sale',
      scopeCode: row.scope_code,
      scopeName,
    });
    return success({
      ...toCard(row, viewer, tags),
      batch_no: row.batch_no,
      production_date: row.production_date,
      case_pack: row.case_pack,
      barcode: row.barcode,
      yb_code: row.yb_code,
      cold_chain: row.cold_chain,
      dosage_form: row.dosage_form,
      scope: { code: row.scope_code, name: scopeName },
      stocks: row.stocks,
      category_path: categoryPath.map((c) => ({ id: c.id, name: c.name })),
      brand: brand ? { id: brand.id, name: brand.name } : null,
      shop_info: {
        id: shop.id,
        name: shop.name,
        logo: withLogo(shop).logo,
        province: shop.province,
        city: shop.city,
        shipping_amount: shop.shipping_amount,
        shipping_fee: shop.shipping_fee,
        min_order_amount: shop.min_order_amount,
        licence_no: shop.licence_no,
        gsp_cert_no: shop.gsp_cert_no,
      },
      can_buy: refusal === '' && row.stock_total > 0 ? 1 : 0,
      buy_tip: refusal || (row.stock_total > 0 ? '' : '暂时缺货'),
    });
  }
}

/** A category, its descendants and its path from the top, from the (small) category table. */
function subtreeOf(all: CategoryRow[], id: number): Subtree | null {
  const byId = new Map(all.map((c) => [c.id, c]));
  if (!byId.has(id)) return null;
  const ids = [id];
  for (let i = 0; i < ids.length; i++) for (const c of all) if (c.parent_id === ids[i]) ids.push(c.id);
  const path: CategoryRow[] = [];
  for (let c = byId.get(id); c; c = c.parent_id === null ? undefined : byId.get(c.parent_id)) path.unshift(c);
  return { ids, path };
}
