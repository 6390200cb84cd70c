import type { Executor } from '../../db/client.js';
import type { NewItem, NewOrder, PlacingRepository } from './placing.repository.js';

export type { NewItem, NewOrder } from './placing.repository.js';

/**
 * The orders module's side of placing orders: checkout decides what is ordered and at what price, and writes the
 * orders through here, inside its one transaction (with the stock, flash sales, coupons and cart lines it takes).
 */
export class OrderPlacingService {
  constructor(private readonly repo: PlacingRepository) {}

  /** Claims the idempotency key; null when an earlier identical submission holds it. */
  claimSubmission(tx: Executor, memberId: number, key: string) {
    return this.repo.claimSubmission(tx, memberId, key);
  }

  submissionByKey(memberId: number, key: string) {
    return this.repo.submissionByKey(memberId, key);
  }

  ordersOfSubmission(submissionId: number, executor?: Executor) {
    return this.repo.ordersOfSubmission(submissionId, executor);
  }

  /** The next order id (its number is made from it before the row is written). */
  nextOrderId(tx: Executor) {
    return this.repo.nextOrderId(tx);
  }

  /** The order, unpaid, with its first timeline event. */
  insertOrder(tx: Executor, order: NewOrder) {
    return this.repo.insertOrder(tx, order);
  }

  /** The order lines with their GSP records and the stock movements that reserved them. */
  async insertLines(tx: Executor, items: NewItem[], movements: Parameters<PlacingRepository['insertMovements']>[1]) {
    await this.repo.insertItems(tx, items);
    await this.repo.insertMovements(tx, movements);
  }

  /** Units of a flash sale in the member's orders that are not cancelled (read after the sale's row is locked). */
  flashBought(tx: Executor, memberId: number, flashId: number) {
    return this.repo.flashBought(tx, memberId, flashId);
  }
}
