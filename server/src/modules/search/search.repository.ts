import { and, asc, desc, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Bind, ShapedRead } from '../../db/one-trip.js';
import { goodsFacts, isOnSale, joinGoodsFiltered } from '../catalog/public.js';
import { fieldTier, rankTier } from './search-rank.sql.js';
import { isCompleteKey, LATIN_TERM } from './search-document.js';
import { goodsSearch as gs, searchPostings as sp, searchTermCounts as tc } from './search.tables.js';

/** Totals past this are reported as "this many or more": counting the 30,000 matches of 注射 costs 50 ms. */
export const TOTAL_CAP = 1000;

export type SearchPage = { ids: number[]; total: number; capped?: boolean };

/** The one row a term-table read gives: the page's ids and its total (null: the page is not wholly in the table). */
interface TableRow {
  ids: number[] | null;
  n: number | null;
}

/** A search's first statement, as a shaped read, and how its row becomes the page (null: rank from goods_search). */
export interface TableRead {
  read: ShapedRead<TableRow>;
  page(row: TableRow | undefined): SearchPage | null;
}

/** A page whose total was counted up to TOTAL_CAP + 1: "TOTAL_CAP or more" past it. */
function cappedPage(row: TableRow | undefined): SearchPage {
  const n = Number(row?.n ?? 0);
  return { ids: (row?.ids ?? []).map(Number), total: Math.min(n, TOTAL_CAP), capped: n > TOTAL_CAP };
}

/** A Latin term's total: the sum of its rows in the prefix counts (an index-only read; see searchTermCounts). */
const latinTotal = (v: Bind) => sql`(select coalesce(sum(${tc.n}), 0)::int from ${tc} where ${tc.term} = ${v('term')})`;

/**
 * A single character's total: "TOTAL_CAP or more" when its postings alone (tiers 0–2) pass TOTAL_CAP, otherwise its
 * matches counted from the GIN up to TOTAL_CAP + 1.
 */
const charTotal = (v: Bind) =>
  sql`(case when (select count(*) from (select 1 from ${sp} where ${sp.term} = ${v('term')} and ${sp.onSale} limit ${TOTAL_CAP + 1}) x) > ${TOTAL_CAP}
    then ${TOTAL_CAP + 1}
    else (select count(*)::int from (select 1 from ${gs} where ${gs.doc} @@ ${v('q')}::tsquery and ${gs.onSale} limit ${TOTAL_CAP + 1}) m) end)`;

export interface SearchSpec {
  tsquery: string;
  /** The keyword's Han text (or the keyword): exact and prefix name matches rank first. */
  probe: string;
  /** The keyword as typed, lower-cased: a prefix of a name's pinyin or initials ranks with name prefixes. */
  pinyinProbe: string;
  /** The keyword's query over the names only, and over the goods' own words (see nameQueriesOf, fieldTier). */
  nameQuery: string;
  ownQuery: string;
  /** Catalog filters (category, maker, flags); when present the match joins goods, otherwise it never does. */
  where: SQL[];
  /** The keyword as a term-table key (see postingKeyOf; used when there are no filters), read in ranking order. */
  posting: string | null;
  /** A longer Chinese keyword as term-table windows (see coveringKeysOf; used when there are no filters). */
  cover?: string[] | null;
  /** The keyword as a 医保编码 or its start (contract ybCodeSearchOf): goods by their code, before the text. */
  ybCode?: string | null;
  limit: number;
  offset: number;
}

/**
 * SQL only: full-text matching over goods_search. Matching and ordering read only goods_search's narrow rows
 * (the tsvector lives out of line); the page's ids go back to the catalog for their cards. The statements stay SQL
 * (tiers, lateral joins, recordsets) with their columns and result types taken from the tables.
 * Order: exact name, name or pinyin prefix, name contains the keyword, names match it otherwise, the goods' own other
 * words (specification, codes) match it, only its 厂家 or merchant does; then in stock; then sales.
 */
