import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, form, type TestApp } from '../../../test/test-app.js';
import { createBuyers, type Buyer } from '../../../test/buyers.js';
import { plainGoods } from './checkout-test-kit.js';

const BUYERS = 200;
const FLASH_STOCK = 50;
const [g, ...others] = plainGoods(3);
const PLAIN_STOCK = 40;

// Concurrency is only real with a PostgreSQL server (PGlite has one connection): CI sets TEST_DATABASE_URL.
describe.runIf(process.env.TEST_DATABASE_URL)('flash-sale oversell on PostgreSQL', () => {
  let t: TestApp;
  let buyers: Buyer[];
  let flashId: number;
  let ck: number;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    buyers = await createBuyers(t.database, BUYERS);
    [{ id: flashId }] = await t.database.rows<{ id: number }>(sql`
      insert into flash_sales (goods_id, price, stock, per_member_limit, starts_at, ends_at)
      values (${g.id}, ${g.base_price - 100}, ${FLASH_STOCK}, 5, now() - interval '1 hour', now() + interval '1 hour') returning id`);
    [{ ck_id: ck }] = await t.database.rows<{ ck_id: number }>(
      sql`select ck_id from goods_stocks where goods_id = ${g.id} order by number desc limit 1`,
    );
    await t.database.rows(sql`update goods_stocks set number = 1000 where goods_id = ${g.id} and ck_id = ${ck}`);
    // One unit is a small order: the shop's minimum order amount would refuse it before stock is even tried.
    await t.database.rows(sql`update shops set min_order_amount = 0 where id = 3`);
    const adds = await Promise.all(
      buyers.map((b) =>
        t.call({
          method: 'POST',
          url: '/api/cart',
          cookie: b.cookie,
          ...form({ params: [{ goods_id: g.id, number: 1, miaosha_goods_id: flashId, ck_id: ck }] }),
        }),
      ),
    );
    for (const res of adds) expect(res.statusCode, res.body).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  /** Every buyer submits its own cart line at once, each with a fresh idempotency key. */
  const submitAll = (lines: Array<{ member_id: number; id: number }>) => {
    const lineOf = new Map(lines.map((l) => [l.member_id, l.id]));
    return Promise.all(
      buyers.map((b) =>
        t.call({
          method: 'POST',
          url: '/api/order/submit',
          cookie: b.cookie,
          ...form({ ids: [lineOf.get(b.memberId)!], address_id: b.addressId, idem_key: crypto.randomBytes(12).toString('base64url') }),
        }),
      ),
    );
  };

  it(`${BUYERS} buyers check out a flash sale of ${FLASH_STOCK} at once: exactly ${FLASH_STOCK} sold, the rest 库存不足, every order has its movement`, async () => {
    const lines = await t.database.rows<{ member_id: number; id: number }>(
      sql`select member_id, id from cart_items where type = 1 and activity_id = ${flashId}`,
    );
    const results = await submitAll(lines);
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(FLASH_STOCK);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json().msg).toContain('库存不足');
    }
    const [flash] = await t.database.rows<{ sold: number; stock: number }>(sql`select sold, stock from flash_sales where id = ${flashId}`);
    expect(Number(flash.sold)).toBe(FLASH_STOCK);
    const [stock] = await t.database.rows<{ number: number }>(sql`select number from goods_stocks where goods_id = ${g.id} and ck_id = ${ck}`);
    expect(Number(stock.number)).toBe(1000 - FLASH_STOCK);
    const orders = await t.database.rows<{ id: number; moved: number; items: number }>(sql`
      select o.id, (select coalesce(sum(change), 0)::int from stock_movements m where m.order_id = o.id and m.flash_sale_id = ${flashId}) as moved,
             (select coalesce(sum(number), 0)::int from order_items i where i.order_id = o.id) as items
      from orders o join order_items i on i.order_id = o.id where i.activity_id = ${flashId}`);
    expect(orders).toHaveLength(FLASH_STOCK);
    for (const o of orders) expect([Number(o.moved), Number(o.items)]).toEqual([-1, 1]);
    // The refused buyers kept their cart line (nothing half-written).
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from cart_items where type = 1 and activity_id = ${flashId}`);
    expect(Number(n)).toBe(BUYERS - FLASH_STOCK);
  }, 120_000);

  it(`${BUYERS} buyers order a plain goods of ${PLAIN_STOCK} units at once: each order one statement or none, exactly ${PLAIN_STOCK} placed`, async () => {
    // A goods without 赠品 or 换购: each submission is a lone plain order, placed by one statement whose guard finds
    // the warehouse empty for the late buyers, who are then refused by the transactional path.
    const gifted = new Set(
      (await t.database.rows<{ goods_id: number }>(sql`select distinct goods_id from goods_gifts`)).map((r) => Number(r.goods_id)),
    );
    const p = others.find((o) => !gifted.has(o.id))!;
    const [{ ck_id: pck }] = await t.database.rows<{ ck_id: number }>(
      sql`select ck_id from goods_stocks where goods_id = ${p.id} order by number desc, ck_id limit 1`,
    );
    await t.database.rows(sql`update goods_stocks set number = case when ck_id = ${pck} then ${PLAIN_STOCK} else 0 end where goods_id = ${p.id}`);
    for (const b of buyers) {
      const res = await t.call({ method: 'POST', url: '/api/cart', cookie: b.cookie, ...form({ params: [{ goods_id: p.id, number: 1 }] }) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const lines = await t.database.rows<{ member_id: number; id: number }>(sql`select member_id, id from cart_items where goods_id = ${p.id}`);
    const results = await submitAll(lines);
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(PLAIN_STOCK);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().msg).toContain('库存不足');
    }
    const [after] = await t.database.rows<{ stock: number; total: number; items: number; moved: number; subs: number; kept: number }>(sql`
      select (select sum(number)::int from goods_stocks where goods_id = ${p.id}) as stock,
        (select stock_total from goods where id = ${p.id}) as total,
        (select count(*)::int from order_items where goods_id = ${p.id}) as items,
        (select coalesce(sum(change), 0)::int from stock_movements where goods_id = ${p.id} and reason = 'reserve') as moved,
        (select count(*)::int from orders o join order_items i on i.order_id = o.id where i.goods_id = ${p.id}
          and exists (select 1 from jobs j where j.key = 'submission:' || o.submission_id)) as subs,
        (select count(*)::int from cart_items where goods_id = ${p.id}) as kept`);
    // Every placed order has its line, its movement and its timeout job; the refused buyers kept their cart line.
    expect(after).toEqual({ stock: 0, total: 0, items: PLAIN_STOCK, moved: -PLAIN_STOCK, subs: PLAIN_STOCK, kept: BUYERS - PLAIN_STOCK });
  }, 120_000);
});
