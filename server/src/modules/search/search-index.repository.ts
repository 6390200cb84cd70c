import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { goodsFacts, shopFacts } from '../catalog/public.js';
import {
  isCompleteKey,
  LATIN_TERM,
  latinPrefixes,
  namePinyin,
  postingCandidates,
  SEARCH_DOCUMENT_VERSION,
  searchDocument,
  toTsvectorLiteral,
} from './search-document.js';
import { toTsquery } from './search-query.js';
import { rankTier } from './search-rank.sql.js';
import { goodsSearch, searchDocumentVersions, searchPostings, searchTermCounts } from './search.tables.js';
import { boolArray, intArray, textArray } from '../../db/one-trip.js';

const BATCH = 500;
/** Goods reindexed in one call past which the call compacts the term counts itself. */
const COMPACT_AFTER = 5_000;
/** pg_advisory_xact_lock key of term-count compaction ('search_term_counts' as a number). */
const TERM_COUNTS_LOCK = 0x5e4c4;

/** Rebuilds the search rows of the given goods (all goods when `ids` is omitted) inside the caller's transaction. */
export class SearchIndexer {
  constructor(private readonly database: Database) {}

  async reindex(executor: Executor, ids?: number[]): Promise<number> {
    if (ids && ids.length === 0) return 0;
    const rows = await executor
      .select({
        id: goodsFacts.id,
        on_sale: sql<boolean>`${goodsFacts.status} = 'on_sale'`,
        in_stock: sql<boolean>`${goodsFacts.stockTotal} > 0`,
        sales: goodsFacts.sales,
        name: goodsFacts.name,
        genericName: goodsFacts.genericName,
        tradeName: goodsFacts.tradeName,
        manufacturer: goodsFacts.manufacturer,
        manufacturerShort: goodsFacts.manufacturerShort,
        shopName: shopFacts.name,
        spec: goodsFacts.spec,
        dosageForm: goodsFacts.dosageForm,
        approvalNo: goodsFacts.approvalNo,
        barcode: goodsFacts.barcode,
      })
      .from(goodsFacts)
      .innerJoin(shopFacts, eq(shopFacts.id, goodsFacts.shopId))
      .where(ids ? inArray(goodsFacts.id, ids) : undefined);
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      // Each goods' document is made once, for its tsvector and for its term-table candidates.
      const docs = batch.map((r) => searchDocument(r));
      const ids = intArray(batch.map((r) => r.id));
      // The batch's rows are locked first (in id order), so the counts' delta below is taken from the documents this
      // write replaces, not from ones a concurrent writer is replacing too.
      await this.database.rows(
        sql`select ${goodsSearch.goodsId} from ${goodsSearch} where ${goodsSearch.goodsId} = any(${ids}::int[]) order by ${goodsSearch.goodsId} for update`,
        executor,
      );
      const upsert = executor
        .insert(goodsSearch)
        .values(
          batch.map((r, j) => ({
            goodsId: r.id,
            doc: sql`${toTsvectorLiteral(docs[j])}::tsvector`,
            onSale: r.on_sale,
            inStock: r.in_stock,
            sales: r.sales,
            name: r.name,
            genericName: r.genericName,
            tradeName: r.tradeName,
            pinyin: sql`${`{${namePinyin(r).join(',')}}`}::text[]`,
          })),
        )
        .onConflictDoUpdate({
          target: goodsSearch.goodsId,
          set: {
            doc: sql`excluded.doc`,
            onSale: sql`excluded.on_sale`,
            inStock: sql`excluded.in_stock`,
            sales: sql`excluded.sales`,
            name: sql`excluded.name`,
            genericName: sql`excluded.generic_name`,
            tradeName: sql`excluded.trade_name`,
            pinyin: sql`excluded.pinyin`,
          },
        });
      // One statement: the documents as they were, the upsert, and the Latin prefix counts' net change (nothing when
      // a document and its on-sale state are unchanged). The new documents' prefixes come from their lexemes here;
      // the replaced ones' from their stored tsvectors (none on a first index).
      const added = batch.flatMap((r, j) => (r.on_sale ? latinPrefixes(docs[j]) : []));
      await this.database.rows(
        sql`with old as (select ${goodsSearch.doc} as doc, ${goodsSearch.onSale} as on_sale from ${goodsSearch} where ${goodsSearch.goodsId} = any(${ids}::int[])),
          up as (${upsert.getSQL()}),
          changed as (
            select p.term, -1 as d from old cross join lateral search_latin_prefixes(old.doc) as p(term) where old.on_sale
            union all select term, 1 from jsonb_array_elements_text(${JSON.stringify(added)}::jsonb) as a(term))
          insert into ${searchTermCounts} (term, n)
          select term, sum(d)::int from changed group by term having sum(d) <> 0`,
        executor,
      );
      await this.writePostings(
        executor,
        batch.map((r) => r.id),
        batch.flatMap((r, j) =>
          postingCandidates(r, docs[j]).map((c) => ({
            g: r.id,
            k: c.key,
            t: c.term,
            whole: isCompleteKey(c.key),
            latin: LATIN_TERM.test(c.term),
            q: c.check ? toTsquery(c.term) : '',
            f: c.elsewhere,
          })),
        ),
      );
    }
    // A bulk write (the whole catalogue, a large import) leaves a delta row per prefix and batch: folded before it
    // commits. Smaller writes leave theirs to the hourly job (search-maintenance.ts).
    if (!ids || rows.length >= COMPACT_AFTER) await this.compactTermCounts(executor);
    // The whole index is now this code's documents.
    if (!ids) await this.recordVersion(executor, SEARCH_DOCUMENT_VERSION);
    return rows.length;
  }

  /** The version of the documents the whole index was last built with (0: before versions were recorded). */
  async documentVersion(): Promise<number> {
    const [row] = await this.database.rows<{ v: number }>(
      sql`select coalesce(max(${searchDocumentVersions.version}), 0)::int as v from ${searchDocumentVersions}`,
    );
    return Number(row.v);
  }

  async recordVersion(executor: Executor, version: number): Promise<void> {
    await executor.insert(searchDocumentVersions).values({ version }).onConflictDoNothing();
  }

  /** Rebuilds up to `limit` goods, the next by id after `afterId`: how many, and the last one's id. */
  async reindexAfter(executor: Executor, afterId: number, limit: number): Promise<{ count: number; last: number }> {
    const next = await executor
      .select({ id: goodsFacts.id })
      .from(goodsFacts)
      .where(gt(goodsFacts.id, afterId))
      .orderBy(asc(goodsFacts.id))
      .limit(limit);
    const ids = next.map((r) => r.id);
    await this.reindex(executor, ids);
    return { count: ids.length, last: ids.at(-1) ?? afterId };
  }

  /**
   * Folds each term's count rows into one (dropping terms that sum to nothing). Compactions take turns (an advisory
   * lock held to the end of the transaction); writers never wait for them: rows a writer adds meanwhile are not in
   * the compaction's snapshot, so they are neither deleted nor counted twice.
   */
  async compactTermCounts(executor?: Executor): Promise<void> {
    const run = async (tx: Executor) => {
      await this.database.rows(sql`select pg_advisory_xact_lock(${TERM_COUNTS_LOCK})`, tx);
      await this.database.rows(
        sql`with gone as (
            delete from ${searchTermCounts} where ${searchTermCounts.term} in (
              select ${searchTermCounts.term} from ${searchTermCounts} group by 1 having count(*) > 1 or sum(${searchTermCounts.n}) = 0)
            returning ${searchTermCounts.term} as term, ${searchTermCounts.n} as n)
          insert into ${searchTermCounts} (term, n) select term, sum(n)::int from gone group by term having sum(n) <> 0`,
        tx,
      );
    };
    if (executor) await run(executor);
    else await this.database.db.transaction(run);
  }

  /**
   * The term table's rows of these goods, rebuilt. A whole candidate (isCompleteKey: a Chinese term of 2–4 characters
   * the document matches) is kept in whatever tier the query's own expression ranks it. Any other (Latin, or a single
   * character) stays where that expression ranks the goods 0–2 and its document matches the term's tsquery — exactly
   * what a search for the term would rank there; its tier-3 goods are left to goods_search (see searchPostings).
   */
  private async writePostings(
    executor: Executor,
    ids: number[],
    candidates: Array<{ g: number; k: string; t: string; whole: boolean; latin: boolean; q: string | null; f: number }>,
  ) {
    // q: the tsquery a candidate must match ('' when it always does; null when nothing in it is searchable).
    await executor.delete(searchPostings).where(inArray(searchPostings.goodsId, ids));
    const terms = candidates.filter((c) => c.q !== null);
    if (terms.length === 0) return;
    // Past the names' tiers the candidate brings its tier (fieldTier's, computed from the document's lexemes).
    const tier = rankTier(sql`c.t`, sql`(case when c.latin then c.t end)`, sql`c.f`);
    // The candidates as one array per column: PostgreSQL reads arrays several times faster than the same rows as JSON.
    await this.database.rows(
      sql`insert into ${searchPostings} (term, goods_id, tier, on_sale, in_stock, sales)
        select c.k, ${goodsSearch.goodsId}, ranked.tier, ${goodsSearch.onSale}, ${goodsSearch.inStock}, ${goodsSearch.sales}
        from unnest(${intArray(terms.map((c) => c.g))}::int[], ${textArray(terms.map((c) => c.k))}::text[],
          ${textArray(terms.map((c) => c.t))}::text[], ${boolArray(terms.map((c) => c.whole))}::boolean[],
          ${boolArray(terms.map((c) => c.latin))}::boolean[], ${textArray(terms.map((c) => c.q!))}::text[],
          ${intArray(terms.map((c) => c.f))}::int[]) as c(g, k, t, whole, latin, q, f)
        join ${goodsSearch} on ${goodsSearch.goodsId} = c.g
        cross join lateral (select ${tier} as tier) ranked
        where (c.whole or ranked.tier <= 2) and (c.q = '' or ${goodsSearch.doc} @@ c.q::tsquery)`,
      executor,
    );
  }

  /** A full index, when the index's documents are of an older version (see SEARCH_DOCUMENT_VERSION); how many goods. */
  async rebuildIfStale(): Promise<number> {
    if ((await this.documentVersion()) >= SEARCH_DOCUMENT_VERSION) return 0;
    return this.database.db.transaction((tx) => this.reindex(tx));
  }

  /** Databases indexed before the term table existed get it filled once, at start. */
  async fillPostingsIfMissing(): Promise<number> {
    const [row] = await this.database.rows<{ missing: boolean }>(
      sql`select not exists (select 1 from ${searchPostings}) and exists (select 1 from ${goodsSearch}) as missing`,
    );
    if (!row.missing) return 0;
    return this.database.db.transaction((tx) => this.reindex(tx));
  }
}
