import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { goods, goodsStocks } from './catalog.tables.js';

/**
 * SQL only: the one writer of warehouse stock and list prices. Every call runs in the caller's transaction (placing,
 * cancelling and returning orders, the operator's corrections), so stock never moves apart from what moved it.
 */
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
