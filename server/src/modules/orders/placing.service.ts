import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { NewItem, NewOrder, PlacingRepository, TookPart } from './placing.repository.js';

export type { NewItem, NewOrder } from './placing.repository.js';

/**
 * The orders module's side of placing orders: checkout decides what is ordered and at what price, and writes the
 * orders through here, inside its one transaction (with the stock, flash sales, coupons and cart lines it takes).
 */
export class OrderPlacingService {
  constructor(private readonly repo: PlacingRepository) {}

  /**
   * Claims the idempotency key; `id` null when an earlier identical submission holds it. `also` and `along` are
   * written by the same statement, given the CTE `claimed` of the new id (the timeout job; the cart lines taken, whose
   * rows come back as `along`).
   */
  claimSubmission<A = never>(tx: Executor, memberId: number, key: string, parts?: { also?: (claimed: SQL) => SQL; along?: (claimed: SQL) => SQL }) {
    return this.repo.claimSubmission<A>(tx, memberId, key, parts);
  }

  submissionByKey(memberId: number, key: string) {
    return this.repo.submissionByKey(memberId, key);
  }

  /** The same as rows (none or one `{ id }`), to read along with others in one trip. */
  submissionRows(member: number | { sid: string }, key: string) {
    return this.repo.submissionRows(member, key);
  }

  ordersOfSubmission(submissionId: number, executor?: Executor) {
    return this.repo.ordersOfSubmission(submissionId, executor);
  }

  /**
   * The order, unpaid, with its number, first timeline event, lines (GSP records) and their stock movements. `along`
   * is a statement part written with it (taking the lines' stock); its rows come back as `along`.
   */
  placeOrder<A = never>(tx: Executor, order: NewOrder, items: NewItem[], along?: SQL) {
    return this.repo.placeOrder<A>(tx, order, items, along);
  }

  /**
   * A submission of one order written by one statement outside any transaction, or nothing at all (null) when the key
   * is held or `holds` is false over the callers' parts (placing.repository.ts).
   */
  placeAtOnce(order: Omit<NewOrder, 'submissionId'>, key: string, items: NewItem[], parts: { also: (claimed: SQL) => SQL; took: TookPart[] }) {
    return this.repo.placeAtOnce(order, key, items, parts);
  }

  /** Units of a flash sale in the member's orders that are not cancelled (read after the sale's row is locked). */
  flashBought(tx: Executor, memberId: number, flashId: number) {
    return this.repo.flashBought(tx, memberId, flashId);
  }
}
