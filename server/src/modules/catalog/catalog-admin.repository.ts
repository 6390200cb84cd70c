import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { GOODS_STATES, ybCodeSearchOf, type AdminGoodsQuery, type GoodsZone } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc } from '../../db/sql-helpers.js';
import { categories, goods, shops } from './catalog.tables.js';
import { NEAR_EXPIRY_DAYS } from './goods-filters.sql.js';

const ZONE_COLUMNS = { yx: goods.isYx, zy: goods.isZy, kx: goods.isKx, free_shipping: goods.isFreeShipping, welfare: goods.isWelfare } as const;

const ZONE_COLUMN = {
  yx: goods.isYx,
  zy: goods.isZy,
  kx: goods.isKx,
  free_shipping: goods.isFreeShipping,
  welfare: goods.isWelfare,
} as const;

/** Each goods state as a literal condition (see `where`). */
const STATUS_IS = Object.fromEntries(GOODS_STATES.map((s) => [s, sql`${goods.status} = ${sql.raw(`'${s}'`)}`])) as Record<
  (typeof GOODS_STATES)[number],
  SQL
>;

/** An approval number (国药准字H…, 国械注准…) or a barcode / number, whole or its start. */
const LOOKS_LIKE_CODE = /^(国药准字|国药|国械|国食|卫|[A-Za-z]?\d{3,})/;

/**
 * The goods list counts matches up to this many past the page asked for: the console shows "1,000+" and its pager
 * always reaches this far ahead, and a broad filter over 100,000 goods never counts them all on every page.
 */
export const COUNT_AHEAD = 1_000;

const nearExpiry = sql<boolean>`${goods.expiryDate} < current_date + ${sql.raw(String(NEAR_EXPIRY_DAYS))}`;

/** The console's view of goods: every state, the operator's filters and sorts, and on/off shelf. */
export class CatalogAdminRepository {
  constructor(
    private readonly database: Database,
    /** The search index's keyword condition (search module), given by the composition root. */
    private readonly keywordMatch: (keyword: string) => SQL | null,
  ) {}

