import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { cartItems } from './cart.tables.js';
import { goods, goodsStocks } from '../catalog/catalog.tables.js';
import { members } from '../accounts/accounts.tables.js';
import { eq, gt } from 'drizzle-orm';

describe.each(DB_KINDS)('cart API (list, total, delete) on %s', (kind) => {
  let t: TestApp;
  let demoId: number;
  let otherId: number;
  let otherLine: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const [demo] = await db.select().from(members).where(eq(members.username, 'demo'));
    const [other] = await db.select().from(members).where(eq(members.username, 'demo2'));
    demoId = demo.id;
    otherId = other.id;
    const stocked = await db.select({ goodsId: goodsStocks.goodsId, ckId: goodsStocks.ckId, price: goods.basePrice })
      .from(goodsStocks).innerJoin(goods, eq(goods.id, goodsStocks.goodsId)).where(gt(goodsStocks.number, 10)).limit(3);
    await db.insert(cartItems).values(stocked.slice(0, 2).map((s) => ({ memberId: demoId, goodsId: s.goodsId, ckId: s.ckId, number: 2, addedPrice: s.price })));
    const [line] = await db.insert(cartItems).values({ memberId: otherId, goodsId: stocked[2].goodsId, ckId: stocked[2].ckId, number: 1, addedPrice: stocked[2].price }).returning();
    otherLine = line.id;
  });
  afterAll(() => t.close());

  it('requires login', async () => {
    for (const url of ['/api/cart/list', '/api/cart/total']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(10001);
    }
  });

  it('lists the member’s own lines grouped by shop and counts them', async () => {
    const cookie = await t.login();
    const total = await t.call({ method: 'GET', url: '/api/cart/total', cookie });
    expect(total.json().data.total).toBe(2);
    const list = await t.call({ method: 'GET', url: '/api/cart/list', cookie });
    const lines = list.json().data.data.flatMap((g: { lines: { id: number }[] }) => g.lines);
    expect(lines).toHaveLength(2);
    expect(lines.map((l: { id: number }) => l.id)).not.toContain(otherLine);
    const base = await t.call({ method: 'GET', url: '/api/user/base', cookie });
    expect(base.json().data.cart).toBe(2);
  });

  it('never deletes another member’s line, and deletes its own', async () => {
    const cookie = await t.login();
    const foreign = await t.call({ method: 'POST', url: '/api/cart/batch_delete', cookie, ...form({ ids: [otherLine] }) });
    expect(foreign.statusCode).toBe(404);
    const still = await t.database.db.select().from(cartItems).where(eq(cartItems.id, otherLine));
    expect(still).toHaveLength(1);

    const own = await t.database.db.select().from(cartItems).where(eq(cartItems.memberId, demoId));
    const res = await t.call({ method: 'POST', url: '/api/cart/batch_delete', cookie, ...form({ ids: [own[0].id] }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: '删除成功', data: { deleted: 1 } });
  });

  it('refuses bad ids with 422', async () => {
    const cookie = await t.login();
    for (const ids of [[], ['abc'], [-1], [1.5]]) {
      const res = await t.call({ method: 'POST', url: '/api/cart/batch_delete', cookie, ...form({ ids }) });
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toContain('商品');
    }
  });
});
