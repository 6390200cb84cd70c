import type { Executor } from '../../db/client.js';
import type { BatchService } from '../catalog/batches/batches.service.js';
import type { StockService } from '../catalog/stock.service.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { PromotionsService } from '../promotions/promotions.service.js';
import type { BatchLinesRepository } from './batch-lines.repository.js';
import type { OrdersRepository, ShippedLines } from './orders.repository.js';

/** 近效期特价 (promotions' flash sales bound to a batch), as allocation needs them. */
export interface ClearanceBatches {
  /** The batch of each sale that is a 近效期特价. */
  batchOf(tx: Executor, flashIds: number[]): Promise<Map<number, number>>;
  /** Units each batch's running 近效期特价 has not yet sold. */
  held(tx: Executor, batchIds: number[]): Promise<Map<number, number>>;
}

/**
 * What an order holds of the warehouses. Paying it gives its lines their batches, first expiry first out (catalog's
 * batches; a line over several batches becomes one line per batch). Giving back, inside the transaction that cancels,
 * refunds or takes back its goods: stock to the warehouse (and batch) it left (catalog), flash-sale units (promotions),
 * the submission's coupons (coupons), each move recorded as a stock movement of the order.
 */
export class Reservations {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly stock: StockService,
    private readonly promotions: Pick<PromotionsService, 'unsellFlash'>,
    private readonly coupons: Pick<CouponsService, 'releaseSubmission'>,
    private readonly batches: Pick<BatchService, 'allocate' | 'putBack'>,
    private readonly lines: BatchLinesRepository,
    private readonly clearance: ClearanceBatches,
  ) {}

  /**
   * The paid order's lines get their batches (FEFO), each line split by batch with its amounts; a 近效期特价 line takes
   * the batch its price was set on first, and other lines leave what such a sale still holds.
   */
  async allocate(tx: Executor, orderId: number) {
    const unassigned = await this.lines.unassigned(tx, orderId);
    if (unassigned.length === 0) return;
    const flashIds = unassigned.flatMap((l) => (l.flashId ? [Number(l.flashId)] : []));
    const prefer = flashIds.length ? await this.clearance.batchOf(tx, flashIds) : new Map<number, number>();
    const lines = unassigned.map((l) => ({ ...l, preferBatchId: l.flashId ? (prefer.get(Number(l.flashId)) ?? null) : null }));
    await this.lines.split(tx, await this.batches.allocate(tx, lines, (ids) => this.clearance.held(tx, ids)));
  }

  /** Everything the order still holds reserved goes back, with a release movement each. */
  async release(tx: Executor, orderId: number) {
    const reserved = await this.repo.reservedBy(tx, orderId);
    for (const r of reserved) {
      await this.stock.put(tx, r.goods_id, r.ck_id, r.n);
      if (r.flash_sale_id) await this.promotions.unsellFlash(tx, r.flash_sale_id, r.n);
    }
    // A paid order's units go back to their batches too (an unpaid one took none), at most what it still held there.
    if (reserved.length) {
      const held = new Map(reserved.map((r) => [`${r.goods_id}:${r.ck_id}`, 0]));
      for (const r of reserved) held.set(`${r.goods_id}:${r.ck_id}`, held.get(`${r.goods_id}:${r.ck_id}`)! + Number(r.n));
      const back: Array<{ batchId: number; n: number }> = [];
      for (const l of await this.lines.unshippedOnBatches(tx, orderId)) {
        const key = `${l.goods_id}:${l.ck_id}`;
        const n = Math.min(Number(l.n), held.get(key) ?? 0);
        if (n <= 0) continue;
        held.set(key, held.get(key)! - n);
        back.push({ batchId: Number(l.batch_id), n });
      }
      await this.batches.putBack(tx, back);
    }
    await this.repo.addMovements(
      tx,
      reserved.map((r) => ({ goodsId: r.goods_id, ckId: r.ck_id, flashSaleId: r.flash_sale_id, orderId, change: r.n, reason: 'release' })),
    );
  }

  /** When every order of the submission is cancelled, its coupons become usable again. */
  async releaseCoupons(tx: Executor, submissionId: number) {
    if (await this.repo.allCancelled(tx, submissionId)) await this.coupons.releaseSubmission(tx, submissionId);
  }

  /** Returned goods back on the shelf of the warehouse they left, with a return movement. */
  async takeBack(tx: Executor, orderId: number, items: ShippedLines) {
    const from = new Map(
      (
        await this.repo.linesFrom(
          tx,
          orderId,
          items.map((i) => i.order_item_id),
        )
      ).map((l) => [l.id, l]),
    );
    const moves = items.flatMap((i) => {
      const line = from.get(i.order_item_id);
      return line ? [{ goodsId: line.goods_id, ckId: line.ck_id, orderId, change: i.number, reason: 'return' }] : [];
    });
    for (const m of moves) await this.stock.put(tx, m.goodsId, m.ckId, m.change);
    const batchOf = await this.lines.batchesOf(
      tx,
      items.map((i) => i.order_item_id),
    );
    await this.batches.putBack(
      tx,
      items.flatMap((i) => {
        const batchId = batchOf.get(i.order_item_id);
        return batchId ? [{ batchId, n: i.number }] : [];
      }),
    );
    await this.repo.addMovements(tx, moves);
  }
}
