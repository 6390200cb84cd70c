// `npm run bench`: the server on the local PostgreSQL with the demo data grown to 100,000 goods, measured with
// autocannon against a bare-Fastify baseline (one primary-key query through the same kind of pool).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@yaocai/server/db/client.js';
import { runMigrations } from '@yaocai/server/db/migrate.js';
import { loadSeedIfEmpty } from '@yaocai/server/seed/load-seed.js';
import { assertNoErrors, measureCart } from './cart-bench.js';
import { setUpCartBench } from './cart-fixture.js';
import { checkoutFigures } from './checkout-bench.js';
import { growCatalog } from './catalog-100k.js';
import { measureQuickOrder } from './quick-order-bench.js';
import { CONSOLE_P99_MS, measureConsole } from './console-bench.js';
import { IMPORT_LIMIT_MS, measureImport } from './import-bench.js';
import { searchMix } from './search-mix.js';
import { LIGHTHOUSE_PHONE_TARGET, lighthouseTable, measureLighthouse, missesTarget } from './lighthouse-bench.js';
import {
  databaseFromTemplate,
  keepTemplate,
  measure,
  recreateDatabase,
  reportCpuOf,
  ROOT,
  SERVER_ENTRY,
  startProcess,
  stop,
  table,
  warmUp,
  type Figure,
} from './harness.js';

const SERVER_PORT = '3901';
const BASE_PORT = '3902';
const GOODS = Number(process.env.BENCH_GOODS ?? 100_000);
const q = (s: string) => encodeURIComponent(s);

// BENCH_TEMPLATE=<name> keeps the grown catalogue as a template database and starts later runs from a copy of it.
const template = process.env.BENCH_TEMPLATE;
const { url, copied } = template
  ? await databaseFromTemplate('yaocai_bench', template)
  : { url: await recreateDatabase('yaocai_bench'), copied: false };
let database = await openDatabase({ url, dataDir: 'memory://', poolMax: 4 });
let t = Date.now();
await runMigrations(database);
await loadSeedIfEmpty(database);
const total = await growCatalog(database, GOODS);
console.log(
  `catalog: ${total} goods ${copied ? `copied from the template ${template}` : 'loaded and indexed'} in ${((Date.now() - t) / 1000).toFixed(1)} s`,
);
if (template && !copied) {
  await database.close();
  await keepTemplate('yaocai_bench', template);
  database = await openDatabase({ url, dataDir: 'memory://', poolMax: 4 });
}
const level2 = await database.rows<{ id: number }>(sql`select id from categories where level = 2 order by id`);
t = Date.now();
const cartFixture = await setUpCartBench(database);
console.log(
  `cart: ${cartFixture.lines} lines over shops ${cartFixture.shops.join(', ')}, ${cartFixture.addGoodsIds.length} goods to add, in ${((Date.now() - t) / 1000).toFixed(1)} s`,
);
const ids = await database.rows<{ id: number }>(sql`select id from goods order by random() limit 200`);
const sheetNames = await database.rows<{ name: string; maker: string }>(
  sql`select generic_name as name, min(manufacturer) as maker from goods where status = 'on_sale' group by generic_name order by md5(generic_name) limit 200`,
);
await database.close();

const serverEnv = { DATABASE_URL: url, PORT: SERVER_PORT, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_DEMO: 'false' };
const health = `http://127.0.0.1:${SERVER_PORT}/api/health`;
// Every row below is measured with the search ranking cache off; the last rows repeat search with it on.
let server = await startProcess([SERVER_ENTRY], { ...serverEnv, SEARCH_CACHE_TTL_MS: '0' }, health);
const baselineProc = await startProcess(
  ['bench/src/baseline-server.ts'],
  { DATABASE_URL: url, PORT: BASE_PORT },
  `http://127.0.0.1:${BASE_PORT}/goods/1`,
);

