import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MODULE_KINDS, formWithFile, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { COSTLY_LIMITS } from './costly-calls.js';

const [HOUR, MINUTE] = COSTLY_LIMITS.report;
const [, IMPORTS] = COSTLY_LIMITS.import;
const chinaDay = (daysAgo: number) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

function expectRefused(res: LightMyRequestResponse, unit: '秒' | '分钟', what = '导出和报表请求过于频繁') {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ code: 429, data: null });
  expect(res.json().msg).toMatch(new RegExp(`^${what}，请\\d+${unit}后再试$`));
  const retry = Number(res.headers['retry-after']);
  expect(Number.isInteger(retry) && retry >= 1).toBe(true);
  return retry;
}

/**
 * Exports and other costly console calls (issue 44): per account, a burst of 10 a minute and 60 an hour across all of
 * them, counted in the database; past it a 429 with the wait in Chinese and in Retry-After.
 */
describe.each(MODULE_KINDS)('costly console calls are rate-limited per account on %s', (kind) => {
  let t: TestApp, admin: string, yunying: string, merchant: string;
  useApiSuite(kind, (s) => ({ t, operator: admin } = s), { operator: true });
  beforeAll(async () => {
    yunying = await t.operatorLogin('yunying', 'yunying123456');
    merchant = await t.operatorLogin('huakang', 'huakang123456');
  });
  const get = (url: string, cookie: string) => t.call({ method: 'GET', url, cookie });

  it('allows a burst of 10 exports a minute, then answers 429 with Retry-After for every costly call of that account only', async () => {
    for (let i = 0; i < MINUTE!.limit; i++) {
      const res = await get('/admin/api/gsp/sales/export', admin);
      expect([i, res.statusCode, res.headers['content-type']]).toEqual([i, 200, expect.stringContaining('spreadsheetml')]);
    }
    const retry = expectRefused(await get('/admin/api/gsp/sales/export', admin), '秒');
    expect(retry).toBeLessThanOrEqual(MINUTE!.windowSec + 5);
    // One budget for all of them: another export and a long report are refused too.
    expectRefused(await get('/admin/api/goods/export', admin), '秒');
    expectRefused(await get(`/admin/api/dashboard?from=${chinaDay(200)}&to=${chinaDay(0)}`, admin), '秒');
    // What is not costly stays open: the dashboard's default month, a page of the GSP register.
    expect((await get('/admin/api/dashboard', admin)).statusCode).toBe(200);
    expect((await get('/admin/api/gsp/sales', admin)).statusCode).toBe(200);
    // Another account, platform or merchant, has its own budget.
    expect((await get('/admin/api/goods/export', yunying)).statusCode).toBe(200);
    expect((await get('/admin/api/merchant/goods/export', merchant)).statusCode).toBe(200);
  });

  it('holds an hourly ceiling, in the database, whatever process counted the calls', async () => {
    const kefu = await t.operatorLogin('kefu', 'kefu123456');
    const { id } = (await get('/admin/api/me', kefu)).json().data as { id: number };
    // 59 calls made earlier this hour by this account (in another process, say), twenty minutes ago.
    await t.database.rows(sql`insert into rate_limits (key, window_start, count)
      values (${`console-costly:report:${id}:${HOUR!.windowSec}`}, now() - interval '20 minutes', ${HOUR!.limit - 1})`);
    expect((await get('/admin/api/goods/export', kefu)).statusCode).toBe(200);
    const retry = expectRefused(await get(`/admin/api/gsp/sales?from=${chinaDay(90)}`, kefu), '分钟');
    expect(retry).toBeGreaterThan(30 * 60);
  });

  it('counts a refused or malformed call against nothing, and a merchant’s exports against the merchant', async () => {
    const bad = await get('/admin/api/dashboard?from=2026-13-01', merchant);
    expect(bad.statusCode).toBe(403);
    for (let i = 0; i < 3; i++) expect((await get('/admin/api/gsp/sales/export?from=not-a-day', yunying)).statusCode).toBe(422);
    const guorui = await t.operatorLogin('guorui', 'guorui123456');
    for (let i = 0; i < MINUTE!.limit; i++) expect((await get('/admin/api/merchant/goods/export', guorui)).statusCode).toBe(200);
    expectRefused(await get('/admin/api/merchant/goods/export', guorui), '秒');
  });

  it('gives import checks a budget of their own: 30 in ten minutes', async () => {
    const shenji = await t.operatorLogin('shenji', 'shenji123456');
    const check = (kind: string) =>
      t.call({
        method: 'POST',
        url: '/admin/api/merchant/goods/imports',
        cookie: merchant,
        ...formWithFile({ kind }, { data: Buffer.from('a,b\n1,2\n'), name: 'x.csv' }),
      });
    // An export budget spent elsewhere leaves the checks alone, and the other way round.
    await t.database.rows(sql`insert into rate_limits (key, window_start, count)
      values (${`console-costly:report:${(await get('/admin/api/me', merchant)).json().data.id}:60`}, now(), ${MINUTE!.limit})`);
    for (let i = 0; i < IMPORTS!.limit; i++) expect((await check('stock')).statusCode).toBe(422);
    expectRefused(await check('stock'), '分钟', '导入文件校验过于频繁');
    expect((await get('/admin/api/gsp/sales/export', shenji)).statusCode).toBe(200);
  });

  it('marks every export, error report, import check and statement run as costly', () => {
    const costly = t.app.routeTable
      .filter((r) => r.config?.costly)
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD').map((m) => `${m} ${r.url}`))
      .sort();
    expect(costly).toEqual([
      'GET /admin/api/dashboard',
      'GET /admin/api/goods/export',
      'GET /admin/api/goods/imports/:id/errors',
      'GET /admin/api/gsp/sales',
      'GET /admin/api/gsp/sales/export',
      'GET /admin/api/merchant/goods/export',
      'GET /admin/api/merchant/goods/imports/:id/errors',
      'GET /admin/api/merchant/recalls/:id/export',
      'GET /admin/api/merchant/statements/:id/export',
      'GET /admin/api/recalls/:id/export',
      'GET /admin/api/settlement/statements/:id/export',
      'POST /admin/api/goods/imports',
      'POST /admin/api/merchant/goods/imports',
      'POST /admin/api/settlement/statements/generate',
    ]);
    // A new export or report cannot slip past: anything that says 导出 or ends in /export is in the list.
    const exports = t.app.routeTable.filter((r) => /\/export$/.test(String(r.url)) || /导出/.test(String(r.schema?.summary ?? '')));
    expect(exports.filter((r) => !r.config?.costly).map((r) => r.url)).toEqual([]);
  });
});