  /**
   * The list's filters as one condition. The enumerated filters are literals, not parameters: the statements are
   * planned once per connection (generic plans, db/client.ts), and how many goods a state or a zone holds (2 off sale
   * or 90,000 on sale), or whether a partial index applies (控销, low stock), decides the plan. A keyword's LIKE makes
   * the statement planned each time (db/named-statements.ts).
   */
  private where(q: Omit<AdminGoodsQuery, 'page' | 'page_size'>, categoryIds: number[] | undefined) {
    const w: SQL[] = [];
    if (q.status !== 'all') w.push(STATUS_IS[q.status]);
    if (categoryIds) w.push(inArray(goods.categoryId, categoryIds));
    if (q.shop_id) w.push(eq(goods.shopId, q.shop_id));
    if (q.stock === 'in') w.push(sql`${goods.stockTotal} > 0`);
    if (q.stock === 'out') w.push(sql`${goods.stockTotal} = 0`);
    if (q.stock === 'low') w.push(sql`${goods.stockTotal} > 0 and ${goods.stockTotal} < ${goods.casePack}`);
    if (q.near_expiry === '1') w.push(nearExpiry);
    if (q.zone) w.push(sql`${ZONE_COLUMN[q.zone]}`);
    if (q.keyword) {
      // A code (approval number, barcode, 医保编码) by its start, straight on the row: a common prefix matches most goods
      // and a page stops early; a whole code reads the btrees. Anything else also through the search index (names,
      // makers, pinyin), as one id set the planner joins instead of testing an OR on every row.
      const prefix = `${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const byText = LOOKS_LIKE_CODE.test(q.keyword.trim()) ? null : this.keywordMatch(q.keyword);
      const yb = ybCodeSearchOf(q.keyword);
      // The partial index's predicate as a literal (a generic plan uses the index only for a literal).
      const byYb = yb ? sql`(${goods.ybCode} <> '' and ${goods.ybCode} like ${`${yb}%`})` : null;
      w.push(
        byText
          ? sql`${goods.id} in (${byText} union all select ${goods.id} from ${goods} where ${goods.approvalNo} like ${prefix}
              union all select ${goods.id} from ${goods} where ${goods.barcode} like ${prefix}
              ${byYb ? sql`union all select ${goods.id} from ${goods} where ${byYb}` : sql``})`
          : or(like(goods.approvalNo, prefix), like(goods.barcode, prefix), ...(byYb ? [byYb] : []))!,
      );
    }
    return w.length ? and(...w) : undefined;
  }

  private orderBy(q: Pick<AdminGoodsQuery, 'sort' | 'order'>) {
    const dir = q.order === 'asc' ? asc : desc;
    const sortColumn = {
      id: goods.id,
      sales: goods.sales,
      price: goods.basePrice,
      stock: goods.stockTotal,
      expiry: goods.expiryDate,
      updated: goods.updatedAt,
    }[q.sort];
    return [dir(sortColumn), dir(goods.id)];
  }

  /** The ids of the goods the filters match, in the list's order, at most `limit` (an export's rows). */
  async ids(q: Omit<AdminGoodsQuery, 'page' | 'page_size'>, categoryIds: number[] | undefined, limit: number) {
    const rows = await this.database.db
      .select({ id: goods.id })
      .from(goods)
      .where(this.where(q, categoryIds))
      .orderBy(...this.orderBy(q))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** How many goods match, up to `limit` + 1 (one more says "more than `limit`"). */
  private cappedCount(where: SQL | undefined, limit: number) {
    return sql<number>`(select count(*)::int from (select 1 from ${goods} where ${where ?? sql`true`} limit ${limit + 1}) capped)`.mapWith(Number);
  }

  async page(q: AdminGoodsQuery, categoryIds: number[] | undefined) {
    const where = this.where(q, categoryIds);
    const offset = (q.page - 1) * q.page_size;
    const countLimit = offset + COUNT_AHEAD;
    // The page's ids first, from goods alone (an index, often index-only), then the 50 rows joined: a deep page
    // skips its offset over narrow index entries instead of joining categories and shops for every skipped row.
    const pageIds = this.database.db
      .select({ id: goods.id })
      .from(goods)
      .where(where)
      .orderBy(...this.orderBy(q))
      .limit(q.page_size)
      .offset(offset)
      .as('page_ids');
    // The capped count rides along as an uncorrelated subquery (computed once): one round trip for the page and its total.
    const rows = await this.database.db
      .select({
        id: goods.id,
        name: goods.name,
        generic_name: goods.genericName,
        spec: goods.spec,
        dosage_form: goods.dosageForm,
        unit: goods.unit,
        manufacturer: goods.manufacturer,
        approval_no: goods.approvalNo,
        barcode: goods.barcode,
        category: categories.name,
        shop: shops.shortName,
        base_price: goods.basePrice,
        retail_price: goods.retailPrice,
        stock: goods.stockTotal,
        case_pack: goods.casePack,
        expiry_date: goods.expiryDate,
        near_expiry: nearExpiry,
        status: goods.status,
        is_yx: goods.isYx,
        is_zy: goods.isZy,
        is_kx: goods.isKx,
        is_free_shipping: goods.isFreeShipping,
        is_welfare: goods.isWelfare,
        free_shipping_number: goods.freeShippingNumber,
        sales: goods.sales,
        updated_at: isoUtc(goods.updatedAt),
        matched: this.cappedCount(where, countLimit),
      })
      .from(pageIds)
      .innerJoin(goods, eq(goods.id, pageIds.id))
      .innerJoin(categories, eq(categories.id, goods.categoryId))
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .orderBy(...this.orderBy(q));
    // A page past the end has no row to carry the count; the first page empty means nothing matched.
    const n =
      rows[0]?.matched ??
      (q.page === 1 ? 0 : ((await this.database.db.select({ n: this.cappedCount(where, countLimit) }).from(sql`(select 1) one`))[0]?.n ?? 0));
    return { rows: rows.map(({ matched: _matched, ...row }) => row), total: Math.min(n, countLimit), capped: n > countLimit };
  }

  /** The goods whose state would change, locked for the change. */
  changing(tx: Executor, ids: number[], status: 'on_sale' | 'off_sale') {
    return tx
      .select({
        id: goods.id,
        name: goods.name,
        status: goods.status,
        generic_name: goods.genericName,
        trade_name: goods.tradeName,
        dosage_form: goods.dosageForm,
        spec: goods.spec,
        category: categories.name,
        approval_no: goods.approvalNo,
        manufacturer: goods.manufacturer,
      })
      .from(goods)
      .innerJoin(categories, eq(categories.id, goods.categoryId))
      .where(and(inArray(goods.id, ids), sql`${goods.status} <> ${status}`))
      .orderBy(goods.id)
      .for('update', { of: goods });
  }

  /**
   * Goods whose batch expired before China day `today` (valid through its 有效期至): those on sale (locked for update),
   * for the expiry lock; or, among `ids`, any status, to refuse putting them back on sale.
   */
  expired(tx: Executor, today: string, ids?: number[]) {
    return tx
      .select({ id: goods.id, name: goods.name, status: goods.status, expiry_date: goods.expiryDate })
      .from(goods)
      .where(and(sql`${goods.expiryDate} < ${today}::date`, ids ? inArray(goods.id, ids) : eq(goods.status, 'on_sale')))
      .orderBy(goods.id)
      .for('update', { of: goods });
  }

  async setStatus(tx: Executor, ids: number[], status: 'on_sale' | 'off_sale') {
    if (ids.length === 0) return;
    await tx
      .update(goods)
      .set({ status, updatedAt: sql`now()` })
      .where(inArray(goods.id, ids));
  }

  /** Those of `ids` that exist (and belong to the shop, when given). */
  async existing(ids: number[], shopId?: number) {
    const rows = await this.database.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(inArray(goods.id, ids), shopId === undefined ? undefined : eq(goods.shopId, shopId)));
    return rows.map((r) => r.id);
  }

  /** The goods whose membership of a zone would change (or, for 免邮, whose free quantity), locked for the change. */
  zoneChanging(tx: Executor, ids: number[], zone: GoodsZone, on: boolean, freeShippingNumber?: number) {
    const column = ZONE_COLUMNS[zone];
    const changes =
      freeShippingNumber === undefined ? sql`${column} <> ${on}` : sql`(${column} <> ${on} or ${goods.freeShippingNumber} <> ${freeShippingNumber})`;
    return tx
      .select({ id: goods.id, name: goods.name, free_shipping_number: goods.freeShippingNumber })
      .from(goods)
      .where(and(inArray(goods.id, ids), changes))
      .orderBy(goods.id)
      .for('update');
  }

  async setZone(tx: Executor, ids: number[], zone: GoodsZone, on: boolean, freeShippingNumber?: number) {
    if (ids.length === 0) return;
    const flag = { yx: 'isYx', zy: 'isZy', kx: 'isKx', free_shipping: 'isFreeShipping', welfare: 'isWelfare' } as const;
    await tx
      .update(goods)
      .set({ [flag[zone]]: on, ...(freeShippingNumber === undefined ? {} : { freeShippingNumber }), updatedAt: sql`now()` })
      .where(inArray(goods.id, ids));
  }

  /**
   * Goods among `ids` in a package not yet ended. Read by name: the promotions module owns the tables and depends on
   * the catalog, so the catalog may not import it.
   */
  inPackages(tx: Executor, ids: number[]) {
    return tx
      .select({ id: goods.id, name: goods.name })
      .from(goods)
      .where(
        and(
          inArray(goods.id, ids),
          sql`exists (select 1 from combination_items ci join combinations c on c.id = ci.combination_id
            where ci.goods_id = ${goods.id} and c.ends_at > now())`,
        ),
      );
  }
}
