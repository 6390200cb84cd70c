import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, type TestApp } from '../../../test/test-app.js';
import type { Executor } from '../../db/client.js';
import { useApiSuite } from '../../../test/suite.js';
import { StockRepository } from './stock.repository.js';
import { StockService } from './stock.service.js';

/** Rolls the transaction back after `fn` (the test's writes never stay). */
class Rollback extends Error {}

describe.each(MODULE_KINDS)('taking stock for several lines at once on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (p) => ({ t } = p));
  const stock = new StockService(new StockRepository());

  async function inTx<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    let out: T | undefined;
    await t.database.db
      .transaction(async (tx) => {
        out = await fn(tx);
        throw new Rollback();
      })
      .catch((e) => {
        if (!(e instanceof Rollback)) throw e;
      });
    return out as T;
  }

  async function twoWarehouses() {
    const rows = await t.database.rows<{ goods_id: number; ck_id: number }>(sql`
      select goods_id, ck_id from goods_stocks where goods_id in (select goods_id from goods_stocks group by goods_id having count(*) >= 2)
      order by goods_id, ck_id limit 2`);
    const [a, b] = rows.map((r) => ({ goodsId: Number(r.goods_id), ckId: Number(r.ck_id) }));
    return { a, b };
  }

  const held = async (tx: Executor, p: { goodsId: number; ckId: number }) =>
    Number(
      (await t.database.rows<{ number: number }>(sql`select number from goods_stocks where goods_id = ${p.goodsId} and ck_id = ${p.ckId}`, tx))[0]
        ?.number ?? 0,
    );

  it('takes every line in one go, summing lines of the same warehouse', async () => {
    const { a, b } = await twoWarehouses();
    const after = await inTx(async (tx) => {
      await tx.execute(sql`update goods_stocks set number = 10 where goods_id = ${a.goodsId} and ck_id in (${a.ckId}, ${b.ckId})`);
      const short = await stock.takeAll(tx, [
        { ...a, n: 4 },
        { ...b, n: 7 },
        { ...a, n: 6 },
      ]);
      return { short, a: await held(tx, a), b: await held(tx, b) };
    });
    expect(after).toEqual({ short: -1, a: 0, b: 3 });
  });

  it('names the first line that taking one by one would have refused, and takes nothing of a short warehouse', async () => {
    const { a, b } = await twoWarehouses();
    const after = await inTx(async (tx) => {
      await tx.execute(sql`update goods_stocks set number = 5 where goods_id = ${a.goodsId} and ck_id in (${a.ckId}, ${b.ckId})`);
      // a: 3 + 3 > 5 — the second a-line is the short one; b alone fits.
      const short = await stock.takeAll(tx, [
        { ...a, n: 3 },
        { ...b, n: 5 },
        { ...a, n: 3 },
      ]);
      return { short, a: await held(tx, a) };
    });
    expect(after).toEqual({ short: 2, a: 5 });
  });

  it('refuses a warehouse that does not keep the goods', async () => {
    const { a } = await twoWarehouses();
    const short = await inTx(async (tx) => {
      await tx.execute(sql`update goods_stocks set number = 5 where goods_id = ${a.goodsId} and ck_id = ${a.ckId}`);
      return stock.takeAll(tx, [
        { ...a, n: 1 },
        { goodsId: a.goodsId, ckId: 987_654, n: 1 },
      ]);
    });
    expect(short).toBe(1);
  });
});
