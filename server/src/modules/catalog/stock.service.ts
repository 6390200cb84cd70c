import type { Executor } from '../../db/client.js';
import type { StatementPart } from '../../db/statement-parts.js';
import type { StockRepository, StockTaken } from './stock.repository.js';

export type { StockTaken } from './stock.repository.js';

/** Units of a goods from one warehouse. */
export interface StockLine {
  goodsId: number;
  ckId: number;
  n: number;
}

/** Taking lines' units inside another statement (StockService.takingAll). */
export interface StockTaking {
  pairs: StockLine[];
  /** The update as a part of the caller's statement: it returns each pair it took, and holds when it took them all. */
  part: StatementPart<StockTaken>;
  /** -1 when every line was taken, else the index of the first line that could not be. */
  short(tx: Executor, taken: StockTaken[]): Promise<number>;
}

const pairKey = (l: { goodsId: number; ckId: number }) => `${l.goodsId}:${l.ckId}`;

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
  async takeAll(tx: Executor, lines: StockLine[]): Promise<number> {
    const taking = this.takingAll(lines);
    return taking ? taking.short(tx, await this.repo.takeEach(tx, taking.pairs)) : -1;
  }

  /**
   * The same as a part of the caller's own statement (the order that reserves the units): `part` takes them and returns
   * the pairs it took, `short` then gives what `takeAll` gives. Null when there is nothing to take.
   */
  takingAll(lines: StockLine[]): StockTaking | null {
    if (lines.length === 0) return null;
    const pairs = new Map<string, StockLine>();
    for (const l of lines) {
      const p = pairs.get(pairKey(l)) ?? { goodsId: l.goodsId, ckId: l.ckId, n: 0 };
      p.n += l.n;
      pairs.set(pairKey(l), p);
    }
    // Sorted, so concurrent orders lock shared rows in the same order.
    const sorted = [...pairs.values()].sort((a, b) => a.goodsId - b.goodsId || a.ckId - b.ckId);
    return {
      pairs: sorted,
      part: this.repo.takeEachPart(sorted),
      short: (tx, taken) => this.shortLine(tx, lines, sorted, taken),
    };
  }

  /** The first line a short pair cannot give, reading what the short pairs hold. */
  private async shortLine(tx: Executor, lines: StockLine[], sorted: StockLine[], taken: StockTaken[]): Promise<number> {
    if (taken.length === sorted.length) return -1;
    const took = new Set(taken.map((t) => `${t.goods_id}:${t.ck_id}`));
    const short = new Set(sorted.map(pairKey).filter((k) => !took.has(k)));
    const held = await this.repo.held(
      tx,
      sorted.filter((p) => short.has(pairKey(p))),
    );
    const used = new Map<string, number>();
    for (const [i, l] of lines.entries()) {
      if (!short.has(pairKey(l))) continue;
      used.set(pairKey(l), (used.get(pairKey(l)) ?? 0) + l.n);
      if (used.get(pairKey(l))! > (held.get(pairKey(l)) ?? 0)) return i;
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
