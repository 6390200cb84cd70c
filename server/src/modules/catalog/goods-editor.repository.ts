import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { correlated, isoUtc } from '../../db/sql-helpers.js';
import {
  brands,
  businessScopes,
  categories,
  goods,
  goodsImages,
  goodsLadderPrices,
  goodsStocks,
  goodsTags,
  shops,
  tags,
  warehouses,
} from './catalog.tables.js';

/** The columns a goods is written with (the editor's; sales, stock total and timestamps are the database's). */
export type GoodsWrite = Omit<typeof goods.$inferInsert, 'id' | 'sales' | 'stockTotal' | 'createdAt' | 'updatedAt' | 'source'>;

/** The maker's name without its company form, as lists and search show it. */
export const manufacturerShortOf = (manufacturer: string) => manufacturer.replace(/(股份)?有限(责任)?公司$/, '').slice(0, 20);

/** What hangs off a goods row: ladder tiers (fen), tag codes, stock per warehouse. */
export interface GoodsParts {
  id: number;
  ladders: Array<{ number: number; price: number }>;
  tags: string[];
  stocks: Array<{ ck_id: number; number: number }>;
}

/** SQL of the console's goods editor: the form's choices, one goods with its parts, and writing them. */
export class GoodsEditorRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** Leaf categories (no children) with their parents' names, for the form's cascader. */
  leafCategories() {
    const parent = alias(categories, 'parent');
    const grand = alias(categories, 'grand');
    const child = alias(categories, 'child');
    return this.db
      .select({
        id: categories.id,
        path: sql<string>`concat_ws(' / ', ${grand.name}, ${parent.name}, ${categories.name})`,
      })
      .from(categories)
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .leftJoin(grand, eq(grand.id, parent.parentId))
      .where(
        notExists(
          this.db
            .select({ one: sql`1` })
            .from(child)
            .where(eq(child.parentId, categories.id)),
        ),
      )
      .orderBy(grand.sort, grand.id, parent.sort, parent.id, categories.sort, categories.id);
  }

  brands() {
    return this.db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(brands.name);
  }

  shopsWithWarehouses() {
    const list = correlated<Array<{ id: number; name: string }>>(sql`coalesce((select json_agg(json_build_object('id', ${warehouses.id},
      'name', ${warehouses.name}) order by ${warehouses.id}) from ${warehouses} where ${warehouses.shopId} = ${shops.id}), '[]'::json)`);
    return this.db.select({ id: shops.id, name: shops.name, warehouses: list }).from(shops).orderBy(shops.id);
  }

  scopes() {
    return this.db.select({ code: businessScopes.code, name: businessScopes.name }).from(businessScopes).orderBy(businessScopes.code);
  }

  tags() {
    return this.db.select({ code: tags.code, name: tags.name, color: tags.color }).from(tags).orderBy(tags.code);
  }

  /** Goods with their ladder, stock per warehouse and tags, as the edit form reads them. */
  private editSelect(executor: Executor) {
    const ladders = sql<Array<{ number: number; price: number }>>`coalesce((select json_agg(json_build_object('number',
      ${goodsLadderPrices.minNumber}, 'price', ${goodsLadderPrices.price}) order by ${goodsLadderPrices.minNumber})
      from ${goodsLadderPrices} where ${goodsLadderPrices.goodsId} = ${goods.id}), '[]'::json)`;
    const stocks = sql<Array<{ ck_id: number; number: number }>>`coalesce((select json_agg(json_build_object('ck_id',
      ${goodsStocks.ckId}, 'number', ${goodsStocks.number}) order by ${goodsStocks.ckId})
      from ${goodsStocks} where ${goodsStocks.goodsId} = ${goods.id}), '[]'::json)`;
    const tagCodes = sql<string[]>`coalesce((select json_agg(${goodsTags.tagCode} order by ${goodsTags.tagCode})
      from ${goodsTags} where ${goodsTags.goodsId} = ${goods.id}), '[]'::json)`;
    return executor
      .select({
        id: goods.id,
        shop_id: goods.shopId,
        category_id: goods.categoryId,
        category: categories.name,
        brand_id: sql<number>`coalesce(${goods.brandId}, 0)`,
        generic_name: goods.genericName,
        trade_name: goods.tradeName,
        name: goods.name,
        spec: goods.spec,
        dosage_form: goods.dosageForm,
        unit: goods.unit,
        manufacturer: goods.manufacturer,
        approval_no: goods.approvalNo,
        barcode: goods.barcode,
        yb_code: goods.ybCode,
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
        ladders,
        stocks,
        tags: tagCodes,
        images: goods.images,
        is_yx: goods.isYx,
        is_zy: goods.isZy,
        is_kx: goods.isKx,
        is_free_shipping: goods.isFreeShipping,
        free_shipping_number: goods.freeShippingNumber,
        is_welfare: goods.isWelfare,
        is_buy: goods.isBuy,
        cold_chain: goods.coldChain,
        status: goods.status,
        sales: goods.sales,
        created_at: isoUtc(goods.createdAt),
        updated_at: isoUtc(goods.updatedAt),
      })
      .from(goods)
      .innerJoin(categories, eq(categories.id, goods.categoryId));
  }

  /** One goods as the edit form reads it (locked for the caller's transaction when `lock`). */
  async editRow(executor: Executor, id: number, lock = false) {
    const query = this.editSelect(executor).where(eq(goods.id, id));
    const [row] = lock ? await query.for('update', { of: goods }) : await query;
    return row ?? null;
  }

  /** Many goods as the edit form reads them (a bulk file's rows that update goods), locked when `lock`. */
  async editRows(ids: number[], executor: Executor = this.db, lock = false) {
    if (ids.length === 0) return [];
    const query = this.editSelect(executor).where(inArray(goods.id, ids)).orderBy(goods.id);
    return lock ? query.for('update', { of: goods }) : query;
  }

  /** The category if it exists and has no children (goods hang on leaves only). */
  async leafCategory(id: number) {
    const child = alias(categories, 'child');
    const [row] = await this.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(
        and(
          eq(categories.id, id),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(child)
              .where(eq(child.parentId, categories.id)),
          ),
        ),
      );
    return row ?? null;
  }

  async shopExists(id: number) {
    return (await this.db.select({ id: shops.id }).from(shops).where(eq(shops.id, id))).length > 0;
  }

  async brandExists(id: number) {
    return (await this.db.select({ id: brands.id }).from(brands).where(eq(brands.id, id))).length > 0;
  }

  async scopeExists(code: string) {
    return (await this.db.select({ code: businessScopes.code }).from(businessScopes).where(eq(businessScopes.code, code))).length > 0;
  }

  async warehouseIdsOf(shopId: number) {
    return (await this.db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.shopId, shopId)).orderBy(asc(warehouses.id))).map(
      (r) => r.id,
    );
  }

  async existingTags(codes: string[]) {
    if (codes.length === 0) return [];
    return (await this.db.select({ code: tags.code }).from(tags).where(inArray(tags.code, codes))).map((r) => r.code);
  }

  /** Uploaded goods images by id (path and type, to build their public URLs). */
  imagesByIds(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select({ id: goodsImages.id, storage_path: goodsImages.storagePath }).from(goodsImages).where(inArray(goodsImages.id, ids));
  }

  async insertImage(row: typeof goodsImages.$inferInsert) {
    await this.db.insert(goodsImages).values(row);
  }

  async image(id: string) {
    const [row] = await this.db
      .select({ storage_path: goodsImages.storagePath, mime: goodsImages.mime })
      .from(goodsImages)
      .where(eq(goodsImages.id, id));
    return row ?? null;
  }

  async insertGoods(tx: Executor, values: GoodsWrite): Promise<number> {
    const [row] = await tx.insert(goods).values(values).returning({ id: goods.id });
    return row!.id;
  }

  /** Many new goods in one statement; their ids in the order given (one VALUES list keeps its order in RETURNING). */
  async insertGoodsMany(tx: Executor, values: GoodsWrite[]): Promise<number[]> {
    if (values.length === 0) return [];
    const rows = await tx.insert(goods).values(values).returning({ id: goods.id });
    return rows.map((r) => r.id);
  }

  async updateGoods(tx: Executor, id: number, values: GoodsWrite) {
    await tx
      .update(goods)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(goods.id, id));
  }

  /** The fields that identify a drug, as the goods review approved them (the short maker name follows). */
  async updateReviewed(tx: Executor, id: number, v: { approvalNo: string; spec: string; manufacturer: string }) {
    await tx
      .update(goods)
      .set({ ...v, manufacturerShort: manufacturerShortOf(v.manufacturer), updatedAt: sql`now()` })
      .where(eq(goods.id, id));
  }

  /** Ladder and tags are replaced whole; stock is set per warehouse (the stock_total trigger follows). */
  writeParts(tx: Executor, id: number, parts: Omit<GoodsParts, 'id'>) {
    return this.writePartsMany(tx, [{ id, ...parts }]);
  }

  /** The parts of many goods in a few statements (the bulk import's chunks). */
  async writePartsMany(tx: Executor, parts: GoodsParts[]) {
    if (parts.length === 0) return;
    const ids = parts.map((p) => p.id);
    await tx.delete(goodsLadderPrices).where(inArray(goodsLadderPrices.goodsId, ids));
    const ladders = parts.flatMap((p) => p.ladders.map((l) => ({ goodsId: p.id, minNumber: l.number, price: l.price })));
    if (ladders.length) await tx.insert(goodsLadderPrices).values(ladders);
    await tx.delete(goodsTags).where(inArray(goodsTags.goodsId, ids));
    const tagRows = parts.flatMap((p) => p.tags.map((tagCode) => ({ goodsId: p.id, tagCode })));
    if (tagRows.length) await tx.insert(goodsTags).values(tagRows);
    const stocks = parts.flatMap((p) => p.stocks.map((s) => ({ goodsId: p.id, ckId: s.ck_id, number: s.number })));
    if (stocks.length) {
      await tx
        .insert(goodsStocks)
        .values(stocks)
        .onConflictDoUpdate({ target: [goodsStocks.goodsId, goodsStocks.ckId], set: { number: sql`excluded.number` } });
    }
  }
}
