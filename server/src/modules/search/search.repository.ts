import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface SearchSpec {
  tsquery: string;
  /** The keyword's Han text (or the keyword): exact and prefix name matches rank first. */
  probe: string;
  /** The keyword as typed, lower-cased: a prefix of a name's pinyin or initials ranks with name prefixes. */
  pinyinProbe: string;
  /** Catalog filters (category, maker, flags); when present the match joins goods, otherwise it never does. */
  where: SQL[];
  limit: number;
  offset: number;
}

/**
 * SQL only: full-text matching over goods_search. Matching and ordering read only goods_search's narrow rows
 * (the tsvector lives out of line); the page's ids go back to the catalog for their cards.
 * Order: exact name, name or pinyin prefix, name contains the keyword, anything else; then in stock; then sales.
 */
export class SearchRepository {
  constructor(private readonly database: Database) {}

  async search(spec: SearchSpec): Promise<{ ids: number[]; total: number }> {
    const q = sql`${spec.tsquery}::tsquery`;
    const p = spec.probe;
    const tier = sql`case
      when gs.generic_name = ${p} or gs.trade_name = ${p} or gs.name = ${p} then 0
      when starts_with(gs.generic_name, ${p}) or starts_with(gs.trade_name, ${p}) or starts_with(gs.name, ${p})
        ${spec.pinyinProbe ? sql`or exists (select 1 from unnest(gs.pinyin) py where starts_with(py, ${spec.pinyinProbe}))` : sql``} then 1
      when strpos(gs.name, ${p}) > 0 then 2
      else 3 end`;
    const join = spec.where.length ? sql`join goods g on g.id = gs.goods_id and ${sql.join(spec.where, sql` and `)}` : sql``;
    // The total rides along with the page (one scan of the matches instead of two).
    const rows = await this.database.rows<{ id: number; total: number }>(sql`
      select gs.goods_id as id, count(*) over ()::int as total from goods_search gs ${join}
      where gs.doc @@ ${q} and gs.on_sale
      order by ${tier}, gs.in_stock desc, gs.sales desc, gs.goods_id
      limit ${spec.limit} offset ${spec.offset}`);
    if (rows.length > 0) return { ids: rows.map((r) => r.id), total: Number(rows[0].total) };
    if (spec.offset === 0) return { ids: [], total: 0 };
    // Past the last page: the window saw no rows, so count separately.
    const [count] = await this.database.rows<{ n: number }>(sql`
      select count(*)::int as n from goods_search gs ${join} where gs.doc @@ ${q} and gs.on_sale`);
    return { ids: [], total: Number(count.n) };
  }

  async adsNamed(keyword: string) {
    return this.database.rows<{ name: string; url: string }>(sql`
      select name, url from ads where position = 'search' and strpos(name, ${keyword}) > 0 order by (name = ${keyword}) desc, sort, id limit 3`);
  }
}
