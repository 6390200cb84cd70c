import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateFefo, takenPerBatch, type FefoBatch, type FefoLine } from './fefo.js';

const line = (itemId: number, number: number, over: Partial<FefoLine> = {}): FefoLine => ({
  itemId,
  goodsId: 1,
  ckId: 1,
  number,
  promised: '2027-01-01',
  amount: number * 100,
  manjian: 0,
  coupon: 0,
  ...over,
});
const batch = (id: number, expiryDate: string, number: number, over: Partial<FefoBatch> = {}): FefoBatch => ({
  id,
  goodsId: 1,
  ckId: 1,
  batchNo: `B${id}`,
  expiryDate,
  number,
  ...over,
});

describe('FEFO allocation', () => {
  it('takes the earliest expiry first and splits a line over batches, amounts to the fen', () => {
    const pieces = allocateFefo([line(10, 7, { amount: 1001, manjian: 50, coupon: 7 })], [batch(2, '2028-06-30', 50), batch(1, '2027-03-31', 3)]);
    expect(pieces.map((p) => [p.batchNo, p.number])).toEqual([
      ['B1', 3],
      ['B2', 4],
    ]);
    expect(pieces.reduce((a, p) => a + p.amount, 0)).toBe(1001);
    expect(pieces.reduce((a, p) => a + p.manjian, 0)).toBe(50);
    expect(pieces.reduce((a, p) => a + p.coupon, 0)).toBe(7);
  });

  it('gives a batch shorter than the promised expiry only when nothing else is left, and leaves what no batch holds unassigned', () => {
    const pieces = allocateFefo([line(1, 9, { promised: '2027-06-30' })], [batch(1, '2027-01-31', 4), batch(2, '2027-06-30', 5)]);
    expect(pieces.map((p) => [p.batchId, p.number])).toEqual([
      [2, 5],
      [1, 4],
    ]);
    const short = allocateFefo([line(1, 10)], [batch(1, '2027-06-30', 6)]);
    expect(short.map((p) => [p.batchId, p.number])).toEqual([
      [1, 6],
      [null, 4],
    ]);
  });

  it('keeps warehouses and goods apart, and two lines of one goods share its batches in order', () => {
    const pieces = allocateFefo(
      [line(1, 4), line(2, 4), line(3, 2, { ckId: 2 })],
      [batch(1, '2027-02-01', 5), batch(2, '2027-08-01', 9), batch(3, '2027-01-01', 9, { ckId: 2 }), batch(4, '2026-12-31', 9, { goodsId: 2 })],
    );
    expect(pieces.map((p) => [p.itemId, p.batchId, p.number])).toEqual([
      [1, 1, 4],
      [2, 1, 1],
      [2, 2, 3],
      [3, 3, 2],
    ]);
  });

  it('gives a 近效期特价 line its own batch first and leaves the units the offer holds to its buyers', () => {
    const pieces = allocateFefo(
      [line(1, 4), line(2, 3, { preferBatchId: 2 }), line(3, 4)],
      [batch(1, '2027-01-31', 2), batch(2, '2027-03-31', 6, { held: 3 }), batch(3, '2027-09-30', 50)],
    );
    expect(pieces.map((p) => [p.itemId, p.batchId, p.number])).toEqual([
      [1, 1, 2],
      [1, 2, 2],
      [2, 2, 3],
      [3, 2, 1],
      [3, 3, 3],
    ]);
  });

  it('never gives more than a batch holds and always accounts for every unit and fen of every line', () => {
    const batches = fc.array(
      fc.record({ ck: fc.integer({ min: 1, max: 2 }), day: fc.integer({ min: 1, max: 28 }), n: fc.integer({ min: 0, max: 20 }) }),
      { maxLength: 6 },
    );
    const lines = fc.array(
      fc.record({ ck: fc.integer({ min: 1, max: 2 }), n: fc.integer({ min: 1, max: 30 }), amount: fc.nat(100_000), coupon: fc.nat(500) }),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(batches, lines, (bs, ls) => {
        const given = bs.map((b, i) => batch(i + 1, `2027-02-${String(b.day).padStart(2, '0')}`, b.n, { ckId: b.ck }));
        const want = ls.map((l, i) => line(i + 1, l.n, { ckId: l.ck, amount: l.amount, coupon: l.coupon }));
        const pieces = allocateFefo(want, given);
        for (const { batchId, n } of takenPerBatch(pieces)) expect(n).toBeLessThanOrEqual(given.find((b) => b.id === batchId)!.number);
        for (const l of want) {
          const own = pieces.filter((p) => p.itemId === l.itemId);
          expect(own.reduce((a, p) => a + p.number, 0)).toBe(l.number);
          expect(own.reduce((a, p) => a + p.amount, 0)).toBe(l.amount);
          expect(own.reduce((a, p) => a + p.coupon, 0)).toBe(l.coupon);
          for (const p of own) expect(p.batchId === null || given.find((b) => b.id === p.batchId)!.ckId === l.ckId).toBe(true);
        }
      }),
    );
  });
});
