import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { packageInserts, qualityReports } from './package-inserts.tables.js';

export interface GoodsFacts {
  id: number;
  name: string;
  generic_name: string;
  spec: string;
  approval_no: string;
  manufacturer: string;
  batch_no: string;
  expiry_date: string;
  production_date: string;
}

export interface InsertRow {
  ingredients: string;
  character: string;
  indications: string;
  dosage: string;
  adverse_reactions: string;
  contraindications: string;
  precautions: string;
  interactions: string;
  storage: string;
  shelf_life: string;
  updated_at: string;
}

export interface ReportRow {
  id: number;
  goods_id: number;
  goods_name: string;
  spec: string;
  manufacturer: string;
  approval_no: string;
  expiry_date: string;
  production_date: string;
  batch_no: string;
  report_no: string;
  inspector: string;
  inspected_on: string;
  conclusion: string;
  file: string | null;
  mime: string | null;
}

export type InsertFields = Omit<typeof packageInserts.$inferInsert, 'goodsId' | 'updatedAt'>;
export type ReportFields = Omit<typeof qualityReports.$inferInsert, 'id' | 'goodsId' | 'createdAt'>;

const FACTS = sql`g.id, g.name, g.generic_name, g.spec, g.approval_no, g.manufacturer, g.batch_no,
  to_char(g.expiry_date, 'YYYY-MM-DD') as expiry_date, to_char(g.production_date, 'YYYY-MM-DD') as production_date`;

/** The detail page's 说明书 and 质检报告 tabs, and the header's report search. */
export class GoodsInfoRepository {
  constructor(private readonly database: Database) {}

  async goods(id: number): Promise<GoodsFacts | null> {
    const [row] = await this.database.rows<GoodsFacts>(sql`select ${FACTS} from goods g where g.id = ${id}`);
    return row ?? null;
  }

  async insertOf(goodsId: number): Promise<InsertRow | null> {
    const [row] = await this.database.rows<InsertRow>(sql`
      select ingredients, character, indications, dosage, adverse_reactions, contraindications, precautions, interactions,
             storage, shelf_life, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
      from package_inserts where goods_id = ${goodsId}`);
    return row ?? null;
  }

  async saveInsert(goodsId: number, fields: InsertFields): Promise<void> {
    await this.database.db
      .insert(packageInserts)
      .values({ goodsId, ...fields })
      .onConflictDoUpdate({ target: packageInserts.goodsId, set: { ...fields, updatedAt: new Date() } });
  }

  /** Reports of on-sale goods by goods, by name (通用名 or 商品名) and by batch, newest batch first. */
  async reports(q: { goodsId?: number; keyword?: string; batch?: string }, limit: number, offset: number) {
    const where: SQL[] = [sql`g.status = 'on_sale'`];
    if (q.goodsId) where.push(sql`r.goods_id = ${q.goodsId}`);
    if (q.keyword) where.push(sql`(g.name ilike ${`%${q.keyword}%`} or g.generic_name ilike ${`%${q.keyword}%`})`);
    if (q.batch) where.push(sql`r.batch_no ilike ${`${q.batch}%`}`);
    const rows = await this.database.rows<ReportRow & { total: number }>(sql`
      select r.id, r.goods_id, g.name as goods_name, g.spec, g.manufacturer, g.approval_no,
             to_char(g.expiry_date, 'YYYY-MM-DD') as expiry_date, to_char(g.production_date, 'YYYY-MM-DD') as production_date,
             r.batch_no, r.report_no, r.inspector, r.inspected_on, r.conclusion, r.file, r.mime, count(*) over ()::int as total
      from quality_reports r join goods g on g.id = r.goods_id
      where ${sql.join(where, sql` and `)}
      order by r.inspected_on desc, r.id desc limit ${limit} offset ${offset}`);
    return { rows, total: rows[0]?.total ?? 0 };
  }

  async report(id: number): Promise<ReportRow | null> {
    const [row] = await this.database.rows<ReportRow>(sql`
      select r.id, r.goods_id, g.name as goods_name, g.spec, g.manufacturer, g.approval_no,
             to_char(g.expiry_date, 'YYYY-MM-DD') as expiry_date, to_char(g.production_date, 'YYYY-MM-DD') as production_date,
             r.batch_no, r.report_no, r.inspector, r.inspected_on, r.conclusion, r.file, r.mime
      from quality_reports r join goods g on g.id = r.goods_id where r.id = ${id}`);
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
