import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DB_KINDS, type TestApp } from '../../../test/test-app.js';
import { chinaDay } from '@yaocai/contract';
import { readSeed } from '../load-seed.js';
import { DEMO_BUYERS, DEMO_BUYER_PASSWORD } from './buyers.js';
import { loadDemoHistory, type HistorySummary } from './demo-history.js';

const seed = readSeed();
const DAY = 86_400_000;

/**
 * The demo's 90 days of history, loaded into a freshly seeded database as `npm start` loads it: every order went
 * through the services, so everything the product keeps consistent is consistent — the ledger, stock and its
 * movements, points, invoices, order numbers, the merchant statements — and the console's dashboard, GSP register and
 * statements show it. (The API suites' template and the e2e servers have no history: their tests count rows.)
 */
describe.each(DB_KINDS)('the demo history on %s', (kind) => {
  let t: TestApp, summary: HistorySummary, admin: string;
  const now = Date.now();
  const one = <T>(q: ReturnType<typeof sql>) => t.database.rows<T>(q).then((r) => r[0]!);

  beforeAll(async () => {
    t = await createTestApp(kind);
    summary = await loadDemoHistory(t.database, { now: new Date(now) });
    admin = await t.operatorLogin();
  }, 600_000);
  afterAll(() => t?.close());

  it('plays every planned step through the services without a refusal, across the buyers, the shops and 90 days', async () => {
    expect(summary.problems).toEqual([]);
    expect(summary.orders).toBeGreaterThan(100);
    const span = await one<{ first: string; last: string; buyers: number; shops: number; types: number }>(sql`
      select min(o.created_at)::text as first, max(o.created_at)::text as last, count(distinct o.member_id)::int as buyers,
             count(distinct o.shop_id)::int as shops, count(distinct m.company_type)::int as types
      from orders o join members m on m.id = o.member_id where m.username = any(${`{${DEMO_BUYERS.map((b) => b.username).join(',')}}`}::text[])`);
    expect(Date.parse(span.first)).toBeGreaterThan(now - 91 * DAY);
    expect(Date.parse(span.first)).toBeLessThan(now - 80 * DAY);
    expect(Date.parse(span.last)).toBeLessThan(now - 3_600_000);
    expect(Date.parse(span.last)).toBeGreaterThan(now - 5 * DAY);
    expect(span).toMatchObject({ buyers: DEMO_BUYERS.length, shops: seed.catalog.shops.length, types: 3 });
    // The `demo` account a newcomer signs in with keeps an empty order list.
    expect(
      (await one<{ n: number }>(sql`select count(*)::int as n from orders o join members m on m.id = o.member_id where m.username = 'demo'`)).n,
    ).toBe(0);
    // Weekdays carry the trade; weekends are quiet.
    const byDay = await t.database.rows<{ dow: number; n: number }>(sql`
      select extract(dow from created_at at time zone 'Asia/Shanghai')::int as dow, count(*)::int as n from orders group by 1`);
    const count = (d: number[]) => byDay.filter((r) => d.includes(r.dow)).reduce((a, r) => a + r.n, 0);
    expect(count([1, 2, 3, 4, 5]) / 5).toBeGreaterThan((2.5 * count([0, 6])) / 2);
  });

  it('leaves orders in every state, each step after the one before it, goods within the buyer’s scopes', async () => {
    const states = await one<Record<string, number>>(sql`
      select count(*) filter (where status = 1)::int as paid, count(*) filter (where status = 2)::int as shipped,
             count(*) filter (where status = 3)::int as completed,
             count(*) filter (where status = 4 and cancel_reason like '超时%')::int as timed_out,
             count(*) filter (where status = 4 and cancel_reason = '计划有变，暂不采购')::int as cancelled,
             count(*) filter (where status = 4 and cancel_reason = '已全额退款')::int as refunded,
             count(*) filter (where status = 3 and refunded_amount > 0)::int as after_sale_refunds,
             (select count(*)::int from shipments s join orders x on x.id = s.order_id group by x.id order by 1 desc limit 1) as most_parcels,
             (select count(*) filter (where a.status = 0)::int from after_sales a) as after_sales_open,
             (select count(*) filter (where a.status = 2)::int from after_sales a) as after_sales_refused
      from orders`);
    for (const [k, n] of Object.entries(states)) expect([k, n > 0]).toEqual([k, true]);
    expect(states.most_parcels).toBe(2);
    const order = await one<{ bad: number }>(sql`
      select count(*)::int as bad from orders
      where paid_at < created_at or shipped_at < paid_at or received_at < shipped_at or cancelled_at < created_at
         or exists (select 1 from order_events e where e.order_id = orders.id and e.created_at < orders.created_at)`);
    expect(order.bad).toBe(0);
    const scopes = await one<{ outside: number }>(sql`
      select count(*)::int as outside from order_items i join orders o on o.id = i.order_id join goods g on g.id = i.goods_id
      where not exists (select 1 from member_scopes s where s.member_id = o.member_id and s.scope_code = g.scope_code)`);
    expect(scopes.outside).toBe(0);
    // Order numbers are unique and carry the China day the order was placed.
    const numbers = await one<{ n: number; distinct: number; wrong_day: number }>(sql`
      select count(*)::int as n, count(distinct order_no)::int as distinct,
             count(*) filter (where substr(order_no, 3, 8) <> to_char(created_at at time zone 'Asia/Shanghai', 'YYYYMMDD'))::int as wrong_day
      from orders`);
    expect(numbers.distinct).toBe(numbers.n);
    expect(numbers.wrong_day).toBe(0);
  });

  it('keeps the ledger balanced, stock equal to its movements, points equal to their log, an invoice per completed order', async () => {
    const ledger = await one<{ unbalanced: number; drifted: number; entries: number }>(sql`
      select (select count(*)::int from (select entry_id from journal_lines group by entry_id having sum(amount) <> 0) x) as unbalanced,
             (select count(*)::int from ledger_accounts a
               where a.balance <> coalesce((select sum(l.amount) from journal_lines l where l.account_id = a.id), 0)) as drifted,
             (select count(*)::int from journal_entries) as entries`);
    expect(ledger).toMatchObject({ unbalanced: 0, drifted: 0 });
    expect(ledger.entries).toBeGreaterThan(summary.orders);

    const start = new Map(seed.catalog.goods.flatMap((g) => g.stocks.map((s) => [`${g.id}:${s.ck_id}`, s.number] as const)));
    const stock = await t.database.rows<{ goods_id: number; ck_id: number; number: number; moved: number }>(sql`
      select s.goods_id, s.ck_id, s.number, coalesce((select sum(m.change) from stock_movements m where m.goods_id = s.goods_id and m.ck_id = s.ck_id), 0)::int as moved
      from goods_stocks s`);
    expect(stock.filter((s) => s.number !== start.get(`${s.goods_id}:${s.ck_id}`)! + s.moved)).toEqual([]);
    expect(stock.filter((s) => s.moved !== 0).length).toBeGreaterThan(100);

    const points = await one<{ drifted: number; earners: number }>(sql`
      select count(*) filter (where p.balance <> coalesce((select sum(l.amount) from points_log l where l.member_id = p.member_id), 0))::int as drifted,
             count(*) filter (where p.balance > 0)::int as earners
      from member_points p`);
    expect(points.drifted).toBe(0);
    expect(points.earners).toBeGreaterThanOrEqual(DEMO_BUYERS.length);

    const invoices = await one<{ missing: number; stray: number }>(sql`
      select count(*) filter (where o.status = 3 and not exists (select 1 from invoices i where i.order_id = o.id and i.status = 1))::int as missing,
             count(*) filter (where o.status <> 3 and exists (select 1 from invoices i where i.order_id = o.id))::int as stray
      from orders o`);
    expect(invoices).toEqual({ missing: 0, stray: 0 });
  });

  it('settles every ended month through the settlement service: each statement is its shop’s paid orders and refunds', async () => {
    const statements = await t.database.rows<{ shop_id: number; period: string; order_amount: number; refund_amount: number; state: string }>(
      sql`select shop_id, period, order_amount, refund_amount, state from merchant_statements order by period, shop_id`,
    );
    expect(statements.length).toBe(summary.statements);
    const thisMonth = chinaDay(new Date(now)).slice(0, 7);
    const months = [...new Set(statements.map((s) => s.period))];
    expect(months.length).toBeGreaterThanOrEqual(2);
    expect(months.every((m) => m < thisMonth)).toBe(true);
    const actual = await t.database.rows<{ shop_id: number; period: string; paid: number; refunded: number }>(sql`
      with paid as (select shop_id, to_char(paid_at at time zone 'Asia/Shanghai', 'YYYY-MM') as period, sum(paid_amount)::int as paid
                    from orders where paid_at is not null group by 1, 2),
           refunded as (select o.shop_id, to_char(r.created_at at time zone 'Asia/Shanghai', 'YYYY-MM') as period, sum(r.amount)::int as refunded
                        from order_refunds r join orders o on o.id = r.order_id group by 1, 2)
      select coalesce(p.shop_id, r.shop_id) as shop_id, coalesce(p.period, r.period) as period,
             coalesce(p.paid, 0) as paid, coalesce(r.refunded, 0) as refunded
      from paid p full join refunded r on r.shop_id = p.shop_id and r.period = p.period
      where coalesce(p.period, r.period) < ${thisMonth} order by 2, 1`);
    expect(statements.map((s) => [s.shop_id, s.period, s.order_amount, s.refund_amount])).toEqual(
      actual.map((a) => [a.shop_id, a.period, a.paid, a.refunded]),
    );
    // Paid out on the 10th of the month after: all but (before the 10th) last month's.
    const paidOut = statements.filter((s) => s.state === 'paid').map((s) => s.period);
    expect(paidOut.length).toBeGreaterThan(0);
    const entries = await one<{ n: number }>(sql`select count(*)::int as n from journal_entries where kind = 'merchant_settlement'`);
    expect(entries.n).toBe(statements.length);
  });

  it('shows the history in the console: the dashboard, the GSP register, the statements; a buyer signs in to its orders', async () => {
    const today = chinaDay(new Date(now));
    const dashboard = (await t.call({ method: 'GET', url: '/admin/api/dashboard', cookie: admin })).json().data;
    const from = dashboard.from as string;
    const paid = await one<{ orders: number; gmv: number }>(sql`
      select count(*)::int as orders, coalesce(sum(pay_amount), 0)::int as gmv from orders
      where paid_at >= (${from}::date::timestamp at time zone 'Asia/Shanghai') and paid_at < ((${today}::date + 1)::timestamp at time zone 'Asia/Shanghai')`);
    expect(dashboard.totals.orders).toBe(paid.orders);
    expect(paid.orders).toBeGreaterThan(30);
    expect(dashboard.days.filter((d: { orders: number }) => d.orders > 0).length).toBeGreaterThan(15);
    expect(dashboard.top_shops.length).toBeGreaterThanOrEqual(4);

    const gsp = (await t.call({ method: 'GET', url: '/admin/api/gsp/sales?page_size=5', cookie: admin })).json().data;
    expect(gsp.total).toBeGreaterThan(100);
    expect(gsp.list[0]).toMatchObject({ batch_no: expect.any(String), approval_no: expect.any(String) });
    expect(Date.parse(gsp.list[0].sold_at)).toBeGreaterThanOrEqual(Date.parse(`${gsp.from}T00:00:00+08:00`));

    const list = (await t.call({ method: 'GET', url: '/admin/api/settlement/statements?page_size=100', cookie: admin })).json().data;
    expect(list.total).toBe(summary.statements);
    const merchant = await t.operatorLogin('huakang', 'huakang123456');
    const own = (await t.call({ method: 'GET', url: '/admin/api/merchant/statements', cookie: merchant })).json().data;
    expect(own.total).toBeGreaterThan(0);
    const detail = (await t.call({ method: 'GET', url: `/admin/api/merchant/statements/${own.list[0].id}`, cookie: merchant })).json().data;
    expect(detail.lines.length).toBe(detail.order_count + detail.refund_count);

    const buyer = await t.login(DEMO_BUYERS[1]!.username, DEMO_BUYER_PASSWORD);
    const orders = (await t.call({ method: 'GET', url: '/api/order/list?page_size=5', cookie: buyer })).json().data;
    expect(orders.total).toBeGreaterThan(10);
  });
});
