import { prorate } from '../../../shared/pricing/index.js';

/** An order line to give batches to: its units of a goods from one warehouse, and the expiry the buyer was shown. */
export interface FefoLine {
  itemId: number;
  goodsId: number;
  ckId: number;
  number: number;
  /** The 有效期至 the line was ordered with (YYYY-MM-DD): batches expiring earlier are given only when nothing else is left. */
  promised: string;
  amount: number;
  manjian: number;
  coupon: number;
  /** A 近效期特价 line: the batch its price was set on, which gives its units first (and its held units). */
  preferBatchId?: number | null;
}

/** A batch's units not yet given to an order, as read under its row lock. */
export interface FefoBatch {
  id: number;
  goodsId: number;
  ckId: number;
  batchNo: string;
  expiryDate: string;
  number: number;
  /** Units a running 近效期特价 on this batch still holds for its own buyers: other lines leave them. */
  held?: number;
}

/**
 * One part of a line: `batchId` null for units no batch could give (goods kept without batches, or batches locked
 * since the order was placed); they keep the line's own batch and expiry. The line's amount and its 满减 and coupon
 * shares are split by units, to the fen (the parts add up to the line).
 */
export interface FefoPiece {
  itemId: number;
  batchId: number | null;
  batchNo: string | null;
  expiryDate: string | null;
  number: number;
  amount: number;
  manjian: number;
  coupon: number;
}

const pairKey = (x: { goodsId: number; ckId: number }) => `${x.goodsId}:${x.ckId}`;

/**
 * First expiry, first out: each line, in order, takes units from its warehouse's batches by expiry (then age), those
 * not shorter than the line's promised expiry first. A 近效期特价 line takes its own batch first; other lines leave
 * the units such an offer still holds. Pure; the caller holds the batches' row locks and writes the result.
 * Every line comes back as one piece or more, in the order its batches were given.
 */
export function allocateFefo(lines: FefoLine[], batches: FefoBatch[]): FefoPiece[] {
  const left = new Map(batches.map((b) => [b.id, b.number]));
  const held = new Map(batches.map((b) => [b.id, Math.min(b.held ?? 0, b.number)]));
  const free = (b: FefoBatch, line: FefoLine) => left.get(b.id)! - (line.preferBatchId === b.id ? 0 : held.get(b.id)!);
  const byPair = new Map<string, FefoBatch[]>();
  for (const b of batches) byPair.set(pairKey(b), [...(byPair.get(pairKey(b)) ?? []), b]);
  const pieces: FefoPiece[] = [];
  for (const line of lines) {
    const order = (byPair.get(pairKey(line)) ?? [])
      .filter((b) => free(b, line) > 0)
      .sort(
        (a, b) =>
          Number(b.id === line.preferBatchId) - Number(a.id === line.preferBatchId) ||
          Number(a.expiryDate < line.promised) - Number(b.expiryDate < line.promised) ||
          a.expiryDate.localeCompare(b.expiryDate) ||
          a.id - b.id,
      );
    const parts: Array<{ batch: FefoBatch | null; n: number }> = [];
    let want = line.number;
    for (const b of order) {
      if (want === 0) break;
      const n = Math.min(want, free(b, line));
      left.set(b.id, left.get(b.id)! - n);
      if (line.preferBatchId === b.id) held.set(b.id, Math.max(0, held.get(b.id)! - n));
      parts.push({ batch: b, n });
      want -= n;
    }
    if (want > 0) parts.push({ batch: null, n: want });
    const weights = parts.map((p) => p.n);
    const [amounts, manjians, coupons] = [line.amount, line.manjian, line.coupon].map((v) => prorate(v, weights));
    parts.forEach((p, k) =>
      pieces.push({
        itemId: line.itemId,
        batchId: p.batch?.id ?? null,
        batchNo: p.batch?.batchNo ?? null,
        expiryDate: p.batch?.expiryDate ?? null,
        number: p.n,
        amount: amounts[k],
        manjian: manjians[k],
        coupon: coupons[k],
      }),
    );
  }
  return pieces;
}

/** Units each batch gives by the pieces. */
export function takenPerBatch(pieces: FefoPiece[]): Array<{ batchId: number; n: number }> {
  const m = new Map<number, number>();
  for (const p of pieces) if (p.batchId !== null) m.set(p.batchId, (m.get(p.batchId) ?? 0) + p.number);
  return [...m].map(([batchId, n]) => ({ batchId, n }));
}