const figures: Figure[] = [];
let cartFigures: Figure[] = [];
let consoleFigures: Figure[] = [];
try {
  t = Date.now();
  reportCpuOf(baselineProc.pid);
  const baseline = await measure(
    'baseline: bare Fastify, one primary-key query',
    `http://127.0.0.1:${BASE_PORT}`,
    ids.map((r) => `/goods/${r.id}`),
  );
  figures.push(baseline);
  reportCpuOf(server.pid);
  const api = `http://127.0.0.1:${SERVER_PORT}`;
  const search = (kws: string[]) => kws.map((k) => `/api/goods/search-new?keywords=${q(k)}`);
  const mix = searchMix();
  const mixName = `search: Zipf mix of ${mix.distinct} queries (${Object.entries(mix.kinds)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')})`;
  // The goods rows of the mix's pages are read once before measuring, as a serving process already holds them; the
  // ranking cache stays off, so every request below still ranks its query.
  await warmUp(api, mix.paths);
  figures.push(await measure(`${mixName}, uncached`, api, mix.paths));
  figures.push(await measure('search: Chinese 2 characters (头孢, 感冒, 维生, 丹参, 布洛)', api, search(['头孢', '感冒', '维生', '丹参', '布洛'])));
  figures.push(await measure('search: pinyin initials (amxl, blf, tbkw, fftsdw)', api, search(['amxl', 'blf', 'tbkw', 'ffdsdw'])));
  figures.push(
    await measure(
      'search: manufacturer (拜耳, 恒瑞, 修正; type=1)',
      api,
      ['拜耳', '恒瑞', '修正'].map((k) => `/api/goods/search-new?type=1&keywords=${q(k)}`),
    ),
  );
  figures.push(
    await measure(
      'list: page 1 by level-2 category',
      api,
      level2.map((c) => `/api/goods/list?select=${c.id}`),
    ),
  );
  figures.push(
    await measure(
      'detail: /api/goods/detail/{id}',
      api,
      ids.map((r) => `/api/goods/detail/${r.id}`),
    ),
  );
  figures.push(await measure('shell: /api/focus/common', api, ['/api/focus/common']));
  consoleFigures = await measureConsole(
    api,
    level2.map((c) => c.id),
  );
  figures.push(...consoleFigures);
  cartFigures = await measureCart(api, cartFixture);
  figures.push(...cartFigures);
  const quickOrder = await measureQuickOrder(api, sheetNames);
  figures.push(quickOrder);
  cartFigures.push(quickOrder);

  await stop(server);
  server = await startProcess([SERVER_ENTRY], serverEnv, health);
  reportCpuOf(server.pid);
  figures.push(await measure('search, ranking cache on (10 s): the same Zipf mix', api, mix.paths));
  figures.push(await measure('search, ranking cache on (10 s): Chinese 2 characters', api, search(['头孢', '感冒', '维生', '丹参', '布洛'])));
  figures.push(await measure('search, ranking cache on (10 s): pinyin initials', api, search(['amxl', 'blf', 'tbkw', 'ffdsdw'])));

  // The storefront's first loads in Chromium (issue 16), on the 100,000-goods catalogue, as a guest's first visit.
  const lighthouse = await measureLighthouse(api, [
    { page: 'home', path: '/' },
    { page: 'list', path: `/list?select=${level2[0].id}` },
    { page: 'search', path: `/search?keywords=${q('阿莫西林')}` },
    { page: 'detail', path: `/list/info/${ids[0].id}` },
  ]);
  // The phone storefront (issue 46) on Lighthouse's mobile defaults: the same addresses, a phone's user agent.
  const phoneLighthouse = await measureLighthouse(
    api,
    [
      { page: 'phone home', path: '/' },
      { page: 'phone search', path: `/search?keywords=${q('阿莫西林')}` },
      { page: 'phone detail', path: `/list/info/${ids[0].id}` },
      { page: 'phone cart', path: '/cart' },
    ],
    { phone: true },
  );
  const lighthouseMd = `${lighthouseTable(lighthouse)}\n\n${lighthouseTable(phoneLighthouse, true)}`;

  // Last: the import adds 10,000 goods, which the rows above must not see.
  const imported = await measureImport(api);
  const importMd = [
    '',
    '| console import (Excel, goods) | rows | dry run s | import s | created | errors |',
    '|---|---|---|---|---|---|',
    `| upload, check every row, then the job | ${imported.rows} | ${(imported.checkMs / 1000).toFixed(1)} | ${(imported.importMs / 1000).toFixed(1)} | ${imported.created} | ${imported.errors} |`,
  ].join('\n');

  const md = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL 15 on 127.0.0.1, ${total} goods; autocannon on loopback, 10 connections, 2 s warm-up + 8 s per row; server and load generator share the 2 cores.`,
    '',
    table(figures, baseline),
    '',
    lighthouseMd,
    importMd,
  ].join('\n');
  console.log(md);
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results/latest.md'), md + '\n');
  assertNoErrors(cartFigures);
  assertNoErrors(consoleFigures);
  if (imported.importMs > IMPORT_LIMIT_MS || imported.created !== imported.rows) {
    console.error(`import bench: ${imported.created} of ${imported.rows} rows in ${imported.importMs} ms (limit ${IMPORT_LIMIT_MS} ms)`);
    process.exitCode = 1;
  }
  const missed = lighthouse.filter((f) => missesTarget(f));
  if (missed.length)
    console.error(`lighthouse: below target (performance/accessibility ≥ 95, LCP < 1 s, CLS < 0.1): ${missed.map((f) => f.page).join(', ')}`);
  const phoneMissed = phoneLighthouse.filter((f) => missesTarget(f, LIGHTHOUSE_PHONE_TARGET));
  if (phoneMissed.length)
    console.error(
      `lighthouse: phone below target (performance ≥ 90, accessibility ≥ 95, LCP < 2.5 s, CLS < 0.05): ${phoneMissed.map((f) => f.page).join(', ')}`,
    );
  const slow = consoleFigures.filter((f) => f.p99 > CONSOLE_P99_MS);
  if (slow.length) {
    console.error(`console bench: p99 over ${CONSOLE_P99_MS} ms: ${slow.map((f) => `${f.name} ${f.p99} ms`).join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await stop(baselineProc);
  await stop(server);
}

// Checkout (issue 6): its own database and server, so the catalog servers above are not competing for the cores.
const c = await checkoutFigures();
const checkoutMd = [
  '',
  '| checkout | orders/s | p50 ms | p99 ms | orders | errors |',
  '|---|---|---|---|---|---|',
  `| 20 buyers placing orders (one line each, own idempotency key) | ${c.ordersPerSec.toFixed(0)} | ${c.p50.toFixed(0)} | ${c.p99.toFixed(0)} | ${c.orders} | ${c.errors} |`,
  '',
  `Flash-sale storm: ${c.storm.buyers} buyers at once for ${c.storm.stock} units — sold ${c.storm.sold}, oversold ${c.storm.oversold}, sold out in ${c.storm.soldOutMs.toFixed(0)} ms, ${c.storm.refused} refused (库存不足).`,
].join('\n');
console.log(checkoutMd);
fs.appendFileSync(path.join(ROOT, 'bench/results/latest.md'), checkoutMd + '\n');
if (c.errors > 0 || c.storm.oversold > 0) {
  console.error('checkout bench: errors or oversell');
  process.exitCode = 1;
}
