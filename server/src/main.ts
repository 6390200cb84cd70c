import { loadConfig, ConfigError } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { loadSeedIfEmpty, readSeed } from './seed/load-seed.js';
import { loadDemoHistory } from './seed/history/demo-history.js';
import { DEMO_BUYERS, DEMO_BUYER_PASSWORD } from './seed/history/buyers.js';
import { SearchIndexer } from './modules/search/search-index.repository.js';
import { buildApp } from './app.js';
import { DEMO_MERCHANTS, DEMO_OPERATOR } from './modules/admin/admin.seed.js';
import { accountsOnPublishedPasswords } from './seed/published-passwords.js';

/** `npm start`: validate config, open the database, migrate, seed an empty one, serve API and storefront. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = Date.now();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    namedStatements: config.DATABASE_NAMED_STATEMENTS,
  });
  await runMigrations(database);
  const seeded = config.SEED_DEMO ? await loadSeedIfEmpty(database) : false;
  // The demo's 90 days of orders, played once into the demo just loaded (never into a database that had data); its
  // buyers pay through the sandbox provider, so only in demo mode.
  const history =
    seeded && config.DEMO_HISTORY && config.PAYMENTS_SANDBOX
      ? await loadDemoHistory(database, {
          sandboxSecret: config.PAY_SANDBOX_SECRET,
          origin: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
        })
      : null;
  if (history?.problems.length) console.warn(`演示历史有 ${history.problems.length} 笔操作未成功：\n${history.problems.slice(0, 10).join('\n')}`);
  // A database indexed before the search term table existed (migration 0036) gets it filled once.
  const indexer = new SearchIndexer(database);
  await indexer.fillPostingsIfMissing();
  // An index of older documents (an upgrade): PGlite runs its queries on this process's thread, so rebuilding it in
  // the background would stall every request meanwhile; being one process, it rebuilds before listening (once). On
  // PostgreSQL the search.reindex job rebuilds it behind the running servers.
  if (database.kind === 'pglite') await indexer.rebuildIfStale();
  // Production: no account may still open with a password README publishes (the demo data's, when it was loaded).
  if (config.LIVE) {
    const open = await accountsOnPublishedPasswords(database);
    if (open.length) {
      console.error(
        [
          '生产环境拒绝启动：以下账号仍使用公开的演示密码（README 中人人可见） (refusing to start in production: demo passwords):',
          ...open.map((a) => `  - ${a.kind === 'operator' ? '后台账号' : '会员账号'} ${a.username}`),
          '请先执行 npm run admin -w server -- reset-demo-passwords 为它们换上随机密码（或设 SEED_DEMO=false 用空数据库启动）。',
        ].join('\n'),
      );
      await database.close();
      process.exit(1);
    }
  }
  const app = await buildApp({ config, database, serveWeb: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const demo = readSeed().content.members.find((m) => m.review_status === 'approved');
  const where = database.kind === 'pglite' ? `PGlite (${config.DATA_DIR})` : 'PostgreSQL';
  const site = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  console.log(
    [
      '',
      `  药采 yaocai 已启动  ${Date.now() - started} ms${seeded ? '（已载入演示数据）' : ''}`,
      `  商城:   ${site}`,
      `  接口文档: ${site}/api/docs`,
      `  数据库: ${where}`,
      // Production has no account on a published password (checked above): there is nothing of the demo's to print.
      demo && !config.LIVE ? `  演示会员: 用户名 ${demo.username}  密码 ${demo.password}` : '',
      history
        ? // eslint-disable-next-line money/no-hand-money -- seconds, not money
          `  演示历史: 近90天 ${history.orders} 笔订单（${(history.ms / 1000).toFixed(1)} s），采购商 ${DEMO_BUYERS.map((b) => b.username).join('、')}  密码 ${DEMO_BUYER_PASSWORD}`
        : '',
      ...(config.SEED_DEMO && !config.LIVE
        ? [
            `  运营后台: ${site}/admin  用户名 ${DEMO_OPERATOR.username}  密码 ${DEMO_OPERATOR.password}`,
            ...DEMO_MERCHANTS.filter((m) => m.role === 'shop_admin').map(
              (m) => `  商家后台: 同上地址  用户名 ${m.username}  密码 ${m.password}（店铺 ${m.shopId}，店铺管理员）`,
            ),
          ]
        : []),
      config.PAYMENTS_SANDBOX
        ? '  沙箱支付: 已开启（演示用，任何人可在沙箱页面确认支付；生产环境请设 PAYMENTS_SANDBOX=false）'
        : '  沙箱支付: 未开启（在线支付、充值须接入支付机构，见 docs/architecture.md）',
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