export class SearchRepository {
  constructor(private readonly database: Database) {}

  /** A page: the term table's (Chinese terms, Latin terms, longer Chinese keywords) or goods_search's ranking. */
  async search(spec: SearchSpec): Promise<SearchPage> {
    const table = this.tableRead(spec);
    if (table) {
      const page = table.page((await table.read)[0]);
      if (page) return page;
    }
    return this.rankFromIndex(spec);
  }

  /**
   * The term-table read a search starts with — a shaped read, so the service folds it into one statement with its
   * other reads — or null when the search ranks from goods_search (filters, several runs, 阿莫xl).
   */
  tableRead(spec: SearchSpec): TableRead | null {
    if (spec.where.length > 0) return null;
    if (spec.posting !== null)
      return isCompleteKey(spec.posting) ? this.fromCompletePostings(spec, spec.posting) : this.fromPostings(spec, spec.posting);
    if (spec.cover) return this.fromCoveringPostings(spec, spec.cover);
    return null;
  }

  /** Ranks every match from goods_search: filters, keywords the term table does not answer, pages reaching tier 3. */
  async rankFromIndex(spec: SearchSpec): Promise<SearchPage> {
    const q = sql`${spec.tsquery}::tsquery`;
    const tier = rankTier(spec.probe, spec.pinyinProbe || null, fieldTier(sql`${spec.nameQuery}`, sql`${spec.ownQuery}`));
    const join = spec.where.length ? joinGoodsFiltered(gs.goodsId, spec.where) : sql``;
    // The total rides along with the page (one scan of the matches instead of two). Each match's tier is computed as
    // it is read (offset 0 keeps the subquery apart): above the window the rows would carry their documents (1.2 KB
    // each, which fieldTier reads) into the window's buffer — 2,961 matches of ling spilled to disk, 13 → 32 ms.
    const rows = await this.database.rows<{ id: typeof gs.$inferSelect.goodsId; total: number }>(sql`
      select m.id, count(*) over ()::int as total from (
        select ${gs.goodsId} as id, ${tier} as tier, ${gs.inStock} as in_stock, ${gs.sales} as sales from ${gs} ${join}
        where ${gs.doc} @@ ${q} and ${gs.onSale} offset 0) m
      order by m.tier, m.in_stock desc, m.sales desc, m.id
      limit ${spec.limit} offset ${spec.offset}`);
    if (rows.length > 0) return { ids: rows.map((r) => r.id), total: Number(rows[0].total) };
    if (spec.offset === 0) return { ids: [], total: 0 };
    // Past the last page: the window saw no rows, so count separately.
    const [count] = await this.database.rows<{ n: number }>(sql`
      select count(*)::int as n from ${gs} ${join} where ${gs.doc} @@ ${q} and ${gs.onSale}`);
    return { ids: [], total: Number(count.n) };
  }

  /**
   * A page of a Chinese term, whose rows hold every goods its query matches: the page's entries in ranking order and
   * the total as an index-only count of the term's rows up to TOTAL_CAP + 1 — one statement, no GIN, no goods_search.
   */
  private fromCompletePostings(spec: SearchSpec, key: string): TableRead {
    const read = this.database.shapedRaw<TableRow>(
      'search.complete',
      { key, limit: spec.limit, offset: spec.offset },
      (v) => sql`
      select array(select ${sp.goodsId} from ${sp} where ${sp.term} = ${v('key')} and ${sp.onSale}
          order by ${sp.tier}, ${sp.inStock} desc nulls last, ${sp.sales} desc nulls last, ${sp.goodsId}
          limit ${v('limit')} offset ${v('offset')}) as "ids",
        (select count(*)::int from (select 1 from ${sp} where ${sp.term} = ${v('key')} and ${sp.onSale} limit ${TOTAL_CAP + 1}) x) as "n"`,
    );
    return { read, page: cappedPage };
  }

