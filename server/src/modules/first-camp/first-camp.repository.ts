import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc } from '../../db/sql-helpers.js';
import { goodsFacts, shopFacts } from '../catalog/public.js';
import { firstCampDocuments as docs } from './first-camp.tables.js';

export type NewFirstCampDocument = typeof docs.$inferInsert;

const columns = {
  id: docs.id,
  shop_id: docs.shopId,
  goods_id: docs.goodsId,
  goods_name: goodsFacts.name,
  kind: docs.kind,
  title: docs.title,
  valid_until: docs.validUntil,
  expired: sql<boolean>`coalesce(${docs.validUntil} < (now() at time zone 'Asia/Shanghai')::date, false)`,
  mime: docs.mime,
  size: docs.size,
  created_at: isoUtc(docs.createdAt),
  storage_path: docs.storagePath,
};

/** SQL of 首营资料: a shop's documents, a goods' documents, one document, and writing and removing them. */
export class FirstCampRepository {
  constructor(private readonly database: Database) {}

  private select(executor: Executor = this.database.db) {
    return executor.select(columns).from(docs).leftJoin(goodsFacts, eq(goodsFacts.id, docs.goodsId));
  }

  /** The shop's own documents (not its goods'), by kind then newest. */
  async ofShop(shopId: number) {
    return this.select()
      .where(and(eq(docs.shopId, shopId), isNull(docs.goodsId)))
      .orderBy(docs.kind, desc(docs.id));
  }

  async ofGoods(goodsId: number) {
    return this.select().where(eq(docs.goodsId, goodsId)).orderBy(docs.kind, desc(docs.id));
  }

  async page(shopId: number, q: { scope: 'shop' | 'goods'; goods_id?: number; page: number; page_size: number }) {
    const where: SQL | undefined = and(
      eq(docs.shopId, shopId),
      q.scope === 'shop' ? isNull(docs.goodsId) : q.goods_id === undefined ? isNotNull(docs.goodsId) : eq(docs.goodsId, q.goods_id),
    );
    const [list, [total]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(docs.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.database.db.select({ n: count() }).from(docs).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  }

  async one(id: number) {
    const [row] = await this.select().where(eq(docs.id, id));
    return row ?? null;
  }

  /** The shop a goods is of (null: no such goods). */
  async goodsShop(goodsId: number) {
    const [row] = await this.database.db
      .select({ shop_id: goodsFacts.shopId, status: goodsFacts.status })
      .from(goodsFacts)
      .where(eq(goodsFacts.id, goodsId));
    return row ?? null;
  }

  /** What a drawn demo licence shows of its shop. */
  async shopFacts(id: number) {
    const [row] = await this.database.db
      .select({
        name: shopFacts.name,
        province: shopFacts.province,
        city: shopFacts.city,
        businessLicenceNo: shopFacts.businessLicenceNo,
        licenceNo: shopFacts.licenceNo,
        gspCertNo: shopFacts.gspCertNo,
        invoiceAddressPhone: shopFacts.invoiceAddressPhone,
        invoiceBankAccount: shopFacts.invoiceBankAccount,
      })
      .from(shopFacts)
      .where(eq(shopFacts.id, id));
    return row ?? null;
  }

  /** What a drawn demo goods document shows of its goods. */
  async goodsFacts(id: number) {
    const [row] = await this.database.db
      .select({
        name: goodsFacts.name,
        genericName: goodsFacts.genericName,
        spec: goodsFacts.spec,
        dosageForm: goodsFacts.dosageForm,
        unit: goodsFacts.unit,
        manufacturer: goodsFacts.manufacturer,
        approvalNo: goodsFacts.approvalNo,
        barcode: goodsFacts.barcode,
        classification: goodsFacts.classification,
        scopeCode: goodsFacts.scopeCode,
        shop: shopFacts.name,
      })
      .from(goodsFacts)
      .innerJoin(shopFacts, eq(shopFacts.id, goodsFacts.shopId))
      .where(eq(goodsFacts.id, id));
    return row ?? null;
  }

  async shopExists(id: number) {
    const [row] = await this.database.db.select({ id: shopFacts.id }).from(shopFacts).where(eq(shopFacts.id, id));
    return row !== undefined;
  }

  async insert(tx: Executor, row: NewFirstCampDocument): Promise<number> {
    const [r] = await tx.insert(docs).values(row).returning({ id: docs.id });
    return r!.id;
  }

  /** Removes one of the shop's documents; its storage path, or null when it is not the shop's. */
  async remove(tx: Executor, id: number, shopId: number): Promise<string | null> {
    const [r] = await tx
      .delete(docs)
      .where(and(eq(docs.id, id), eq(docs.shopId, shopId)))
      .returning({ path: docs.storagePath });
    return r?.path ?? null;
  }

  transaction<T>(fn: (tx: Executor) => Promise<T>) {
    return this.database.db.transaction(fn);
  }
}

export type FirstCampRow = NonNullable<Awaited<ReturnType<FirstCampRepository['one']>>>;
