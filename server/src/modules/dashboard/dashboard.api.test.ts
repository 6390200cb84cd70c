import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';

const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe.each(MODULE_KINDS)('console dashboard /admin/api/dashboard on %s', (kind) => {
  let t: TestApp, cookie: string, other: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true });

  // Two buyers, three paid orders over two shops and one unpaid order: figures that are not all equal.
  beforeAll(async () => {
    const [a1, a2] = plainGoods(1);
    const [b1] = plainGoods(2);
    // Enough of each to pass the shops’ minimum order (up to ¥300), and not the same amount twice.
    const qty = (g: { base_price: number }, extra: number) => Math.ceil(30000 / g.base_price) + extra;
    for (const [who, lines] of [
      [cookie, [[a1.id, qty(a1, 1)]]],
      [cookie, [[b1.id, qty(b1, 0)]]],
      [other, [[a2.id, qty(a2, 2)]]],
    ] as const) {
      const address = await addAddress(t, who);
      await rechargeWallet(t, who, '3000');
      const placed = await placeOrder(
        t,
        who,
        address,
        lines.map(([g, n]) => [g, n]),
      );
      for (const o of placed.orders) await t.call({ method: 'POST', url: '/api/pay/order', cookie: who, ...form({ ids: [o.id], method: 'wallet' }) });
    }
    await placeOrder(t, cookie, await addAddress(t, cookie), [[a1.id, qty(a1, 0)]]);
  });

  const dashboard = async (query = '') => {
    const res = await t.call({ method: 'GET', url: `/admin/api/dashboard${query}`, cookie: operator });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** The same figures straight from the tables, for one China day. */
  const fromSql = async (day: string) => {
    const span = sql`(${day}::date)::timestamp at time zone 'Asia/Shanghai'`;
    const paidIn = sql`paid_at >= ${span} and paid_at < ${span} + interval '1 day'`;
    const [paid] = await t.database.rows<{ gmv: number; orders: number; members: number }>(
      sql`select coalesce(sum(pay_amount), 0)::int as gmv, count(*)::int as orders, count(distinct member_id)::int as members from orders where ${paidIn}`,
    );
    const states = await t.database.rows<{ status: number; count: number }>(
      sql`select status, count(*)::int as count from orders where created_at >= ${span} and created_at < ${span} + interval '1 day' group by status order by status`,
    );
    const [top] = await t.database.rows<{ goods_id: number; amount: number }>(
      sql`select i.goods_id, sum(i.amount)::int as amount from order_items i join orders o on o.id = i.order_id
          where o.paid_at >= ${span} and o.paid_at < ${span} + interval '1 day' group by i.goods_id order by amount desc, i.goods_id limit 1`,
    );
    const [{ pending }] = await t.database.rows<{ pending: number }>(
      sql`select count(*)::int as pending from members where review_status = 'pending'`,
    );
    return { paid, states, top, pending };
  };

  it('shows today exactly as the orders and members tables count it', async () => {
    const today = chinaToday();
    const d = await dashboard(`?from=${today}&to=${today}`);
    const s = await fromSql(today);
    expect(s.paid.orders).toBeGreaterThanOrEqual(3);
    expect(d.days).toEqual([expect.objectContaining({ day: today, gmv: s.paid.gmv, orders: s.paid.orders, paying_members: s.paid.members })]);
    expect(d.totals).toMatchObject({ gmv: s.paid.gmv, orders: s.paid.orders, paying_members: s.paid.members });
    expect(d.totals.average_order).toBe(Math.round(s.paid.gmv / s.paid.orders));
    expect(d.orders_by_status).toEqual(s.states);
    expect(d.orders_by_status.find((x: { status: number }) => x.status === 0)?.count).toBeGreaterThanOrEqual(1);
    expect(d.top_goods[0]).toMatchObject({ goods_id: s.top.goods_id, amount: s.top.amount });
    expect(d.top_shops.reduce((n: number, x: { gmv: number }) => n + x.gmv, 0)).toBe(s.paid.gmv);
    expect(d.pending_members).toBe(s.pending);
  });

  it('defaults to the last 30 days with a zero for each quiet day, and counts a new member on its day', async () => {
    const d = await dashboard();
    expect(d.days).toHaveLength(30);
    expect(d.to).toBe(chinaToday());
    expect(d.days.at(-1).day).toBe(chinaToday());
    expect(d.days[0]).toMatchObject({ gmv: 0, orders: 0, average_order: 0 });
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from members where created_at >= (${d.from}::date)::timestamp at time zone 'Asia/Shanghai'`,
    );
    expect(d.totals.new_members).toBe(n);
    expect((await dashboard('?from=2020-01-01&to=2020-01-03')).totals).toEqual({
      gmv: 0,
      orders: 0,
      paying_members: 0,
      average_order: 0,
      new_members: 0,
    });
  });

  it('refuses a reversed, overlong or malformed range with 422 naming the field', async () => {
    for (const [query, field] of [
      ['?from=2026-02-01&to=2026-01-01', 'from'],
      ['?from=2020-01-01&to=2026-01-01', 'from'],
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
    ]) {
      const res = await t.call({ method: 'GET', url: `/admin/api/dashboard${query}`, cookie: operator });
      expect([query, res.statusCode]).toEqual([query, 422]);
      expect(res.json().errors).toHaveProperty(field);
    }
  });
});