  /**
   * A page of a Latin term or a single character wholly inside its tiers 0–2, read from the term table's btree in
   * ranking order (the page's entries only), and its total — in one statement; the total is read only when the page
   * is full. No page when it reaches tier 3 (fewer entries than the page holds): the caller ranks from goods_search.
   */
  private fromPostings(spec: SearchSpec, term: string): TableRead {
    const latin = LATIN_TERM.test(term);
    const values = { term, limit: spec.limit, offset: spec.offset, ...(latin ? {} : { q: spec.tsquery }) };
    const read = this.database.shapedRaw<TableRow>(
      latin ? 'search.latin' : 'search.char',
      values,
      (v) => sql`
      with page as (
        select ${sp.goodsId} as id from ${sp} where ${sp.term} = ${v('term')} and ${sp.onSale}
        order by ${sp.tier}, ${sp.inStock} desc nulls last, ${sp.sales} desc nulls last, ${sp.goodsId}
        limit ${v('limit')} offset ${v('offset')})
      select array(select id from page) as "ids",
        case when (select count(*) from page) = ${v('limit')} then ${latin ? latinTotal(v) : charTotal(v)} end as "n"`,
    );
    return { read, page: (row) => (row?.n == null || !row.ids ? null : cappedPage(row)) };
  }

  /**
   * A page of a Chinese keyword longer than the table's keys: its matches are the goods in every window's rows (one
   * index-only read of the windows' rows grouped by goods — a few thousand entries at most — instead of the GIN's
   * bitmap and a heap visit per match; a grouping, not joins, so a missing statistic cannot make the planner expect
   * millions of rows). The keyword is in a goods' names, or its own words, exactly when each window is (the windows
   * hold all its bigrams), so past the names' tiers its tier is the windows' worst (3–5); where every window is 0–2
   * the names rank it (a name holding the keyword holds each window too), and it is at least 3 otherwise. The total
   * is exact, as goods_search gives it.
   */
  private fromCoveringPostings(spec: SearchSpec, keys: string[]): TableRead {
    // A term and goods have one row, so a goods is in every window when it has a row for each distinct key.
    const windows = [...new Set(keys)];
    const values: Record<string, unknown> = { probe: spec.probe, limit: spec.limit, offset: spec.offset };
    windows.forEach((k, i) => (values[`k${i}`] = k));
    const read = this.database.shapedRaw<TableRow>(`search.cover${windows.length}`, values, (v) => {
      const terms = sql.join(
        windows.map((_, i) => v(`k${i}`)),
        sql`, `,
      );
      const tier = rankTier(sql`${v('probe')}`, null, sql`3`);
      return sql`
        with m as materialized (
          select ${sp.goodsId} as id, max(${sp.tier}) as t, bool_and(${sp.inStock}) as in_stock, max(${sp.sales}) as sales from ${sp}
          where ${sp.term} in (${terms}) and ${sp.onSale}
          group by ${sp.goodsId} having count(*) = ${sql.raw(String(windows.length))}),
        ranked as (
          select m.id, case when m.t <= 2 then (select ${tier} from ${gs} where ${gs.goodsId} = m.id) else m.t end as tier, m.in_stock, m.sales from m)
        select array(select id from ranked order by tier, in_stock desc nulls last, sales desc nulls last, id
            limit ${v('limit')} offset ${v('offset')}) as "ids",
          (select count(*)::int from m) as "n"`;
    });
    return { read, page: (row) => ({ ids: (row?.ids ?? []).map(Number), total: Number(row?.n ?? 0) }) };
  }

