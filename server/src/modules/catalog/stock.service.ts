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
