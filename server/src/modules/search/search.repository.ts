import { and, asc, desc, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { goods } from '../catalog/catalog.tables.js';
import { ON_SALE } from '../catalog/goods-filters.sql.js';
import { rankTier } from './search-rank.sql.js';
import { isCompleteKey } from './search-document.js';
import { goodsSearch as gs, searchPostings as sp } from './search.tables.js';

/** Totals past this are reported as "this many or more": counting the 30,000 matches of 注射 costs 50 ms. */
export const TOTAL_CAP = 1000;

export interface SearchSpec {
  tsquery: string;
  /** The keyword's Han text (or the keyword): exact and prefix name matches rank first. */
  probe: string;
  /** The keyword as typed, lower-cased: a prefix of a name's pinyin or initials ranks with name prefixes. */
  pinyinProbe: string;
  /** Catalog filters (category, maker, flags); when present the match joins goods, otherwise it never does. */
  where: SQL[];
  /** The keyword as a term-table key (see postingKeyOf; used when there are no filters), read in ranking order. */
  posting: string | null;
  limit: number;
  offset: number;
}

/**
 * SQL only: full-text matching over goods_search. Matching and ordering read only goods_search's narrow rows
 * (the tsvector lives out of line); the page's ids go back to the catalog for their cards. The statements stay SQL
 * (tiers, lateral joins, recordsets) with their columns and result types taken from the tables.
 * Order: exact name, name or pinyin prefix, name contains the keyword, anything else; then in stock; then sales.
 */
export class SearchRepository {
  constructor(private readonly database: Database) {}

  async search(spec: SearchSpec): Promise<{ ids: number[]; total: number; capped?: boolean }> {
    if (spec.posting !== null && spec.where.length === 0) {
      const page = isCompleteKey(spec.posting) ? await this.fromCompletePostings(spec, spec.posting) : await this.fromPostings(spec, spec.posting);
      if (page) return page;
    }
    const q = sql`${spec.tsquery}::tsquery`;
    const tier = rankTier(spec.probe, spec.pinyinProbe || null);
    const join = spec.where.length ? sql`join ${goods} on ${goods.id} = ${gs.goodsId} and ${sql.join(spec.where, sql` and `)}` : sql``;
    // The total rides along with the page (one scan of the matches instead of two).
    const rows = await this.database.rows<{ id: typeof gs.$inferSelect.goodsId; total: number }>(sql`
      select ${gs.goodsId} as id, count(*) over ()::int as total from ${gs} ${join}
      where ${gs.doc} @@ ${q} and ${gs.onSale}
      order by ${tier}, ${gs.inStock} desc, ${gs.sales} desc, ${gs.goodsId}
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
  private async fromCompletePostings(spec: SearchSpec, key: string): Promise<{ ids: number[]; total: number; capped: boolean }> {
    const [row] = await this.database.rows<{ ids: number[]; n: number }>(sql`
      select array(select ${sp.goodsId} from ${sp} where ${sp.term} = ${key} and ${sp.onSale}
          order by ${sp.tier}, ${sp.inStock} desc nulls last, ${sp.sales} desc nulls last, ${sp.goodsId}
          limit ${spec.limit} offset ${spec.offset}) as ids,
        (select count(*)::int from (select 1 from ${sp} where ${sp.term} = ${key} and ${sp.onSale} limit ${TOTAL_CAP + 1}) x) as n`);
    const n = Number(row.n);
    return { ids: row.ids.map(Number), total: Math.min(n, TOTAL_CAP), capped: n > TOTAL_CAP };
  }

  /**
   * A page of a Latin term or a single character wholly inside its tiers 0–2, read from the term table's btree in
   * ranking order (the page's entries only), and its total counted up to TOTAL_CAP — in one statement; the count runs
   * only when the page is full. Null when the page reaches tier 3 (fewer entries than the page holds): the caller ranks
   * from goods_search.
   */
  private async fromPostings(spec: SearchSpec, term: string): Promise<{ ids: number[]; total: number; capped: boolean } | null> {
    // The total: when the term alone has more than TOTAL_CAP goods in tiers 0–2 (an index-only count of its postings),
    // the answer is "TOTAL_CAP or more" without touching goods_search; otherwise the matches are counted from the GIN,
    // up to TOTAL_CAP + 1 (hs:* matches 6,000 goods through other pinyin: 25 ms counted whole, 9 ms bounded).
    const [row] = await this.database.rows<{ ids: number[] | null; n: number | null }>(sql`
      with page as (
        select ${sp.goodsId} as id from ${sp} where ${sp.term} = ${term} and ${sp.onSale}
        order by ${sp.tier}, ${sp.inStock} desc nulls last, ${sp.sales} desc nulls last, ${sp.goodsId}
        limit ${spec.limit} offset ${spec.offset}),
      postings as (select count(*)::int as n from (select 1 from ${sp} where ${sp.term} = ${term} and ${sp.onSale} limit ${TOTAL_CAP + 1}) x)
      select array(select id from page) as ids,
        case when (select count(*) from page) = ${spec.limit} then
          case when (select n from postings) > ${TOTAL_CAP} then ${TOTAL_CAP + 1}
            else (select count(*)::int from (select 1 from ${gs} where ${gs.doc} @@ ${spec.tsquery}::tsquery and ${gs.onSale}
              limit ${TOTAL_CAP + 1}) m) end
        end as n`);
    if (row.n === null || !row.ids) return null;
    const n = Number(row.n);
    return { ids: row.ids.map(Number), total: Math.min(n, TOTAL_CAP), capped: n > TOTAL_CAP };
  }

  /**
   * Many name searches in one statement (quick order: 200 purchase lines must match in well under 2 s): each line's
   * best `perLine` goods by the same tiers as `search`, through a lateral join over the lines.
   */
  async searchMany(lines: Array<{ i: number; q: string; p: string }>, perLine: number): Promise<Array<{ i: number; id: number; tier: number }>> {
    if (lines.length === 0) return [];
    return this.database.rows<{ i: number; id: number; tier: number }>(sql`
      select l.i, m.id, m.tier
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(i int, q text, p text)
      cross join lateral (
        select ${gs.goodsId} as id, case
          when ${gs.genericName} = l.p or ${gs.tradeName} = l.p or ${gs.name} = l.p then 0
          when starts_with(${gs.genericName}, l.p) or starts_with(${gs.tradeName}, l.p) or starts_with(${gs.name}, l.p) then 1
          when strpos(${gs.name}, l.p) > 0 then 2
          else 3 end as tier
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

  /** Goods on sale whose approval number or barcode is one of these codes (exact, as printed on the box). */
  byCodes(codes: string[]) {
    if (codes.length === 0) return Promise.resolve([]);
    return this.database.db
      .select({ id: goods.id, approval_no: goods.approvalNo, barcode: goods.barcode })
      .from(goods)
      .where(and(ON_SALE, or(inArray(goods.approvalNo, codes), and(ne(goods.barcode, ''), inArray(goods.barcode, codes)))))
      .orderBy(desc(sql`${goods.stockTotal} > 0`), desc(goods.sales), asc(goods.id));
  }
}
