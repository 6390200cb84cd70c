import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DB_KINDS, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods } from '../checkout/checkout-test-kit.js';

describe.each(DB_KINDS)('console order queue /admin/api/orders on %s', (kind) => {
  let t: TestApp, cookie: string, other: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true });
  let mine: number, theirs: number;

  beforeAll(async () => {
    const [g] = plainGoods(1);
    const qty = Math.ceil(30000 / g.base_price);
    mine = (await placeOrder(t, cookie, await addAddress(t, cookie), [[g.id, qty]])).orders[0].id;
    theirs = (await placeOrder(t, other, await addAddress(t, other), [[g.id, qty + 1]])).orders[0].id;
  });
  const get = async (url: string) => {
    const res = await t.call({ method: 'GET', url, cookie: operator });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const company = async (username: string) =>
    (await t.database.rows<{ company: string }>(sql`select company from members where username = ${username}`))[0].company;

  it('shows the buyer of every order and finds orders by buyer, username and order number', async () => {
    const all = await get('/admin/api/orders?page_size=50');
    const row = all.list.find((o: { id: number }) => o.id === mine);
    expect(row.buyer).toMatchObject({ username: 'demo', company: await company('demo') });
    const byCompany = await get(`/admin/api/orders?keyword=${encodeURIComponent(await company('demo2'))}`);
    expect(byCompany.list.map((o: { id: number }) => o.id)).toContain(theirs);
    expect(byCompany.list.every((o: { buyer: { username: string } }) => o.buyer.username === 'demo2')).toBe(true);
    expect((await get('/admin/api/orders?keyword=demo')).list.every((o: { buyer: { username: string } }) => o.buyer.username === 'demo')).toBe(true);
    const no = row.order_no as string;
    expect((await get(`/admin/api/orders?keyword=${no}`)).list.map((o: { id: number }) => o.id)).toEqual([mine]);
    expect((await get('/admin/api/orders?keyword=%25')).total).toBe(0);
    const detail = await get(`/admin/api/orders/${theirs}`);
    expect(detail.buyer.username).toBe('demo2');
  });

  it('counts every order by state and the after-sales requests waiting, as the tables do', async () => {
    const counts = await get('/admin/api/orders/counts');
    const states = await t.database.rows<{ status: number; count: number }>(
      sql`select status, count(*)::int as count from orders group by status order by status`,
    );
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from after_sales where status = 0`);
    expect(counts.by_status).toEqual(states);
    expect(counts.all).toBe(states.reduce((s, x) => s + x.count, 0));
    expect(counts.after_sales_pending).toBe(n);
    const unpaid = await get('/admin/api/orders?status=0&page_size=100');
    expect(unpaid.total).toBe(states.find((s) => s.status === 0)?.count);
  });
});
