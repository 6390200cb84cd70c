import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { brands, businessScopes, shops, tags, warehouses } from './catalog.tables.js';
import { goodsImportRows, goodsImports } from './goods-import.tables.js';
import { correlated } from '../../db/sql-helpers.js';

type ImportInsert = typeof goodsImports.$inferInsert;
type RowInsert = typeof goodsImportRows.$inferInsert;

const importColumns = {
  id: goodsImports.id,
  kind: goodsImports.kind,
  file_name: goodsImports.fileName,
  state: goodsImports.state,
  total_rows: goodsImports.totalRows,
  valid_rows: goodsImports.validRows,
  error_rows: goodsImports.errorRows,
  processed: goodsImports.processed,
  created: goodsImports.created,
  updated: goodsImports.updated,
  failed: goodsImports.failed,
  operator: goodsImports.operatorName,
  shop_id: goodsImports.shopId,
  created_at: isoUtc(goodsImports.createdAt),
  started_at: isoUtcOrNull(goodsImports.startedAt),
  finished_at: isoUtcOrNull(goodsImports.finishedAt),
};

/** SQL of bulk goods files: the file and its checked rows, the job's progress, and what rows refer to by name. */
export class GoodsImportRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** Shops with their short names and warehouses, scopes, brands and tags: every name a file may use. */
  async refs() {
    const list = correlated<Array<{ id: number; name: string }>>(sql`coalesce((select json_agg(json_build_object('id', ${warehouses.id},
      'name', ${warehouses.name}) order by ${warehouses.id}) from ${warehouses} where ${warehouses.shopId} = ${shops.id}), '[]'::json)`);
    const [shopRows, scopeRows, brandRows, tagRows] = await Promise.all([
      this.db.select({ id: shops.id, name: shops.name, short_name: shops.shortName, warehouses: list }).from(shops).orderBy(shops.id),
      this.db.select({ code: businessScopes.code, name: businessScopes.name }).from(businessScopes),
      this.db.select({ id: brands.id, name: brands.name }).from(brands),
      this.db.select({ code: tags.code, name: tags.name }).from(tags),
    ]);
    return { shops: shopRows, scopes: scopeRows, brands: brandRows, tags: tagRows };
  }

  /** The file and its rows in one transaction, the rows a thousand per statement. */
  async insert(head: ImportInsert, rows: Array<Omit<RowInsert, 'importId'>>) {
    await this.db.transaction(async (tx) => {
      await tx.insert(goodsImports).values(head);
      for (let i = 0; i < rows.length; i += 1000) {
        await tx.insert(goodsImportRows).values(rows.slice(i, i + 1000).map((r) => ({ ...r, importId: head.id })));
      }
    });
  }

  async view(executor: Executor, id: string, lock = false) {
    const query = executor
      .select({ ...importColumns, last_seq: goodsImports.lastSeq })
      .from(goodsImports)
      .where(eq(goodsImports.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** The latest files: a merchant's own (`shop`), or every file for the platform. */
  recent(limit: number, shop?: number) {
    return this.db
      .select(importColumns)
      .from(goodsImports)
      .where(shop === undefined ? undefined : eq(goodsImports.shopId, shop))
      .orderBy(desc(goodsImports.createdAt))
      .limit(limit);
  }

  /** The rows with errors in file order (the first `limit` of them, or all). */
  errorRows(id: string, limit?: number) {
    const query = this.db
      .select({ row_no: goodsImportRows.rowNo, cells: goodsImportRows.cells, errors: goodsImportRows.errors })
      .from(goodsImportRows)
      .where(and(eq(goodsImportRows.importId, id), isNotNull(goodsImportRows.errors)))
      .orderBy(asc(goodsImportRows.seq));
    return limit ? query.limit(limit) : query;
  }

  /** The next rows to write after `afterSeq` (rows with errors are never written). */
  nextRows(tx: Executor, id: string, afterSeq: number, limit: number) {
    return tx
      .select({ seq: goodsImportRows.seq, row_no: goodsImportRows.rowNo, body: goodsImportRows.body, goods_id: goodsImportRows.goodsId })
      .from(goodsImportRows)
      .where(and(eq(goodsImportRows.importId, id), gt(goodsImportRows.seq, afterSeq), isNull(goodsImportRows.errors)))
      .orderBy(asc(goodsImportRows.seq))
      .limit(limit);
  }

  async setState(tx: Executor, id: string, state: 'queued' | 'running' | 'done' | 'cancelled', stamp?: 'started' | 'finished') {
    await tx
      .update(goodsImports)
      .set({
        state,
        ...(stamp === 'started' ? { startedAt: sql`now()` } : {}),
        ...(stamp === 'finished' ? { finishedAt: sql`now()` } : {}),
      })
      .where(eq(goodsImports.id, id));
  }

  /** A chunk written: the counters move and `last_seq` with them, in the chunk's transaction. */
  async advance(tx: Executor, id: string, chunk: { lastSeq: number; processed: number; created: number; updated: number; failed: number }) {
    await tx
      .update(goodsImports)
      .set({
        lastSeq: chunk.lastSeq,
        processed: sql`${goodsImports.processed} + ${chunk.processed}`,
        created: sql`${goodsImports.created} + ${chunk.created}`,
        updated: sql`${goodsImports.updated} + ${chunk.updated}`,
        failed: sql`${goodsImports.failed} + ${chunk.failed}`,
      })
      .where(eq(goodsImports.id, id));
  }

  /** A row refused while importing keeps its reason (the report lists it with the rows refused at the dry run). */
  async rowFailed(tx: Executor, id: string, seq: number, errors: Array<{ row: number; column: string; message: string }>) {
    await tx
      .update(goodsImportRows)
      .set({ errors })
      .where(and(eq(goodsImportRows.importId, id), eq(goodsImportRows.seq, seq)));
  }

  async header(id: string) {
    const [row] = await this.db
      .select({ header: goodsImports.header, kind: goodsImports.kind, shop_id: goodsImports.shopId })
      .from(goodsImports)
      .where(eq(goodsImports.id, id));
    return row ?? null;
  }
}
