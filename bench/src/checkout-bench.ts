// Checkout under load (issue 6): buyers placing orders at 20 concurrent connections, and a flash-sale storm.
// Standalone: `npx tsx bench/src/checkout-bench.ts`; run.ts calls `checkoutFigures()` for `npm run bench`.
import crypto from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@yaocai/server/db/client.js';
import { runMigrations } from '@yaocai/server/db/migrate.js';
import { loadSeedIfEmpty } from '@yaocai/server/seed/load-seed.js';
import { createBuyers, type Buyer } from '@yaocai/server/test/buyers.js';
import { recreateDatabase, SERVER_ENTRY, startProcess, stop } from './harness.js';

const PORT = '3911';
const api = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 20;
const SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 10);
const LINES_PER_BUYER = 400;

export interface CheckoutFigures {
  ordersPerSec: number;
  p50: number;
  p99: number;
  orders: number;
  errors: number;
  storm: { buyers: number; stock: number; sold: number; oversold: number; soldOutMs: number; refused: number };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Each buyer's cart: one line per goods (distinct goods, so lines never merge), plenty of stock everywhere. */
async function fillCarts(db: Database, buyers: Buyer[], goodsIds: number[]) {
  for (const b of buyers) {
    await db.rows(sql`
      insert into cart_items (member_id, goods_id, ck_id, number, added_price)
      select ${b.memberId}, g.id, (select ck_id from goods_stocks s where s.goods_id = g.id order by number desc limit 1), 1, g.base_price
      from goods g where g.id in ${goodsIds}`);
  }
}

// node:http on kept-alive sockets, not fetch: the load generator shares the two cores with the server and PostgreSQL,
// and fetch's streams cost it about three times the CPU per request, which the server's figure then paid for.
const agent = new http.Agent({ keepAlive: true, maxSockets: 400 });

function post(path: string, cookie: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${api}${path}`,
      {
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function submit(b: Buyer, ids: number[]): Promise<{ status: number; ms: number; msg: string }> {
  const t0 = performance.now();
  const body = new URLSearchParams({ address_id: String(b.addressId), idem_key: crypto.randomBytes(12).toString('base64url') });
  ids.forEach((id) => body.append('ids[]', String(id)));
  const res = await post('/api/order/submit', b.cookie, body.toString());
  const json = JSON.parse(res.text) as { msg: string };
  return { status: res.status, ms: performance.now() - t0, msg: json.msg };
}

/**
 * Orders are measured on a quiet cluster: fresh statistics for the fixtures, the dirty pages written out, and no
 * autovacuum worker still busy with what ran before (in `npm run bench`, the catalogue's 10,000-goods import), which
 * would otherwise share the cores and the disk with the orders for a minute or more.
 */
async function settle(db: Database) {
  await db.rows(sql`analyze`);
  await db.rows(sql`checkpoint`);
  for (let waited = 0; waited < 120; waited++) {
    const [{ n }] = await db.rows<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where backend_type = 'autovacuum worker'`);
    if (n === 0) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export async function checkoutFigures(): Promise<CheckoutFigures> {
  const url = await recreateDatabase('yaocai_bench_checkout');
  const db = await openDatabase({ url, dataDir: 'memory://', poolMax: 4 });
  await runMigrations(db);
  await loadSeedIfEmpty(db);
  await db.rows(sql`update shops set min_order_amount = 0`);
  await db.rows(sql`update goods_stocks set number = 1000000`);
  const goods = await db.rows<{ id: number }>(sql`
    select g.id from goods g join member_scopes s on s.scope_code = g.scope_code and s.member_id = (select id from members where username = 'demo')
    where g.status = 'on_sale' and g.is_buy and not g.is_kx and g.middle_pack = 1 and g.min_order = 1 order by g.id limit ${LINES_PER_BUYER}`);
  const buyers = await createBuyers(db, CONCURRENCY, 'bench');
  await fillCarts(
    db,
    buyers,
    goods.map((g) => g.id),
  );
  const lines = new Map<number, number[]>();
  // Each buyer works through its cart in its own order: buyers buy different goods at the same moment, as in real
  // traffic (the flash-sale storm below is the hot-row case).
  for (const r of await db.rows<{ member_id: number; id: number }>(sql`select member_id, id from cart_items order by md5(id::text)`))
    lines.set(r.member_id, [...(lines.get(r.member_id) ?? []), r.id]);

  // Flash-sale storm fixtures: 300 more buyers, each with the flash line in the cart.
  const stormBuyers = await createBuyers(db, 300, 'storm');
  const [{ id: flashId, goods_id: flashGoods }] = await db.rows<{ id: number; goods_id: number }>(sql`
    insert into flash_sales (goods_id, price, stock, per_member_limit, starts_at, ends_at)
    select id, greatest(1, base_price / 2), 100, 1, now() - interval '1 hour', now() + interval '1 hour' from goods where id = ${goods[0].id}
    returning id, goods_id`);
  for (const b of stormBuyers) {
    await db.rows(sql`
      insert into cart_items (member_id, goods_id, ck_id, number, added_price, type, activity_id)
      select ${b.memberId}, ${flashGoods}, (select ck_id from goods_stocks where goods_id = ${flashGoods} order by number desc limit 1), 1, 1, 1, ${flashId}`);
  }
  const stormLine = new Map(
    (await db.rows<{ member_id: number; id: number }>(sql`select member_id, id from cart_items where type = 1`)).map((r) => [r.member_id, r.id]),
  );
  await settle(db);
  await db.close();

  const server = await startProcess(
    [SERVER_ENTRY],
    { DATABASE_URL: url, PORT, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_DEMO: 'false', DATABASE_POOL_MAX: '20' },
    `${api}/api/health`,
  );
  try {
    // Warm-up: a few orders per buyer.
    await Promise.all(
      buyers.map(async (b) => {
        for (let i = 0; i < 3; i++) await submit(b, [lines.get(b.memberId)!.shift()!]);
      }),
    );
    const latencies: number[] = [];
    let errors = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      buyers.map(async (b) => {
        const mine = lines.get(b.memberId)!;
        while (performance.now() < deadline && mine.length) {
          const r = await submit(b, [mine.shift()!]);
          if (r.status === 200) latencies.push(r.ms);
          else errors++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    const t0 = performance.now();
    let soldOutMs = 0;
    const results = await Promise.all(
      stormBuyers.map(async (b) => {
        const r = await submit(b, [stormLine.get(b.memberId)!]);
        if (r.status === 200) soldOutMs = Math.max(soldOutMs, performance.now() - t0);
        return r;
      }),
    );
    const check = await openDatabase({ url, dataDir: 'memory://', poolMax: 1 });
    const [flash] = await check.rows<{ sold: number; stock: number }>(sql`select sold, stock from flash_sales where id = ${flashId}`);
    const [{ n: flashOrders }] = await check.rows<{ n: number }>(
      sql`select count(*)::int as n from order_items where type = 1 and activity_id = ${flashId}`,
    );
    await check.close();
    return {
      ordersPerSec: latencies.length / elapsed,
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      orders: latencies.length,
      errors,
      storm: {
        buyers: stormBuyers.length,
        stock: Number(flash.stock),
        sold: Number(flash.sold),
        oversold: Math.max(0, Number(flashOrders) - Number(flash.stock)),
        soldOutMs,
        refused: results.filter((r) => r.status !== 200).length,
      },
    };
  } finally {
    agent.destroy();
    await stop(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await checkoutFigures();
  console.log(JSON.stringify(f, null, 2));
}
