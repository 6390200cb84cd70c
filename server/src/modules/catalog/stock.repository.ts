import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { statementPart, type StatementPart } from '../../db/statement-parts.js';
import { goods, goodsStocks } from './catalog.tables.js';

/**
 * SQL only: the one writer of warehouse stock and list prices. Every call runs in the caller's transaction (placing,
 * cancelling and returning orders, the operator's corrections), so stock never moves apart from what moved it.
 */
/**
 * The pairs' goods ids as one array parameter, for `s.goods_id = any(…)` beside a join with a JSON document: the
 * planner takes a JSON document for 100 rows and would hash-join it with a scan of every stock row (0.5 ms on the
 * demo data, growing with the catalogue); the array condition lets it read the few rows by the primary key.
 */
const goodsIdArray = (pairs: Array<{ goodsId: number }>) => sql`${`{${[...new Set(pairs.map((p) => p.goodsId))].join(',')}}`}::int[]`;

/** A pair an update took, as PostgreSQL returns it (from this statement or from another that carried it). */
export interface StockTaken {
  goods_id: number;
  ck_id: number;
}

/** Takes each pair's units by one conditional update, returning `goods_id, ck_id` of each pair it took. */
function takeEachSql(pairs: Array<{ goodsId: number; ckId: number; n: number }>): SQL {
  const want = JSON.stringify(pairs.map((p) => ({ goods_id: p.goodsId, ck_id: p.ckId, n: p.n })));
  return sql`
    update ${goodsStocks} s set number = s.number - w.n
    from json_to_recordset(${want}::json) as w(goods_id int, ck_id int, n int)
    where s.goods_id = any(${goodsIdArray(pairs)}) and s.goods_id = w.goods_id and s.ck_id = w.ck_id and s.number >= w.n
    returning s.goods_id, s.ck_id`;
}

export class StockRepository {
  /** The fullest warehouse holding `n` units of a goods. */
  async fullestWith(tx: Executor, goodsId: number, n: number): Promise<number | null> {
    const [row] = await tx
      .select({ ckId: goodsStocks.ckId })
      .from(goodsStocks)
      .where(and(eq(goodsStocks.goodsId, goodsId), gte(goodsStocks.number, n)))
      .orderBy(desc(goodsStocks.number), asc(goodsStocks.ckId))
      .limit(1);
    return row?.ckId ?? null;
  }

  /** Takes `n` units from one warehouse by a conditional update; false when the stock is short (never below zero). */
  async take(tx: Executor, goodsId: number, ckId: number, n: number): Promise<boolean> {
    const rows = await tx
      .update(goodsStocks)
      .set({ number: sql`${goodsStocks.number} - ${n}` })
      .where(and(eq(goodsStocks.goodsId, goodsId), eq(goodsStocks.ckId, ckId), gte(goodsStocks.number, n)))
      .returning({ goodsId: goodsStocks.goodsId });
    return rows.length === 1;
  }

  /**
   * Takes the units of several (goods, warehouse) pairs by one conditional update, each pair at most once; the pairs
   * it took. A pair whose warehouse holds fewer is left as it was (the caller refuses and rolls back).
   */
  async takeEach(tx: Executor, pairs: Array<{ goodsId: number; ckId: number; n: number }>): Promise<StockTaken[]> {
    const res = (await tx.execute(takeEachSql(pairs))) as unknown as { rows: StockTaken[] };
    return res.rows;
  }

  /** The same update as a part of another statement (the order that reserves the units); it holds when every pair was taken. */
  takeEachPart(pairs: Array<{ goodsId: number; ckId: number; n: number }>): StatementPart<StockTaken> {
    return statementPart(
      () => takeEachSql(pairs),
      (taken) => sql`((select count(*) from ${taken}) = ${pairs.length}::int)`,
    );
  }

  /** The units each (goods, warehouse) pair holds (0 when the goods is not kept there). */
  async held(tx: Executor, pairs: Array<{ goodsId: number; ckId: number }>): Promise<Map<string, number>> {
    const want = JSON.stringify(pairs.map((p) => ({ goods_id: p.goodsId, ck_id: p.ckId })));
    const res = (await tx.execute(sql`
      select s.goods_id, s.ck_id, s.number from ${goodsStocks} s
      join json_to_recordset(${want}::json) as w(goods_id int, ck_id int) on s.goods_id = w.goods_id and s.ck_id = w.ck_id
      where s.goods_id = any(${goodsIdArray(pairs)})`)) as unknown as {
      rows: Array<{ goods_id: number; ck_id: number; number: number }>;
    };
    return new Map(res.rows.map((r) => [`${r.goods_id}:${r.ck_id}`, Number(r.number)]));
  }

  /** Puts `n` units back on the warehouse they left. */
  async put(tx: Executor, goodsId: number, ckId: number, n: number): Promise<void> {
    await tx
      .update(goodsStocks)
      .set({ number: sql`${goodsStocks.number} + ${n}` })
      .where(and(eq(goodsStocks.goodsId, goodsId), eq(goodsStocks.ckId, ckId)));
  }

  /** Sets one warehouse's stock; returns the goods' total before, or null when that stock row does not exist. */
  async set(tx: Executor, goodsId: number, ckId: number, n: number): Promise<number | null> {
    const [before] = await tx
      .select({ total: sql<number>`coalesce(sum(${goodsStocks.number}), 0)::int`.mapWith(Number) })
      .from(goodsStocks)
      .where(eq(goodsStocks.goodsId, goodsId));
    const rows = await tx
      .update(goodsStocks)
      .set({ number: n })
      .where(and(eq(goodsStocks.goodsId, goodsId), eq(goodsStocks.ckId, ckId)))
      .returning({ goods_id: goodsStocks.goodsId });
    return rows.length === 1 ? before.total : null;
  }

  /** Sets the list price; returns the price before, or null when the goods does not exist. */
  async setPrice(tx: Executor, goodsId: number, price: number): Promise<number | null> {
    // The old price read under the row lock, so two changes cannot both see the same "before".
    const [row] = await tx.select({ before: goods.basePrice }).from(goods).where(eq(goods.id, goodsId)).for('update');
    if (!row) return null;
    await tx.update(goods).set({ basePrice: price }).where(eq(goods.id, goodsId));
    return row.before;
  }
}
