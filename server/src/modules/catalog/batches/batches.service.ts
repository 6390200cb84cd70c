import type { Executor } from '../../../db/client.js';
import { allocateFefo, takenPerBatch, type FefoLine, type FefoPiece } from './fefo.js';
import type { BatchesRepository, BatchRow } from './batches.repository.js';

export type { FefoLine, FefoPiece } from './fefo.js';
export type { BatchRow } from './batches.repository.js';

/** A warehouse's stock as the goods editor or the import states it: one batch, its units sellable now. */
export interface StatedStock {
  goodsId: number;
  ckId: number;
  /** The warehouse's sellable units before the save (null: not stocked there before). */
  before: number | null;
  after: number;
  batchNo: string;
  expiryDate: string;
  /** The save names another batch or expiry than the goods showed: the warehouse's units are now all that batch. */
  restated: boolean;
}

/**
 * Batches and first-expiry-first-out (issue 47), for the modules that move stock: orders give batches to a paid order
 * and take them back; the editor, the import and the batch list restate them; the expiry job locks them. Always in
 * the caller's transaction; lock order goods → goods_stocks → goods_batches (batches.repository.ts).
 */
export class BatchService {
  constructor(private readonly repo: BatchesRepository) {}

  /**
   * Gives each line units from its warehouse's batches, earliest expiry first (the batches row-locked), and moves the
   * goods' shown batch on when a head ran out. Lines whose warehouse keeps no batches come back unassigned.
   */
  async allocate(tx: Executor, lines: FefoLine[], held?: (batchIds: number[]) => Promise<Map<number, number>>): Promise<FefoPiece[]> {
    if (lines.length === 0) return [];
    const locked = await this.repo.lockPairs(tx, lines);
    // Units a running 近效期特价 still holds for its buyers stay for them.
    const holds = held ? await held(locked.map((b) => b.id)) : new Map<number, number>();
    const batches = locked.map((b) => ({ ...b, held: holds.get(b.id) ?? 0 }));
    const pieces = allocateFefo(lines, batches);
    const taken = takenPerBatch(pieces);
    await this.repo.take(tx, taken);
    const emptied = taken.filter((t) => batches.find((b) => b.id === t.batchId)!.number === t.n);
    if (emptied.length) await this.repo.refreshHeads(tx, [...new Set(lines.map((l) => l.goodsId))], { skipLocked: true });
    return pieces;
  }

  /**
   * Gives units back to their batches after the caller put them on the warehouses' sellable stock; units of a batch
   * locked meanwhile (expired) stay in it and leave the sellable stock again.
   */
  async putBack(tx: Executor, rows: Array<{ batchId: number; n: number }>): Promise<void> {
    const back = await this.repo.putBack(tx, rows);
    for (const b of back) if (b.locked) await this.repo.adjustStock(tx, b.goods_id, b.ck_id, -Number(b.n));
    if (back.length) await this.repo.refreshHeads(tx, [...new Set(back.map((b) => b.goods_id))], { skipLocked: true });
  }

  /**
   * The editor's or the import's stock, after it set the sellable stock: a restated batch takes the warehouse's
   * units (what unpaid orders hold included); otherwise more units join the named batch and fewer leave the earliest
   * batches first. Then the goods' shown batch follows the head.
   */
  async restate(tx: Executor, rows: StatedStock[]): Promise<void> {
    // A warehouse new to the goods (a new goods, an import's new rows) has no batches yet: one statement for them all.
    await this.repo.insertFirst(
      tx,
      rows.filter((r) => r.before === null),
    );
    for (const r of rows.filter((x) => x.before !== null)) {
      if ((await this.repo.lockedNumbers(tx, r.goodsId, r.ckId)).includes(r.batchNo))
        throw new Error(`批号${r.batchNo}已过期锁定，请填写新到批次的批号`);
      const delta = r.after - (r.before ?? 0);
      const total = await this.repo.unlockedTotal(tx, r.goodsId, r.ckId);
      if (r.restated || total === 0) {
        await this.repo.replace(tx, r.goodsId, r.ckId, [
          { batch_no: r.batchNo, expiry_date: r.expiryDate, number: Math.max(r.after, total + delta) },
        ]);
      } else if (delta > 0) {
        await this.repo.add(tx, r.goodsId, r.ckId, r.batchNo, r.expiryDate, delta);
      } else if (delta < 0) {
        const batches = await this.repo.lockPairs(tx, [r]);
        let left = -delta;
        const taken: Array<{ batchId: number; n: number }> = [];
        for (const b of [...batches].sort((a, b) => a.expiryDate.localeCompare(b.expiryDate) || a.id - b.id)) {
          const n = Math.min(left, b.number);
          if (n > 0) taken.push({ batchId: b.id, n });
          left -= n;
        }
        await this.repo.take(tx, taken);
      }
    }
    await this.repo.refreshHeads(
      tx,
      rows.map((r) => r.goodsId),
    );
  }

  /** Batch numbers of the warehouse that expired (locked): a save may not name one again. */
  lockedNumbers(tx: Executor, goodsId: number, ckId: number) {
    return this.repo.lockedNumbers(tx, goodsId, ckId);
  }

  /** Every batch of a goods, locked ones too. */
  ofGoods(tx: Executor, goodsId: number): Promise<BatchRow[]> {
    return this.repo.ofGoods(tx, goodsId);
  }

  /**
   * The console's batch list for one warehouse: its unlocked batches become `list`, and the sellable stock moves by
   * the difference (what unpaid orders hold stays held). The goods' shown batch follows the head.
   */
  async replace(tx: Executor, goodsId: number, ckId: number, list: Array<{ batch_no: string; expiry_date: string; number: number }>) {
    await this.repo.lockStock(tx, goodsId, ckId);
    const before = await this.repo.unlockedTotal(tx, goodsId, ckId);
    await this.repo.replace(tx, goodsId, ckId, list);
    await this.repo.adjustStock(tx, goodsId, ckId, list.reduce((a, b) => a + b.number, 0) - before);
    await this.repo.refreshHeads(tx, [goodsId]);
  }

  /** The expiry job: every batch past its date locked and off the sellable stock, heads moved on; the batches locked. */
  async lockExpired(tx: Executor, today: string) {
    await this.repo.lockExpiring(tx, today);
    const locked = await this.repo.expire(tx, today);
    await this.repo.refreshHeads(tx, [...new Set(locked.map((b) => b.goods_id))]);
    return locked;
  }
}
