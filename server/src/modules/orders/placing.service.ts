import type { Executor } from '../../db/client.js';
import type { JobQueue } from '../../core/jobs/job-queue.js';
import type { CartService } from '../cart/cart.service.js';
import type { StockLine, StockService } from '../catalog/stock.service.js';
import type { NewItem, NewOrder, PlacingRepository } from './placing.repository.js';

export type { NewItem, NewOrder } from './placing.repository.js';

/** An unpaid submission's timeout: a job on `queue` at `runAt`, keyed `submission:<id>` with `{ submission_id }`. */
export interface SubmissionTimeout {
  queue: string;
  runAt: Date;
}

/** The cart lines a submission takes: `ids`, each expected with the number it was priced at. */
export interface OrderedLines {
  ids: number[];
  expect: Array<{ id: number; number: number }>;
}

export interface OrderPlacingDeps {
  repo: PlacingRepository;
  /** The owners of what placing writes besides the orders, each giving its part of the orders' statements. */
  cart: Pick<CartService, 'takingLines'>;
  stock: Pick<StockService, 'takingAll'>;
  jobs: Pick<JobQueue, 'enqueuePerKeyPart'>;
}

/**
 * The orders module's side of placing orders: checkout decides what is ordered and at what price, and writes the
 * orders through here, inside its one transaction or as one statement. Each statement is built by the placing
 * repository from typed inputs: the submission key, the timeout job, the cart lines and the stock it takes are their
 * owners' parts of it.
 */
export class OrderPlacingService {
  constructor(private readonly d: OrderPlacingDeps) {}

  private timeoutPart(t: SubmissionTimeout) {
    return this.d.jobs.enqueuePerKeyPart(t.queue, 'submission:', 'submission_id', t.runAt);
  }

  /**
   * Claims the idempotency key; `id` null when an earlier identical submission holds it. The same statement writes the
   * timeout job and takes the cart lines (those it took come back as `lines`; none when the key was held).
   */
  async claimSubmission(tx: Executor, memberId: number, key: string, takes?: { timeout: SubmissionTimeout; lines: OrderedLines }) {
    const claim = await this.d.repo.claimSubmission(
      tx,
      memberId,
      key,
      takes && { timeout: this.timeoutPart(takes.timeout), cartLines: this.d.cart.takingLines(memberId, takes.lines.ids, takes.lines.expect) },
    );
    return { id: claim.id, lines: claim.cartLines.map((l) => ({ id: Number(l.id), number: Number(l.number) })) };
  }

  submissionByKey(memberId: number, key: string) {
    return this.d.repo.submissionByKey(memberId, key);
  }

  /** The same as rows (none or one `{ id }`), to read along with others in one trip. */
  submissionRows(memberId: number, key: string) {
    return this.d.repo.submissionRows(memberId, key);
  }

  ordersOfSubmission(submissionId: number, executor?: Executor) {
    return this.d.repo.ordersOfSubmission(submissionId, executor);
  }

  /**
   * The order, unpaid, with its number, first timeline event, lines (GSP records) and their stock movements, in one
   * statement that also takes the `stock` lines' units (when given). `short`: -1 when every stock line was taken, else
   * the index of the first that could not be (the caller refuses, rolling the transaction back).
   */
  async placeOrder(tx: Executor, order: NewOrder, items: NewItem[], stock: StockLine[] = []) {
    const taking = this.d.stock.takingAll(stock);
    const placed = await this.d.repo.placeOrder(tx, order, items, taking?.part);
    const short = taking ? await taking.short(tx, placed.stock) : -1;
    return { id: placed.id, order_no: placed.order_no, short };
  }

  /**
   * A submission of one order written by one statement outside any transaction — the key, the timeout job, the cart
   * lines, the stock, the order — or nothing at all (null) when the key is held, the cart lines are not exactly the
   * expected ones or a warehouse lacks the units (placing.repository.ts).
   */
  placeAtOnce(
    order: Omit<NewOrder, 'submissionId'>,
    key: string,
    items: NewItem[],
    takes: { timeout: SubmissionTimeout; lines: OrderedLines; stock: StockLine[] },
  ) {
    const taking = this.d.stock.takingAll(takes.stock);
    if (!taking) throw new Error('placeAtOnce: an order takes stock');
    return this.d.repo.placeAtOnce(order, key, items, {
      timeout: this.timeoutPart(takes.timeout),
      cartLines: this.d.cart.takingLines(order.memberId, takes.lines.ids, takes.lines.expect),
      stock: taking.part,
    });
  }

  /** Units of a flash sale in the member's orders that are not cancelled (read after the sale's row is locked). */
  flashBought(tx: Executor, memberId: number, flashId: number) {
    return this.d.repo.flashBought(tx, memberId, flashId);
  }
}
