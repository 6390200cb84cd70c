import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { goods, goodsLadderPrices, goodsStocks } from './catalog.tables.js';
import { ON_SALE } from './goods-filters.sql.js';

// The SQL pieces catalog publishes (public.ts): correlated subqueries over a goods' stock and ladder prices keyed by a
// goods id of the statement that embeds them, and what another module joins the goods cards' statement by.

/** The stock of the goods `goodsId` (a column of the caller's statement) summed over its warehouses. */
export const stockSumOf = (goodsId: SQLWrapper): SQL<number> =>
  sql<number>`coalesce((select sum(${goodsStocks.number}) from ${goodsStocks} where ${goodsStocks.goodsId} = ${goodsId}), 0)::int`;

/** The stock of the goods `goodsId` in its fullest warehouse. */
export const stockMaxOf = (goodsId: SQLWrapper): SQL<number> =>
  sql<number>`coalesce((select max(${goodsStocks.number}) from ${goodsStocks} where ${goodsStocks.goodsId} = ${goodsId}), 0)::int`;

/** The goods' stock in each warehouse, fullest first. */
export const stocksOf = (goodsId: SQLWrapper): SQL<Array<{ ck_id: number; number: number }>> =>
  sql<Array<{ ck_id: number; number: number }>>`coalesce((select json_agg(json_build_object('ck_id', ${goodsStocks.ckId},
      'number', ${goodsStocks.number}) order by ${goodsStocks.number} desc, ${goodsStocks.ckId})
      from ${goodsStocks} where ${goodsStocks.goodsId} = ${goodsId}), '[]'::json)`;

/** The goods' ladder prices, lowest quantity first: from `number` units the unit price is `price` (fen). */
export const ladderOf = (goodsId: SQLWrapper): SQL<Array<{ number: number; price: number }>> =>
  sql<Array<{ number: number; price: number }>>`coalesce((select json_agg(json_build_object('number', ${goodsLadderPrices.minNumber},
    'price', ${goodsLadderPrices.price}) order by ${goodsLadderPrices.minNumber}) from ${goodsLadderPrices}
    where ${goodsLadderPrices.goodsId} = ${goodsId}), '[]'::json)`;

/** Listed goods only, over a read model's status (a literal, as ON_SALE: the predicate of goods_list_cover_idx). */
export const isOnSale = (status: SQLWrapper): SQL => sql`${status} = 'on_sale'`;

/**
 * The goods cards' statement's own columns (catalog.repository.ts `selectCards`: `goods` joined to its shop) that
 * another module joins its rows to, filters and orders the cards by (the 秒杀 zone, 今日特价).
 */
export const cardKeys = { goodsId: goods.id, sales: goods.sales, stockTotal: goods.stockTotal, onSale: ON_SALE };

/** `join goods` on `goodsId` under the list filters of goods-filters.sql.ts (search ranks only the goods they keep). */
export const joinGoodsFiltered = (goodsId: SQLWrapper, where: SQL[]): SQL =>
  sql`join ${goods} on ${goods.id} = ${goodsId} and ${sql.join(where, sql` and `)}`;
