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

  /** The same as rows (none or one `{ id }`), to read along with others in one trip. */
  submissionRows(memberId: number, key: string) {
    return this.repo.submissionRows(memberId, key);
  }

  ordersOfSubmission(submissionId: number, executor?: Executor) {
    return this.repo.ordersOfSubmission(submissionId, executor);
  }

  /** The order, unpaid, with its number, first timeline event, lines (GSP records) and their stock movements. */
  placeOrder(tx: Executor, order: NewOrder, items: NewItem[]) {
    return this.repo.placeOrder(tx, order, items);
  }

  /** Units of a flash sale in the member's orders that are not cancelled (read after the sale's row is locked). */
  flashBought(tx: Executor, memberId: number, flashId: number) {
    return this.repo.flashBought(tx, memberId, flashId);
  }
}