  /**
   * Many name searches in one statement (quick order: 200 purchase lines must match in well under 2 s): each line's
   * best `perLine` goods by the same tiers as `search` (no pinyin: lines are names), through a lateral join over the lines.
   */
  async searchMany(
    lines: Array<{ i: number; q: string; p: string; a: string; o: string }>,
    perLine: number,
  ): Promise<Array<{ i: number; id: number; tier: number }>> {
    if (lines.length === 0) return [];
    return this.database.rows<{ i: number; id: number; tier: number }>(sql`
      select l.i, m.id, m.tier
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(i int, q text, p text, a text, o text)
      cross join lateral (
        select ${gs.goodsId} as id, ${rankTier(sql`l.p`, null, fieldTier(sql`l.a`, sql`l.o`))} as tier
        from ${gs}
        where ${gs.doc} @@ l.q::tsquery and ${gs.onSale}
        order by tier, ${gs.inStock} desc, ${gs.sales} desc, ${gs.goodsId}
        limit ${perLine}
      ) m
      order by l.i, m.tier`);
  }

  /**
   * Lines whose name is exactly a goods' generic, trade or full name (most lines of a real purchase sheet): three hash
   * joins over goods_search, one scan each, instead of a full-text search per line.
   */
  async exactNames(lines: Array<{ i: number; p: string }>): Promise<Array<{ i: number; id: number }>> {
    if (lines.length === 0) return [];
    const byName = (col: AnyColumn) => sql`select l.i, ${gs.goodsId} as id from l join ${gs} on ${col} = l.p where ${gs.onSale}`;
    return this.database.rows<{ i: number; id: number }>(sql`
      with l as (select * from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(i int, p text))
      ${byName(gs.genericName)} union ${byName(gs.tradeName)} union ${byName(gs.name)}`);
  }

  /**
   * A page of the goods on sale whose 医保编码 is `spec.ybCode` or starts with it (the code's own partial index, not the
   * text index: a code is one product of one maker, its start one drug), under the list filters; in stock first, then
   * sales. Codes match few goods, so the total is exact.
   */
  async byYbCode(spec: SearchSpec & { ybCode: string }): Promise<SearchPage> {
    const join = spec.where.length ? joinGoodsFiltered(goodsFacts.id, spec.where) : sql``;
    const rows = await this.database.rows<{ id: number; total: number }>(sql`
      select ${goodsFacts.id} as id, count(*) over ()::int as total from ${goodsFacts} ${join}
      where ${goodsFacts.ybCode} <> '' and ${goodsFacts.ybCode} like ${`${spec.ybCode}%`} and ${isOnSale(goodsFacts.status)}
      order by ${goodsFacts.stockTotal} > 0 desc, ${goodsFacts.sales} desc, ${goodsFacts.id}
      limit ${spec.limit} offset ${spec.offset}`);
    if (rows.length > 0 || spec.offset === 0) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]?.total ?? 0) };
    const [count] = await this.database.rows<{ n: number }>(sql`
      select count(*)::int as n from ${goodsFacts} ${join}
      where ${goodsFacts.ybCode} <> '' and ${goodsFacts.ybCode} like ${`${spec.ybCode}%`} and ${isOnSale(goodsFacts.status)}`);
    return { ids: [], total: Number(count.n) };
  }

  /** Goods on sale whose approval number, barcode or 医保编码 is one of these codes (exact, as printed on the box). */
  byCodes(codes: string[]) {
    if (codes.length === 0) return Promise.resolve([]);
    return this.database.db
      .select({ id: goodsFacts.id, approval_no: goodsFacts.approvalNo, barcode: goodsFacts.barcode, yb_code: goodsFacts.ybCode })
      .from(goodsFacts)
      .where(
        and(
          isOnSale(goodsFacts.status),
          or(
            inArray(goodsFacts.approvalNo, codes),
            and(ne(goodsFacts.barcode, ''), inArray(goodsFacts.barcode, codes)),
            // A literal, as the partial index's predicate: a generic plan can use the index only for a literal.
            and(sql`${goodsFacts.ybCode} <> ''`, inArray(goodsFacts.ybCode, codes)),
          ),
        ),
      )
      .orderBy(desc(sql`${goodsFacts.stockTotal} > 0`), desc(goodsFacts.sales), asc(goodsFacts.id));
  }
}
