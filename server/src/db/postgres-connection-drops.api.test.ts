import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@yaocai/contract';
import { createTestApp, form, newIp, type TestApp } from '../../test/test-app.js';
import { createBuyers, type Buyer } from '../../test/buyers.js';
import { startServer } from '../../test/server-process.js';
import { plainGoods, rechargeWallet } from '../modules/checkout/checkout-test-kit.js';
import { listen } from '../modules/chat/chat-test-kit.js';

/**
 * PostgreSQL only — PGlite runs in the process and has no connections to lose. A failover, a restart or
 * `pg_terminate_backend` ends every connection of the pool at once: requests in that moment answer 503 with the
 * envelope and Retry-After (never 500), reads are tried again on a fresh connection, nothing is half written, and
 * the app, the job worker and the LISTEN connection of the chat fan-out carry on afterwards.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL only: connections terminated under load', () => {
  const BUYERS = 16;
  const DROPS = 5;
  let t: TestApp;
  let buyers: Array<Buyer & { username: string }>;
  let killer: pg.Client;
  let dbName: string;
  const goods = plainGoods(5).slice(0, 4);

  /** Ends every backend of the test database but the killer's own (it is connected to another database). */
  const terminateAll = async () =>
    Number(
      (
        await killer.query<{ n: number }>(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        )
      ).rows[0].n,
    );

  beforeAll(async () => {
    t = await createTestApp('postgres');
    dbName = new URL(t.url!).pathname.slice(1);
    const base = new URL(t.url!);
    base.pathname = '/postgres';
    killer = new pg.Client({ connectionString: base.toString() });
    await killer.connect();
    await t.database.rows(sql`update shops set min_order_amount = 0`);
    // Stock enough for every order of the storm: a refusal for stock would hide what the test looks for.
    await t.database.rows(sql`update goods_stocks set number = 100000 where goods_id in ${goods.map((g) => g.id)}`);
    const made = await createBuyers(t.database, BUYERS, 'drop');
    const names = await t.database.rows<{ id: number; username: string }>(
      sql`select id, username from members where id in ${made.map((b) => b.memberId)}`,
    );
    buyers = made.map((b) => ({ ...b, username: names.find((n) => n.id === b.memberId)!.username }));
    for (const b of buyers) await rechargeWallet(t, b.cookie, '5000');
  }, 150_000);
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  type Answer = { what: string; status: number; retryAfter?: string; body: { code?: unknown; msg?: unknown; data?: unknown } | null };

  it('answers 503 with Retry-After (never 500), writes orders whole or not at all, and works normally afterwards', async () => {
    const answers: Answer[] = [];
    const call = async (what: string, opts: Parameters<TestApp['call']>[0]) => {
      const res = await t.call(opts);
      let body: Answer['body'] = null;
      try {
        body = res.json();
      } catch {
        body = null;
      }
      const a: Answer = { what, status: res.statusCode, retryAfter: res.headers['retry-after'] as string | undefined, body };
      answers.push(a);
      return a;
    };
    /** Orders the storm was told were placed, and those it was told were paid. */
    const placed = new Map<number, { units: number; lines: number }>();
    const paid = new Set<number>();

    const pick = () => goods[crypto.randomInt(0, goods.length)];
    const reads = (b: Buyer) => {
      const g = pick();
      const choices: Array<[string, string]> = [
        ['detail', `/api/goods/detail/${g.id}`],
        ['list', '/api/goods/list?page=1&pageSize=20'],
        ['search', `/api/goods/search?keyword=${encodeURIComponent(g.name.slice(0, 2))}`],
        ['cart list', '/api/cart/list'],
        ['user', '/api/user/base'],
        ['orders', '/api/order/list?page=1'],
      ];
      const [what, url] = choices[crypto.randomInt(0, choices.length)];
      return call(what, { method: 'GET', url, cookie: b.cookie });
    };
    const addToCart = (b: Buyer, goodsIds: number[]) =>
      call('cart add', {
        method: 'POST',
        url: '/api/cart',
        cookie: b.cookie,
        ...form({ params: goodsIds.map((goods_id) => ({ goods_id, number: 1 })) }),
      });
    /** A whole purchase as the storefront makes it; a 503 on submit is tried again with the same key, as the client does. */
    const checkout = async (b: Buyer) => {
      const chosen = [...new Set([pick().id, pick().id])];
      if ((await addToCart(b, chosen)).status !== 200) return;
      const list = await call('cart list', { method: 'GET', url: '/api/cart/list', cookie: b.cookie });
      if (list.status !== 200) return;
      const lines = (list.body!.data as { data: Array<{ lines: Array<{ id: number; number: number; goods: { id: number } }> }> }).data.flatMap(
        (s) => s.lines,
      );
      if (lines.length === 0) return;
      const ids = lines.map((l) => l.id);
      const preview = await call('checkout', { method: 'POST', url: '/api/cart/checkout', cookie: b.cookie, ...form({ ids, coupon_ids: '' }) });
      if (preview.status !== 200) return;
      const key = (preview.body!.data as { idem_key: string }).idem_key;
      for (let attempt = 0; attempt < 4; attempt++) {
        const submit = await call('submit', {
          method: 'POST',
          url: '/api/order/submit',
          cookie: b.cookie,
          ...form({ ids, coupon_ids: '', address_id: b.addressId, idem_key: key }),
        });
        if (submit.status === 200) {
          const orders = (submit.body!.data as { orders: Array<{ id: number }> }).orders;
          // One shop's goods: one order holding every chosen line.
          for (const o of orders) placed.set(o.id, { lines: lines.length, units: lines.reduce((a, l) => a + l.number, 0) });
          const pay = await call('pay', {
            method: 'POST',
            url: '/api/pay/order',
            cookie: b.cookie,
            ...form({ ids: orders.map((o) => o.id), method: 'wallet' }),
          });
          if (pay.status === 200) for (const o of orders) paid.add(o.id);
          return;
        }
        if (submit.status !== 503) return;
      }
    };
    const login = (b: Buyer & { username: string }) =>
      call('login', { method: 'POST', url: '/api/user/login', remoteAddress: newIp(), ...form({ username: b.username, password: 'demo123456' }) });

    let stop = false;
    const storm = buyers.map(async (b) => {
      while (!stop) {
        const r = crypto.randomInt(0, 10);
        if (r < 4) await reads(b);
        else if (r < 6) await addToCart(b, [pick().id]);
        else if (r < 9) await checkout(b);
        else await login(b);
      }
    });
    let killed = 0;
    await new Promise((r) => setTimeout(r, 800));
    for (let i = 0; i < DROPS; i++) {
      killed += await terminateAll();
      await new Promise((r) => setTimeout(r, 700));
    }
    stop = true;
    await Promise.all(storm);
    expect(killed, 'backends terminated').toBeGreaterThanOrEqual(DROPS);

    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    const failed = answers.filter((a) => a.status !== 200);
    const failedBy = new Map<string, number>();
    for (const a of failed) failedBy.set(`${a.what} ${a.status}`, (failedBy.get(`${a.what} ${a.status}`) ?? 0) + 1);
    console.log(
      `connection drops: ${answers.length} answers, by status ${JSON.stringify(Object.fromEntries(byStatus))}, ` +
        `failures ${JSON.stringify(Object.fromEntries(failedBy))}, ${killed} backends ended`,
    );
    expect(failed.filter((a) => a.status >= 500 && a.status !== 503).map((a) => [a.what, a.status, a.body?.msg])).toEqual([]);
    // Every failure is the spec's busy answer: 503, the envelope with a Chinese message, and when to try again.
    for (const a of failed) {
      expect([a.what, a.status]).toEqual([a.what, 503]);
      expect(a.body).toEqual({ code: 503, msg: '系统繁忙，请稍候再试', data: null });
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(answers.length / 2);

    // Whole or absent: every order has its lines and exactly their stock movements, every submission its order, and
    // every paid order its one ledger entry (and no unpaid order one).
    const ids = buyers.map((b) => b.memberId);
    const orders = await t.database.rows<{
      id: number;
      status: number;
      lines: number;
      units: number;
      moved: number;
      entries: number;
      booked: number;
    }>(sql`
      select o.id, o.status,
        (select count(*)::int from order_items i where i.order_id = o.id) as lines,
        (select coalesce(sum(number), 0)::int from order_items i where i.order_id = o.id) as units,
        (select coalesce(sum(change), 0)::int from stock_movements m where m.order_id = o.id) as moved,
        (select count(*)::int from journal_entries e where e.kind = 'order_payment' and e.ref = 'order:' || o.id) as entries,
        (select coalesce(sum(l.amount), 0)::int from journal_entries e join journal_lines l on l.entry_id = e.id
          where e.kind = 'order_payment' and e.ref = 'order:' || o.id and l.amount > 0) as booked
      from orders o where o.member_id in ${ids}`);
    const found = new Map(orders.map((o) => [Number(o.id), o]));
    for (const [id, want] of placed) {
      const o = found.get(id);
      expect(o, `order ${id} answered as placed`).toBeDefined();
      expect([Number(o!.lines), Number(o!.units), Number(o!.moved)]).toEqual([want.lines, want.units, -want.units]);
    }
    for (const id of paid) expect([id, found.get(id)?.status, Number(found.get(id)?.entries)]).toEqual([id, 1, 1]);
    for (const o of orders) {
      expect(Number(o.lines), `order ${o.id} lines`).toBeGreaterThan(0);
      expect(Number(o.moved), `order ${o.id} stock`).toBe(-Number(o.units));
      expect(Number(o.entries), `order ${o.id} ledger`).toBe(o.status === 1 ? 1 : 0);
    }
    const [{ orphans }] = await t.database.rows<{ orphans: number }>(sql`
      select count(*)::int as orphans from order_submissions s
      where s.member_id in ${ids} and not exists (select 1 from orders o where o.submission_id = s.id)`);
    expect(Number(orphans)).toBe(0);
    // The ledger balances, and each wallet's balance is the sum of its lines.
    const [{ unbalanced }] = await t.database.rows<{ unbalanced: number }>(sql`
      select count(*)::int as unbalanced from (select entry_id from journal_lines group by entry_id having sum(amount) <> 0) x`);
    expect(Number(unbalanced)).toBe(0);
    const [{ drift }] = await t.database.rows<{ drift: number }>(sql`
      select count(*)::int as drift from ledger_accounts a
      where a.balance <> (select coalesce(sum(amount), 0) from journal_lines l where l.account_id = a.id)`);
    expect(Number(drift)).toBe(0);

    // Afterwards the app works as before: a read, a sign-in and a purchase, each at the first try.
    const b = buyers[0];
    expect((await reads(b)).status).toBe(200);
    expect((await login(b)).status).toBe(200);
    const before = placed.size;
    await checkout(b);
    expect(placed.size).toBe(before + 1);
  }, 120_000);

  it('the job worker goes on polling and the chat fan-out goes on pushing after every connection was ended', async () => {
    const jobs = t.app.services.jobs;
    jobs.start(100);
    try {
      const b = buyers[1];
      const conv = (await t.call({ method: 'POST', url: '/api/im/accountImport?sjly_id=4', cookie: b.cookie })).json().data.conversation_id as number;
      const ws = await t.app.injectWS('/api/im/ws', { headers: { cookie: b.cookie } });
      const pushed = listen(ws);
      ws.send(JSON.stringify({ type: 'resume', after_id: 0 }));
      await pushed.ready();
      const operator = await t.operatorLogin();

      // A job whose statement is cut by the drop: it runs again soon and completes.
      const probeKey = `drop-probe-${crypto.randomBytes(4).toString('hex')}`;
      jobs.register('test.drop-probe', async () => {
        await t.database.rows(
          sql`insert into rate_limits (key, window_start, count) select ${probeKey}, now(), 1 from pg_sleep(0.3) /* drop-probe */`,
        );
      });
      await jobs.enqueue(t.database.db, 'test.drop-probe', probeKey, {}, new Date());
      let running = false;
      for (let i = 0; i < 250 && !running; i++) {
        const [{ n }] = await t.database.rows<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where state = 'active' and query like ${'%drop-probe */%'} and pid <> pg_backend_pid()`,
        );
        running = Number(n) > 0;
        if (!running) await new Promise((r) => setTimeout(r, 20));
      }
      expect(running, 'the probe job is running when the connections are ended').toBe(true);

      for (let i = 0; i < 3; i++) {
        expect(await terminateAll()).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 300));
      }

      // The worker: an unpaid order's timeout, due now, is run by the poll (the order cancelled, its stock back).
      const [order] = await t.database.rows<{ id: number }>(
        sql`select id from orders where member_id = ${b.memberId} and status = 0 order by id desc limit 1`,
      );
      let orderId = order?.id;
      if (!orderId) {
        await t.call({ method: 'POST', url: '/api/cart', cookie: b.cookie, ...form({ params: [{ goods_id: goods[0].id, number: 1 }] }) });
        const lines = (await t.call({ method: 'GET', url: '/api/cart/list', cookie: b.cookie }))
          .json()
          .data.data.flatMap((s: { lines: Array<{ id: number }> }) => s.lines.map((l) => l.id));
        const key = (await t.call({ method: 'POST', url: '/api/cart/checkout', cookie: b.cookie, ...form({ ids: lines, coupon_ids: '' }) })).json()
          .data.idem_key;
        const submitted = await t.call({
          method: 'POST',
          url: '/api/order/submit',
          cookie: b.cookie,
          ...form({ ids: lines, coupon_ids: '', address_id: b.addressId, idem_key: key }),
        });
        orderId = submitted.json().data.orders[0].id;
      }
      await t.database.rows(sql`update orders set expires_at = now() - interval '1 second' where id = ${orderId}`);
      await t.database.rows(
        sql`update jobs set run_at = now() - interval '1 second' where queue = 'order.timeout' and done_at is null
          and payload ->> 'submission_id' = (select submission_id::text from orders where id = ${orderId})`,
      );
      const deadline = Date.now() + 15_000;
      let status = 0;
      while (Date.now() < deadline) {
        [{ status }] = await t.database.rows<{ status: number }>(sql`select status from orders where id = ${orderId}`);
        if (status !== 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(status, 'the timeout job ran after the drops').not.toBe(0);
      const probe = async () =>
        (
          await t.database.rows<{ done: boolean; attempts: number }>(
            sql`select done_at is not null as done, attempts from jobs where queue = 'test.drop-probe' and key = ${probeKey}`,
          )
        )[0];
      while (Date.now() < deadline + 10_000 && !(await probe()).done) await new Promise((r) => setTimeout(r, 100));
      const ran = await probe();
      expect([ran.done, ran.attempts >= 2], 'the job cut by the drop ran again and completed').toEqual([true, true]);
      const [{ n: counted }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from rate_limits where key = ${probeKey}`);
      expect(Number(counted), 'its cut statement wrote nothing').toBe(1);

      // The chat: a message answered by the shop after the drops reaches the member's socket through LISTEN/NOTIFY.
      const answer = await t.call({
        method: 'POST',
        url: `/admin/api/im/conversations/${conv}/messages`,
        cookie: operator,
        ...form({ kind: 'text', text: '连接恢复后的回复' }),
      });
      expect(answer.statusCode).toBe(200);
      await pushed.next(1);
      expect(pushed.got.map((m: ChatMessage) => m.text)).toContain('连接恢复后的回复');
      ws.terminate();
    } finally {
      await jobs.stop();
    }
  }, 60_000);

  it('a real server process stays up through the drops and answers every request over HTTP with 200 or 503', async () => {
    const port = 5800 + crypto.randomInt(0, 400);
    let server: ChildProcess | undefined;
    try {
      server = await startServer(t.url!, port);
      const statuses: Array<{ status: number; retryAfter: string | null; code?: unknown }> = [];
      const get = async (path: string, cookie: string, init: RequestInit = {}) => {
        try {
          const res = await fetch(`http://127.0.0.1:${port}${path}`, {
            ...init,
            headers: { cookie, origin: `http://127.0.0.1:${port}`, ...(init.headers ?? {}) },
          });
          const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
          statuses.push({ status: res.status, retryAfter: res.headers.get('retry-after'), code: body?.code });
        } catch {
          statuses.push({ status: 0, retryAfter: null }); // no answer: the process is gone
        }
      };
      let stop = false;
      const load = buyers.slice(0, 8).map(async (b) => {
        while (!stop) {
          const g = goods[crypto.randomInt(0, goods.length)];
          await get(`/api/goods/detail/${g.id}`, b.cookie);
          await get('/api/cart/list', b.cookie);
          await get('/api/cart', b.cookie, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: String(form({ params: [{ goods_id: g.id, number: 1 }] }).payload),
          });
        }
      });
      await new Promise((r) => setTimeout(r, 500));
      for (let i = 0; i < 3; i++) {
        await terminateAll();
        await new Promise((r) => setTimeout(r, 600));
      }
      stop = true;
      await Promise.all(load);
      expect(server.exitCode, 'the server process is still running').toBeNull();
      const odd = statuses.filter((s) => s.status !== 200 && !(s.status === 503 && Number(s.retryAfter) >= 1 && s.code === 503));
      expect(odd).toEqual([]);
      await get('/api/goods/list?page=1', buyers[0].cookie);
      expect(statuses.at(-1)!.status).toBe(200);
    } finally {
      server?.kill('SIGKILL');
    }
  }, 150_000);
});
