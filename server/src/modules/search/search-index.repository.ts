import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { goods, shops } from '../catalog/catalog.tables.js';
import { namePinyin, searchDocument, toTsvectorLiteral } from './search-document.js';
import { goodsSearch } from './search.tables.js';

const BATCH = 500;

/** Rebuilds the search rows of the given goods (all goods when `ids` is omitted) inside the caller's transaction. */
export class SearchIndexer {
  constructor(private readonly database: Database) {}

  async reindex(executor: Executor, ids?: number[]): Promise<number> {
    if (ids && ids.length === 0) return 0;
    const rows = await executor
      .select({
        id: goods.id,
        on_sale: sql<boolean>`${goods.status} = 'on_sale'`,
        in_stock: sql<boolean>`${goods.stockTotal} > 0`,
        sales: goods.sales,
        name: goods.name,
        genericName: goods.genericName,
        tradeName: goods.tradeName,
        manufacturer: goods.manufacturer,
        manufacturerShort: goods.manufacturerShort,
        shopName: shops.name,
        spec: goods.spec,
        dosageForm: goods.dosageForm,
        approvalNo: goods.approvalNo,
        barcode: goods.barcode,
      })
      .from(goods)
      .innerJoin(shops, eq(shops.id, goods.shopId))
      .where(ids ? inArray(goods.id, ids) : undefined);
    for (let i = 0; i < rows.length; i += BATCH) {
      await executor
        .insert(goodsSearch)
        .values(
          rows.slice(i, i + BATCH).map((r) => ({
            goodsId: r.id,
            doc: sql`${toTsvectorLiteral(searchDocument(r))}::tsvector`,
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
    }
    return rows.length;
  }
}
