import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { CARD_COLUMNS, type GoodsRow } from '../catalog/catalog.repository.js';

export interface SearchSpec {
  tsquery: string;
  /** The keyword's Han text (or the keyword): exact and prefix name matches rank first. */
  probe: string;
  where: SQL[];
  limit: number;
  offset: number;
}

/** SQL only: full-text matching over goods_search, ranked, joined to the catalog for the page's cards. */
export class SearchRepository {
  constructor(private readonly database: Database) {}

  async search(spec: SearchSpec): Promise<{ rows: GoodsRow[]; total: number }> {
    const filters = spec.where.length ? sql`and ${sql.join(spec.where, sql` and `)}` : sql``;
    const q = sql`${spec.tsquery}::tsquery`;
    const tier = sql`case when g.generic_name = ${spec.probe} or g.trade_name = ${spec.probe} or g.name = ${spec.probe} then 0
      when starts_with(g.generic_name, ${spec.probe}) or starts_with(g.trade_name, ${spec.probe}) or starts_with(g.name, ${spec.probe}) then 1
      else 2 end`;
    const [rows, [count]] = await Promise.all([
      this.database.rows<GoodsRow>(sql`
        select ${CARD_COLUMNS}
        from goods_search gs join goods g on g.id = gs.goods_id join shops s on s.id = g.shop_id
        where gs.doc @@ ${q} ${filters}
        order by ${tier}, (g.stock_total > 0) desc, ts_rank(gs.doc, ${q}) desc, g.sales desc, g.id
        limit ${spec.limit} offset ${spec.offset}`),
      this.database.rows<{ n: number }>(sql`
        select count(*)::int as n from goods_search gs join goods g on g.id = gs.goods_id
        where gs.doc @@ ${q} ${filters}`),
    ]);
    return { rows, total: Number(count.n) };
  }

  async adsNamed(keyword: string) {
    return this.database.rows<{ name: string; url: string }>(sql`
      select name, url from ads where position = 'search' and strpos(name, ${keyword}) > 0 order by (name = ${keyword}) desc, sort, id limit 3`);
  }
}
