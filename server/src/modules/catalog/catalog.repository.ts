import { and, count, countDistinct, desc, eq, min, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { correlated } from '../../db/sql-helpers.js';
import { intArray } from '../../db/one-trip.js';
import { brands, businessScopes, categories, goods, goodsStocks, goodsTags, shops, tags, warehouses } from './catalog.tables.js';
import { ladderOf } from './public.sql.js';
import { ON_SALE } from './goods-filters.sql.js';

/** The warehouse holding most of a goods (the one an add to cart draws from). */
const mainWarehouse = sql<number | null>`(select ${goodsStocks.ckId} from ${goodsStocks} where ${goodsStocks.goodsId} = ${goods.id}
  order by ${goodsStocks.number} desc, ${goodsStocks.ckId} limit 1)`;

/** A goods card's columns, with ladder prices and tag codes aggregated in the same query (`goods` joined to `shops`). */
export const cardColumns = {
  id: goods.id,
  shop_id: goods.shopId,
  shop_name: shops.name,
  category_id: goods.categoryId,
  brand_id: goods.brandId,
  name: goods.name,
  generic_name: goods.genericName,
  trade_name: goods.tradeName,
  spec: goods.spec,
  dosage_form: goods.dosageForm,
  unit: goods.unit,
  manufacturer: goods.manufacturer,
  approval_no: goods.approvalNo,
  barcode: goods.barcode,
  classification: goods.classification,
  scope_code: goods.scopeCode,
  middle_pack: goods.middlePack,
  case_pack: goods.casePack,
  min_order: goods.minOrder,
  batch_no: goods.batchNo,
  production_date: goods.productionDate,
  expiry_date: goods.expiryDate,
  base_price: goods.basePrice,
  retail_price: goods.retailPrice,
  is_yx: goods.isYx,
  is_zy: goods.isZy,
  is_kx: goods.isKx,
  is_free_shipping: goods.isFreeShipping,
  free_shipping_number: goods.freeShippingNumber,
  is_welfare: goods.isWelfare,
  is_buy: goods.isBuy,
  sales: goods.sales,
  status: goods.status,
  stock_total: goods.stockTotal,
  images: goods.images,
  ck_id: mainWarehouse,
  ladder: ladderOf(goods.id),
  tag_codes: sql<string[]>`coalesce((select json_agg(${goodsTags.tagCode} order by ${goodsTags.tagCode}) from ${goodsTags}
    where ${goodsTags.goodsId} = ${goods.id}), '[]'::json)`,
};

/** Goods cards (`goods` joined to its shop); other modules add their columns and joins (flash sales, specials). */
export const selectCards = <T extends SelectedFields>(executor: Executor, extra: T = {} as T) =>
  executor
    .select({ ...cardColumns, ...extra })
    .from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId));

const cards = (executor: Executor) => selectCards(executor);
/** One row of a goods list. */
export type GoodsRow = Awaited<ReturnType<typeof cards>>[number];
/** A goods row with its stock per warehouse (the detail page). */
export type DetailRow = GoodsRow & { stocks: Array<{ ck_id: number; name: string; number: number }>; yb_code: string; cold_chain: boolean };

/** A shop as its cards and directory show it. */
const shopColumns = {
  id: shops.id,
  name: shops.name,
  short_name: shops.shortName,
  province: shops.province,
  city: shops.city,
  shipping_amount: shops.shippingAmount,
  /** The logo its merchant uploaded (null: the drawn one). */
  logo_url: shops.logo,
};

