import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { MODULE_KINDS, formWithFile, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { plainGoods } from '../checkout/checkout-test-kit.js';
import { sheetOf } from './goods-import-test-kit.js';

const [own] = plainGoods(1);
const [theirs] = plainGoods(2);

/**
 * A merchant's bulk files: stock and prices of its own goods through the console's import job (a row naming another
 * shop's goods is refused, not written); new goods go through the goods review, so a 商品资料 file is refused; its
 * files and its export are its own.
 */
describe.each(MODULE_KINDS)('merchant goods import and export on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));
  let staff: string, guorui: string;
  beforeAll(async () => {
    staff = await t.operatorLogin('huakang_sp', 'huakang123456');
    guorui = await t.operatorLogin('guorui', 'guorui123456');
  });
  const upload = (k: string, data: Buffer, who = staff) =>
    t.call({ method: 'POST', url: '/admin/api/merchant/goods/imports', cookie: who, ...formWithFile({ kind: k }, { data, name: '价格.xlsx' }) });
  const priceOf = async (id: number) => (await t.database.rows<{ p: number }>(sql`select base_price as p from goods where id = ${id}`))[0]!.p;

  it('imports its own goods’ prices; another shop’s row is refused; a 商品资料 file is refused', async () => {
    const goodsFile = await upload('goods', await sheetOf('goods', []));
    expect([goodsFile.statusCode, Object.keys(goodsFile.json().errors ?? {})]).toEqual([422, ['kind']]);

    const theirsBefore = await priceOf(theirs!.id);
    const res = await upload(
      'prices',
      await sheetOf('prices', [
        { 商品ID: own!.id, '供货价（元）': '11.11' },
        { 商品ID: theirs!.id, '供货价（元）': '0.50' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const checked = res.json().data;
    expect(checked).toMatchObject({ valid_rows: 1, error_rows: 1 });
    expect(checked.errors[0]).toMatchObject({ row: 3 });

    // Another shop's staff: not its file.
    for (const url of [`/admin/api/merchant/goods/imports/${checked.id}`, `/admin/api/merchant/goods/imports/${checked.id}/errors`])
      expect([url, (await t.call({ method: 'GET', url, cookie: guorui })).statusCode]).toEqual([url, 404]);
    expect((await t.call({ method: 'POST', url: `/admin/api/merchant/goods/imports/${checked.id}/start`, cookie: guorui })).statusCode).toBe(404);
    const theirList = (await t.call({ method: 'GET', url: '/admin/api/merchant/goods/imports', cookie: guorui })).json().data as Array<{
      id: string;
    }>;
    expect(theirList.map((r) => r.id)).not.toContain(checked.id);

    const started = await t.call({ method: 'POST', url: `/admin/api/merchant/goods/imports/${checked.id}/start`, cookie: staff });
    expect([started.statusCode, started.json().msg]).toEqual([200, '已开始导入']);
    await t.app.services.jobs.runDue();
    const done = (await t.call({ method: 'GET', url: `/admin/api/merchant/goods/imports/${checked.id}`, cookie: staff })).json().data;
    expect(done).toMatchObject({ state: 'done', updated: 1 });
    expect([await priceOf(own!.id), await priceOf(theirs!.id)]).toEqual([1111, theirsBefore]);
  });

  it('exports its own goods only, in the import’s columns', async () => {
    const res = await t.call({ method: 'GET', url: '/admin/api/merchant/goods/export?shop_id=2', cookie: staff });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = await readSheet(res.rawPayload);
    const shopCol = header!.indexOf('店铺');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[shopCol]))).toEqual(new Set(['华康医药']));
  });
});
