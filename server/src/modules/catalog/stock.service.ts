import type { Executor } from '../../db/client.js';
import type { StockRepository } from './stock.repository.js';

/**
 * Warehouse stock and list prices as other modules change them: checkout takes stock, orders give it back, the operator
 * corrects it. Always inside the caller's transaction; the rules of when (库存不足, who may) stay with the caller.
 */
export class StockService {
  constructor(private readonly repo: StockRepository) {}

  /** The fullest warehouse holding `n` units (packages take their items from wherever they are). */
  fullestWith(tx: Executor, goodsId: number, n: number) {
    return this.repo.fullestWith(tx, goodsId, n);
  }

  /** Takes `n` units; false when the warehouse holds fewer. */
  take(tx: Executor, goodsId: number, ckId: number, n: number) {
    return this.repo.take(tx, goodsId, ckId, n);
  }

  /**
   * Takes several lines' units at once (one statement for the common case); -1 when every line was taken, else the
   * index of the first line that could not be, as taking them one by one in order would have found it.
   */
  async takeAll(tx: Executor, lines: Array<{ goodsId: number; ckId: number; n: number }>): Promise<number> {
    if (lines.length === 0) return -1;
    const key = (l: { goodsId: number; ckId: number }) => `${l.goodsId}:${l.ckId}`;
    const pairs = new Map<string, { goodsId: number; ckId: number; n: number }>();
    for (const l of lines) {
      const p = pairs.get(key(l)) ?? { goodsId: l.goodsId, ckId: l.ckId, n: 0 };
      p.n += l.n;
      pairs.set(key(l), p);
    }
    // Sorted, so concurrent orders lock shared rows in the same order.
    const sorted = [...pairs.values()].sort((a, b) => a.goodsId - b.goodsId || a.ckId - b.ckId);
    const taken = await this.repo.takeEach(tx, sorted);
    if (taken.length === sorted.length) return -1;
    const took = new Set(taken.map(key));
    const short = new Set(sorted.map(key).filter((k) => !took.has(k)));
    const held = await this.repo.held(
      tx,
      sorted.filter((p) => short.has(key(p))),
    );
    const used = new Map<string, number>();
    for (const [i, l] of lines.entries()) {
      if (!short.has(key(l))) continue;
      used.set(key(l), (used.get(key(l)) ?? 0) + l.n);
      if (used.get(key(l))! > (held.get(key(l)) ?? 0)) return i;
    }
    throw new Error('stock: a short pair with no short line');
  }

  put(tx: Executor, goodsId: number, ckId: number, n: number) {
    return this.repo.put(tx, goodsId, ckId, n);
  }

  /** Sets one warehouse's stock; the goods' total before, or null when the goods is not kept there. */
  set(tx: Executor, goodsId: number, ckId: number, n: number) {
    return this.repo.set(tx, goodsId, ckId, n);
  }

  /** Sets the list price; the price before, or null for an unknown goods. */
  setPrice(tx: Executor, goodsId: number, price: number) {
    return this.repo.setPrice(tx, goodsId, price);
  }
}
