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
        select gs.goods_id as id, case
          when gs.generic_name = l.p or gs.trade_name = l.p or gs.name = l.p then 0
          when starts_with(gs.generic_name, l.p) or starts_with(gs.trade_name, l.p) or starts_with(gs.name, l.p) then 1
          when strpos(gs.name, l.p) > 0 then 2
          else 3 end as tier
        from goods_search gs
        where gs.doc @@ l.q::tsquery and gs.on_sale
        order by tier, gs.in_stock desc, gs.sales desc, gs.goods_id
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
    return this.database.rows<{ i: number; id: number }>(sql`
      with l as (select * from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(i int, p text))
      select l.i, gs.goods_id as id from l join goods_search gs on gs.generic_name = l.p where gs.on_sale
      union
      select l.i, gs.goods_id from l join goods_search gs on gs.trade_name = l.p where gs.on_sale
      union
      select l.i, gs.goods_id from l join goods_search gs on gs.name = l.p where gs.on_sale`);
  }

  /** Goods on sale whose approval number or barcode is one of these codes (exact, as printed on the box). */
  async byCodes(codes: string[]): Promise<Array<{ id: number; approval_no: string; barcode: string }>> {
    if (codes.length === 0) return [];
    return this.database.rows<{ id: number; approval_no: string; barcode: string }>(sql`
      select g.id, g.approval_no, g.barcode from goods g
      where g.status = 'on_sale' and (g.approval_no in ${codes} or (g.barcode <> '' and g.barcode in ${codes}))
      order by g.stock_total > 0 desc, g.sales desc, g.id`);
  }

  async adsNamed(keyword: string) {
    return this.database.rows<{ name: string; url: string }>(sql`
      select name, url from ads where position = 'search' and strpos(name, ${keyword}) > 0 order by (name = ${keyword}) desc, sort, id limit 3`);
  }
}
