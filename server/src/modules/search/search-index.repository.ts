import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { namePinyin, searchDocument, toTsvectorLiteral, type SearchableGoods } from './search-document.js';

const BATCH = 500;

/** Rebuilds the search rows of the given goods (all goods when `ids` is omitted) inside the caller's transaction. */
export class SearchIndexer {
  constructor(private readonly database: Database) {}

  async reindex(executor: Executor, ids?: number[]): Promise<number> {
    if (ids && ids.length === 0) return 0;
    const where = ids ? sql`where g.id in ${ids}` : sql``;
    const rows = await this.database.rows<SearchableGoods & { id: number; on_sale: boolean; in_stock: boolean; sales: number }>(
      sql`select g.id, g.status = 'on_sale' as on_sale, g.stock_total > 0 as in_stock, g.sales, g.name, g.generic_name as "genericName", g.trade_name as "tradeName", g.manufacturer,
                 g.manufacturer_short as "manufacturerShort", s.name as "shopName", g.spec, g.dosage_form as "dosageForm",
                 g.approval_no as "approvalNo", g.barcode
          from goods g join shops s on s.id = g.shop_id ${where}`,
      executor,
    );
    for (let i = 0; i < rows.length; i += BATCH) {
      const values: SQL[] = rows.slice(i, i + BATCH).map(
        (r) => sql`(${r.id}, ${toTsvectorLiteral(searchDocument(r))}::tsvector, ${r.on_sale}, ${r.in_stock}, ${r.sales},
          ${r.name}, ${r.genericName}, ${r.tradeName}, ${`{${namePinyin(r).join(',')}}`}::text[])`,
      );
      if (values.length === 0) continue;
      await executor.execute(sql`
        insert into goods_search (goods_id, doc, on_sale, in_stock, sales, name, generic_name, trade_name, pinyin)
        values ${sql.join(values, sql`, `)}
        on conflict (goods_id) do update set doc = excluded.doc, on_sale = excluded.on_sale, in_stock = excluded.in_stock,
          sales = excluded.sales, name = excluded.name, generic_name = excluded.generic_name,
          trade_name = excluded.trade_name, pinyin = excluded.pinyin`);
    }
    return rows.length;
  }
}