export interface ListSpec {
  where: SQL[];
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export class CatalogRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /**
   * A page's ids and the total. Only ids and sort keys are read, so a category list runs as an index-only scan of
   * goods_list_cover_idx; the page's cards are fetched by id afterwards (byIds).
   */
  async pageIds(spec: ListSpec): Promise<{ ids: number[]; total: number }> {
    const where = and(...spec.where);
    // Page and total in parallel: both are index-only scans of goods_list_cover_idx for a category list.
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: goods.id })
        .from(goods)
        .where(where)
        .orderBy(...spec.orderBy)
        .limit(spec.limit)
        .offset(spec.offset),
      this.db.select({ n: count() }).from(goods).where(where),
    ]);
    return { ids: rows.map((r) => r.id), total: total.n };
  }

  /** Cards of the given goods, in the order of `ids`. */
  async byIds(ids: number[]): Promise<GoodsRow[]> {
    if (ids.length === 0) return [];
    // A shaped read: one statement text for any number of ids, built once and planned once (planning the cards'
    // subqueries cost more than running them for a page of 20).
    const rows = await this.database.shaped('catalog.byIds', { ids: intArray(ids) }, (v) =>
      cards(this.db).where(sql`${goods.id} = any(${v('ids')}::int[])`),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** One goods row with its stock per warehouse (one round trip for the detail page). */
  async detailRow(id: number): Promise<DetailRow | null> {
    const stocks = sql<Array<{ ck_id: number; name: string; number: number }>>`coalesce((
      select json_agg(json_build_object('ck_id', ${goodsStocks.ckId}, 'name', ${warehouses.name}, 'number', ${goodsStocks.number})
        order by ${goodsStocks.ckId})
      from ${goodsStocks} join ${warehouses} on ${warehouses.id} = ${goodsStocks.ckId} where ${goodsStocks.goodsId} = ${goods.id}), '[]'::json)`;
    const [row] = await selectCards(this.db, { stocks, yb_code: goods.ybCode, cold_chain: goods.coldChain }).where(eq(goods.id, id));
    return row ?? null;
  }

  related(of: GoodsRow, limit: number): Promise<GoodsRow[]> {
    const sameDrug = eq(goods.genericName, of.generic_name);
    return cards(this.db)
      .where(and(ON_SALE, ne(goods.id, of.id), or(sameDrug, eq(goods.categoryId, of.category_id))))
      .orderBy(sql`${sameDrug} desc`, sql`(${goods.stockTotal} > 0) desc`, desc(goods.sales), goods.id)
      .limit(limit);
  }

  /** Best sellers in each of the given categories' subtrees (one query, ranked per floor). */
  async topInCategories(floors: Array<{ id: number; ids: number[] }>, perFloor: number) {
    if (floors.length === 0) return [];
    const pairs = floors.flatMap((f) => f.ids.map((c) => sql`(${f.id}::int, ${c}::int)`));
    const ranked = sql`select f.floor_id, ${goods.id} as goods_id,
        row_number() over (partition by f.floor_id order by ${goods.isYx} desc, ${goods.sales} desc, ${goods.id}) as rn
      from ${goods} join (values ${sql.join(pairs, sql`, `)}) as f(floor_id, category_id) on f.category_id = ${goods.categoryId}
      where ${and(ON_SALE, sql`${goods.stockTotal} > 0`, eq(goods.isKx, false))}`;
    return selectCards(this.db, { floor_id: sql<number>`r.floor_id` })
      .innerJoin(sql`(${ranked}) as r`, sql`r.goods_id = ${goods.id}`)
      .where(sql`r.rn <= ${perFloor}`)
      .orderBy(sql`r.floor_id`, sql`r.rn`);
  }

  shops() {
    const onSale = correlated<number>(sql`(select count(*)::int from ${goods} where ${goods.shopId} = ${shops.id} and ${ON_SALE})`);
    return this.db
      .select({
        ...shopColumns,
        goods_count: onSale,
      })
      .from(shops)
      .orderBy(shops.id);
  }

  /** The same drug (generic name + specification) offered on the platform: offers, merchants, lowest price, sales. */
  async marketOf(of: GoodsRow) {
    const [row] = await this.db
      .select({
        offers: count(),
        shops: countDistinct(goods.shopId),
        lowest: min(goods.basePrice),
        in_stock: sql<number>`(count(*) filter (where ${goods.stockTotal} > 0))::int`,
        sales: sql<number>`coalesce(sum(${goods.sales}), 0)::int`,
      })
      .from(goods)
      .where(and(ON_SALE, eq(goods.genericName, of.generic_name), eq(goods.spec, of.spec)));
    return row;
  }

  categories() {
    return this.db
      .select({ id: categories.id, parent_id: categories.parentId, name: categories.name, level: categories.level })
      .from(categories)
      .orderBy(categories.sort, categories.id);
  }

  brands() {
    const onSale = correlated<number>(sql`(select count(*)::int from ${goods} where ${goods.brandId} = ${brands.id} and ${ON_SALE})`);
    return this.db
      .select({ id: brands.id, name: brands.name, manufacturer: brands.manufacturer, goods_count: onSale })
      .from(brands)
      .orderBy(desc(onSale), brands.id);
  }

  tags() {
    return this.db.select({ code: tags.code, name: tags.name, color: tags.color, describe: tags.describe }).from(tags);
  }

  scopes() {
    return this.db.select({ code: businessScopes.code, name: businessScopes.name }).from(businessScopes);
  }

  brandList() {
    return this.db.select({ id: brands.id, name: brands.name, manufacturer: brands.manufacturer, description: brands.description }).from(brands);
  }

  shopList() {
    return this.db
      .select({
        ...shopColumns,
        shipping_fee: shops.shippingFee,
        min_order_amount: shops.minOrderAmount,
        licence_no: shops.licenceNo,
        business_licence_no: shops.businessLicenceNo,
        gsp_cert_no: shops.gspCertNo,
        description: shops.description,
        notice: shops.notice,
        business_hours: shops.businessHours,
      })
      .from(shops)
      .orderBy(shops.id);
  }

  /** Distinct values for the list's filter bar (manufacturers, dosage forms) within a filtered set, most common first. */
  facet(column: 'manufacturer' | 'dosage_form', where: SQL[], limit = 30) {
    const col = column === 'manufacturer' ? goods.manufacturer : goods.dosageForm;
    return this.db
      .select({ value: col, n: count() })
      .from(goods)
      .where(and(...where))
      .groupBy(col)
      .orderBy(desc(count()), col)
      .limit(limit);
  }
}
