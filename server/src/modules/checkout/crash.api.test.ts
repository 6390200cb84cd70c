import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, form, type TestApp } from '../../../test/test-app.js';
import { createBuyers, type Buyer } from '../../../test/buyers.js';
import { freePorts, startServer } from '../../../test/server-process.js';
import { plainGoods } from './checkout-test-kit.js';

const BUYERS = 60;
const goods = plainGoods(5).slice(0, 3);

// A killed process only means something against a PostgreSQL server (CI sets TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DATABASE_URL)('checkout storm with the server killed by SIGKILL', () => {
  let t: TestApp;
  let buyers: Buyer[];
  let server: ChildProcess | undefined;
  const [port] = freePorts(1) as [number];
  const stockOf = async () =>
    new Map(
      (
        await t.database.rows<{ goods_id: number; n: number }>(
          sql`select goods_id, sum(number)::int as n from goods_stocks where goods_id in ${goods.map((g) => g.id)} group by goods_id`,
        )
      ).map((r) => [r.goods_id, Number(r.n)]),
    );
  let initial: Map<number, number>;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    await t.database.rows(sql`update shops set min_order_amount = 0`);
    buyers = await createBuyers(t.database, BUYERS);
    // Each buyer's cart: one unit of each of three goods (a multi-line order, so a torn write would show).
    await Promise.all(
      buyers.map((b) =>
        t.call({ method: 'POST', url: '/api/cart', cookie: b.cookie, ...form({ params: goods.map((g) => ({ goods_id: g.id, number: 1 })) }) }),
      ),
    );
    initial = await stockOf();
    server = await startServer(t.url!, port);
  }, 150_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await t.close();
  });

  it('leaves every order whole or absent, and the timeout job still releases unpaid stock after the restart', async () => {
    const lines = await t.database.rows<{ member_id: number; id: number }>(
      sql`select member_id, id from cart_items where member_id in ${buyers.map((b) => b.memberId)}`,
    );
    const idsOf = (m: number) => lines.filter((l) => l.member_id === m).map((l) => l.id);
    const storm = buyers.map((b) =>
      fetch(`http://127.0.0.1:${port}/api/order/submit`, {
        method: 'POST',
        headers: { cookie: b.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ ids: idsOf(b.memberId), address_id: b.addressId, idem_key: crypto.randomBytes(12).toString('base64url') }).payload,
      }).then(
        (r) => r.status,
        () => 0,
      ),
    );
    // Kill the process once some orders have committed and others are in flight.
    for (let i = 0; i < 100; i++) {
      const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from order_submissions`);
      if (Number(n) >= 5) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    server!.kill('SIGKILL');
    const statuses = await Promise.all(storm);
    expect(statuses.filter((s) => s === 0).length, 'some requests died with the process').toBeGreaterThan(0);

    server = await startServer(t.url!, port);
    // Whole or absent: every submission has orders; every order has items and exactly their stock movements.
    const orders = await t.database.rows<{ id: number; member_id: number; items: number; moved: number }>(sql`
      select o.id, o.member_id, (select coalesce(sum(number), 0)::int from order_items i where i.order_id = o.id) as items,
             (select coalesce(sum(change), 0)::int from stock_movements m where m.order_id = o.id) as moved
      from orders o where o.member_id in ${buyers.map((b) => b.memberId)}`);
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) expect([Number(o.items), Number(o.moved)]).toEqual([3, -3]);
    const [{ orphans }] = await t.database.rows<{ orphans: number }>(sql`
      select count(*)::int as orphans from order_submissions s where not exists (select 1 from orders o where o.submission_id = s.id)`);
    expect(Number(orphans)).toBe(0);
    // A buyer with an order has no cart left; one without still has all three lines.
    const ordered = new Set(orders.map((o) => o.member_id));
    const left = await t.database.rows<{ member_id: number; n: number }>(
      sql`select member_id, count(*)::int as n from cart_items where member_id in ${buyers.map((b) => b.memberId)} group by member_id`,
    );
    for (const l of left) expect(ordered.has(l.member_id), `member ${l.member_id}`).toBe(false);
    expect(left.length + ordered.size).toBe(BUYERS);
    for (const l of left) expect(Number(l.n)).toBe(3);
    // Stock is conserved: what left the shelves is exactly what the orders hold.
    const now = await stockOf();
    for (const g of goods) expect(initial.get(g.id)! - now.get(g.id)!).toBe(ordered.size);

    // The timeout jobs were written with the orders: due now, the restarted worker cancels them and returns the stock.
    await t.database.rows(sql`update orders set expires_at = now() - interval '1 second' where status = 0`);
    await t.database.rows(sql`update jobs set run_at = now() - interval '1 second' where queue = 'order.timeout' and done_at is null`);
    const deadline = Date.now() + 20_000;
    let unpaid = -1;
    while (Date.now() < deadline) {
      [{ n: unpaid }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from orders where status = 0`);
      if (Number(unpaid) === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(Number(unpaid)).toBe(0);
    expect(await stockOf()).toEqual(initial);
  }, 180_000);
});
