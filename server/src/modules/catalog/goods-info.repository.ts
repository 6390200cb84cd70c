import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isoUtc } from '../../db/sql-helpers.js';
import { goods } from './catalog.tables.js';
import { ON_SALE } from './goods-filters.sql.js';
import { packageInserts, qualityReports } from './package-inserts.tables.js';

export type InsertFields = Omit<typeof packageInserts.$inferInsert, 'goodsId' | 'updatedAt'>;
/** A report row as the API shows it. */
export type ReportRow = NonNullable<Awaited<ReturnType<GoodsInfoRepository['report']>>>;
export type ReportFields = Omit<typeof qualityReports.$inferInsert, 'id' | 'goodsId' | 'createdAt'>;

/** What a goods' 说明书 and 质检报告 show of the goods itself. */
const goodsFacts = {
  name: goods.name,
  generic_name: goods.genericName,
  spec: goods.spec,
  approval_no: goods.approvalNo,
  manufacturer: goods.manufacturer,
  batch_no: goods.batchNo,
  expiry_date: goods.expiryDate,
  production_date: goods.productionDate,
};

/** A batch's report with the goods it belongs to. */
const reportColumns = {
  id: qualityReports.id,
  goods_id: qualityReports.goodsId,
  goods_name: goods.name,
  spec: goods.spec,
  manufacturer: goods.manufacturer,
  approval_no: goods.approvalNo,
  expiry_date: goods.expiryDate,
  production_date: goods.productionDate,
  batch_no: qualityReports.batchNo,
  report_no: qualityReports.reportNo,
  inspector: qualityReports.inspector,
  inspected_on: qualityReports.inspectedOn,
  conclusion: qualityReports.conclusion,
  file: qualityReports.file,
  mime: qualityReports.mime,
};

/** The detail page's 说明书 and 质检报告 tabs, and the header's report search. */
export class GoodsInfoRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async goods(id: number) {
    const [row] = await this.db
      .select({ id: goods.id, shop_id: goods.shopId, ...goodsFacts })
      .from(goods)
      .where(eq(goods.id, id));
    return row ?? null;
  }

  async insertOf(goodsId: number) {
    const [row] = await this.db
      .select({
        ingredients: packageInserts.ingredients,
        character: packageInserts.character,
        indications: packageInserts.indications,
        dosage: packageInserts.dosage,
        adverse_reactions: packageInserts.adverseReactions,
        contraindications: packageInserts.contraindications,
        precautions: packageInserts.precautions,
        interactions: packageInserts.interactions,
        storage: packageInserts.storage,
        shelf_life: packageInserts.shelfLife,
        updated_at: isoUtc(packageInserts.updatedAt),
      })
      .from(packageInserts)
      .where(eq(packageInserts.goodsId, goodsId));
    return row ?? null;
  }

  async saveInsert(goodsId: number, fields: InsertFields): Promise<void> {
    await this.database.db
      .insert(packageInserts)
      .values({ goodsId, ...fields })
      .onConflictDoUpdate({ target: packageInserts.goodsId, set: { ...fields, updatedAt: new Date() } });
  }

  private selectReports(extra: { total?: SQL<number> } = {}) {
    return this.db
      .select({ ...reportColumns, ...extra })
      .from(qualityReports)
      .innerJoin(goods, eq(goods.id, qualityReports.goodsId));
  }

  /** Reports of on-sale goods by goods, by name (通用名 or 商品名) and by batch, newest batch first. */
  async reports(q: { goodsId?: number; keyword?: string; batch?: string }, limit: number, offset: number) {
    const rows = await this.selectReports({ total: sql<number>`count(*) over ()::int` })
      .where(
        and(
          ON_SALE,
          q.goodsId ? eq(qualityReports.goodsId, q.goodsId) : undefined,
          q.keyword ? or(ilike(goods.name, `%${q.keyword}%`), ilike(goods.genericName, `%${q.keyword}%`)) : undefined,
          q.batch ? ilike(qualityReports.batchNo, `${q.batch}%`) : undefined,
        ),
      )
      .orderBy(desc(qualityReports.inspectedOn), desc(qualityReports.id))
      .limit(limit)
      .offset(offset);
    return { rows, total: rows[0]?.total ?? 0 };
  }

  async report(id: number) {
    const [row] = await this.selectReports().where(eq(qualityReports.id, id));
    return row ?? null;
  }

  /** One report per batch: a new one for the same batch replaces it. Returns its id. */
  async saveReport(goodsId: number, fields: ReportFields): Promise<number> {
    const [row] = await this.database.db
      .insert(qualityReports)
      .values({ goodsId, ...fields })
      .onConflictDoUpdate({ target: [qualityReports.goodsId, qualityReports.batchNo], set: fields })
      .returning({ id: qualityReports.id });
    return row!.id;
  }
}
