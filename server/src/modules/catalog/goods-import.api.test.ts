import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readSheet as readXlsxFile } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { GOODS_IMPORT_COLUMNS } from '@yaocai/contract';
import { MODULE_KINDS, formWithFile, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { sheetOf } from './goods-import-test-kit.js';

/** A good goods row; `n` makes its approval number and name unique. */
const goodRow = (n: number): Record<string, string | number> => ({
  店铺: '华康医药',
  分类: '青霉素类',
  通用名: '阿莫西林胶囊',
  商品名称: `阿莫西林胶囊（导入测试${n}）`,
  规格: '0.25g*24粒/盒',
  剂型: '胶囊剂',
  包装单位: '盒',
  生产厂家: '药采导入测试制药有限公司',
  批准文号: `国药准字H2099${String(n).padStart(4, '0')}`,
  处方分类: '处方药',
  经营范围: '抗生素制剂',
  批号: `IMP${n}`,
  生产日期: '2026-03-01',
  有效期至: '2028/2/28',
  '供货价（元）': 12.5,
  '建议零售价（元）': '18.00',
  阶梯价: '50:12.00;200:11.50',
  仓库: '武汉东西湖仓',
  库存: 300,
  状态: '上架',
});

describe.each(MODULE_KINDS)('console goods import and export /admin/api/goods/imports on %s', (dbKind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(dbKind, (s) => ({ t, cookie, operator } = s), { operator: true });

  const count = async (query: ReturnType<typeof sql>) => (await t.database.rows<{ n: number }>(query))[0].n;
  const goodsCount = () => count(sql`select count(*)::int as n from goods`);
  const upload = (kind: string, data: Buffer, name = '商品.xlsx', who = operator) =>
    t.call({ method: 'POST', url: '/admin/api/goods/imports', cookie: who, ...formWithFile({ kind }, { data, name }) });
  const view = async (id: string) => (await t.call({ method: 'GET', url: `/admin/api/goods/imports/${id}`, cookie: operator })).json().data;
  const start = (id: string) => t.call({ method: 'POST', url: `/admin/api/goods/imports/${id}/start`, cookie: operator });

  it('hands out a template per kind whose header is the columns the import reads', async () => {
    for (const kind of ['goods', 'stock', 'prices'] as const) {
      const res = await t.call({ method: 'GET', url: `/admin/api/goods/imports/template?kind=${kind}`, cookie: operator });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const [header, example] = await readXlsxFile(res.rawPayload);
      expect(header).toEqual(GOODS_IMPORT_COLUMNS[kind].map((c) => c.title));
      expect(example!.length).toBe(header!.length);
    }
    const bad = await t.call({ method: 'GET', url: '/admin/api/goods/imports/template?kind=orders', cookie: operator });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('导入类型不正确');
  });

  it('checks every row in a dry run, names the bad rows and columns, and writes no goods', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => goodRow(i + 1));
    rows[0] = { ...rows[0], 医保编码: 'xa02bca187a001010100462' };
    rows[1] = { ...rows[1], 分类: '不存在的分类' };
    rows[4] = { ...rows[4], '供货价（元）': '12.345', 阶梯价: '' };
    rows[7] = { ...rows[7], 通用名: '盐酸吗啡注射液', 商品名称: '盐酸吗啡注射液', 剂型: '注射剂' };
    const before = await goodsCount();
    const res = await upload('goods', await sheetOf('goods', rows));
    expect(res.statusCode).toBe(200);
    const v = res.json().data;
    expect(v).toMatchObject({ state: 'checked', total_rows: 10, valid_rows: 7, error_rows: 3, processed: 0 });
    expect(v.errors.map((e: { row: number; column: string }) => `${e.row}${e.column}`)).toEqual(['3分类', '6供货价（元）', '9通用名']);
    expect(v.errors[0]).toMatchObject({ column: '分类', message: '分类不存在或不是末级分类：不存在的分类' });
    expect(v.errors[1].column).toBe('供货价（元）');
    expect(v.errors[2]).toMatchObject({ column: '通用名' });
    expect(v.errors[2].message).toMatch(/^禁止网络销售/);
    expect(await goodsCount()).toBe(before);

    // The error report: the three rows with their reasons and their own cells.
    const report = await t.call({ method: 'GET', url: `/admin/api/goods/imports/${v.id}/errors`, cookie: operator });
    expect(report.statusCode).toBe(200);
    const [head, ...lines] = await readXlsxFile(report.rawPayload);
    expect(head!.slice(0, 3)).toEqual(['行号', '错误原因', '商品ID（留空为新增）']);
    expect(lines.map((l) => l[0])).toEqual([3, 6, 9]);
    expect(String(lines[0]![1])).toContain('分类：分类不存在');
    expect(lines[0]).toContain('不存在的分类');

    // Importing writes the seven good rows through the job queue, once, and leaves one audit row.
    const audits = () => count(sql`select count(*)::int as n from operator_audit where action = 'goods.import'`);
    const auditsBefore = await audits();
    const started = await start(v.id);
    expect(started.statusCode).toBe(200);
    expect(started.json().data.state).toBe('queued');
    expect(await audits()).toBe(auditsBefore + 1);
    expect((await start(v.id)).statusCode).toBe(409);
    await t.app.services.jobs.runDue();
    const done = await view(v.id);
    expect(done).toMatchObject({ state: 'done', processed: 7, created: 7, updated: 0, failed: 0 });
    expect(done.finished_at).toBeTruthy();
    expect(await goodsCount()).toBe(before + 7);
    const [made] = await t.database.rows<{ id: number; expiry: string; stock: number; ladders: number; status: string; indexed: number }>(
      sql`select g.id, g.expiry_date::text as expiry, g.stock_total as stock, g.status, g.yb_code,
        (select count(*)::int from goods_ladder_prices l where l.goods_id = g.id) as ladders,
        (select count(*)::int from goods_search d where d.goods_id = g.id) as indexed
        from goods g where g.approval_no = '国药准字H20990001'`,
    );
    expect(made).toMatchObject({ expiry: '2028-02-28', stock: 300, ladders: 2, status: 'on_sale', indexed: 1, yb_code: 'XA02BCA187A001010100462' });
    // Running the job again writes nothing more.
    await t.app.services.goodsImport.runJob({ import_id: v.id });
    expect(await goodsCount()).toBe(before + 7);

    const list = await t.call({ method: 'GET', url: '/admin/api/goods/imports', cookie: operator });
    expect(list.json().data[0]).toMatchObject({ id: v.id, state: 'done', created: 7 });
  });

  it('exports the filtered goods in the import columns, and the edited file updates them', async () => {
    const exported = await t.call({ method: 'GET', url: '/admin/api/goods/export?keyword=国药准字H2099&shop_id=1', cookie: operator });
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = await readXlsxFile(exported.rawPayload);
    expect(header).toEqual(GOODS_IMPORT_COLUMNS.goods.map((c) => c.title));
    expect(rows.length).toBe(7);
    expect(rows.map((r) => r[header!.indexOf('医保编码')])).toContain('XA02BCA187A001010100462');
    const priceCol = header!.indexOf('供货价（元）');
    const idCol = header!.indexOf('商品ID（留空为新增）');
    const edited = rows.map((r) => r.map((c, i) => (i === priceCol ? '13.80' : c === null ? '' : String(c))));
    const file = await writeXlsxFile([
      header!.map((value) => ({ value: String(value) })),
      ...edited.map((r) => r.map((value) => ({ value }))),
    ]).toBuffer();
    const before = await goodsCount();
    const checked = (await upload('goods', file, '导出.xlsx')).json().data;
    expect(checked.errors).toEqual([]);
    expect(checked).toMatchObject({ valid_rows: 7, error_rows: 0 });
    await start(checked.id);
    await t.app.services.jobs.runDue();
    expect(await view(checked.id)).toMatchObject({ state: 'done', created: 0, updated: 7 });
    expect(await goodsCount()).toBe(before);
    expect(rows.map((r) => Number(r[idCol])).every((id) => id > 0)).toBe(true);
    expect(await count(sql`select count(*)::int as n from goods where approval_no like '国药准字H2099%' and base_price = 1380`)).toBe(7);
  });

  it('sets stock and batch per warehouse, and prices, from their own files', async () => {
    const [g] = await t.database.rows<{ id: number }>(sql`select id from goods where approval_no = '国药准字H20990001'`);
    const stock = await upload(
      'stock',
      await sheetOf('stock', [
        { 商品ID: g.id, 仓库: '襄阳高新区仓', 库存: 80, 批号: 'IMP-NEW', 生产日期: '2026-06-01', 有效期至: '2028-05-31' },
        { 商品ID: 99999999, 仓库: '襄阳高新区仓', 库存: 1 },
        { 商品ID: g.id, 仓库: '北京通州物流中心', 库存: 1 },
      ]),
    );
    expect(stock.json().data).toMatchObject({ valid_rows: 1, error_rows: 2 });
    expect(stock.json().data.errors.map((e: { message: string }) => e.message)).toEqual([
      '商品ID不存在：99999999',
      '仓库不属于该店铺：北京通州物流中心',
    ]);
    await start(stock.json().data.id);
    const prices = await upload('prices', await sheetOf('prices', [{ 商品ID: g.id, '供货价（元）': '10.00', 阶梯价: '100:9.50' }]));
    expect(prices.json().data).toMatchObject({ valid_rows: 1, error_rows: 0 });
    await start(prices.json().data.id);
    await t.app.services.jobs.runDue();
    const [after] = await t.database.rows<{ stock: number; batch: string; price: number; ladder: string }>(
      sql`select stock_total as stock, batch_no as batch, base_price as price,
        (select string_agg(min_number || ':' || price, ';') from goods_ladder_prices where goods_id = goods.id) as ladder from goods where id = ${g.id}`,
    );
    // The warehouse's units are now the imported batch; the goods shows its earliest batch (FEFO), the other warehouse's.
    expect(after).toEqual({ stock: 380, batch: 'IMP1', price: 1000, ladder: '100:950' });
    const batches = await t.database.rows<{ batch_no: string; number: number }>(
      sql`select b.batch_no, b.number from goods_batches b join warehouses w on w.id = b.ck_id
        where b.goods_id = ${g.id} and w.name = '襄阳高新区仓' and b.number > 0`,
    );
    expect(batches).toEqual([{ batch_no: 'IMP-NEW', number: 80 }]);
  });

  it('refuses a bad file, a bad kind, an unknown import and a second start with clear messages', async () => {
    const missing = await upload('goods', await writeXlsxFile([[{ value: '通用名' }], [{ value: '阿莫西林胶囊' }]]).toBuffer());
    expect(missing.statusCode).toBe(422);
    expect(missing.json().msg).toMatch(/^文件缺少必填列：店铺、分类/);
    const notSheet = await upload('goods', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'x.xlsx');
    expect(notSheet.statusCode).toBe(422);
    const xls = await upload('goods', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(64)]), 'old.xls');
    expect(xls.json().msg).toContain('.xls');
    const empty = await upload('goods', Buffer.from(GOODS_IMPORT_COLUMNS.goods.map((c) => c.title).join(',') + '\n'), 'empty.csv');
    expect(empty.json().msg).toBe('文件中没有数据行');
    const kind = await upload('orders', Buffer.from('a,b\n1,2\n'), 'x.csv');
    expect(kind.statusCode).toBe(422);
    expect(kind.json().msg).toBe('导入类型不正确');
    const unknown = await t.call({ method: 'GET', url: `/admin/api/goods/imports/${crypto.randomUUID()}`, cookie: operator });
    expect(unknown.statusCode).toBe(404);
    const notUuid = await t.call({ method: 'POST', url: '/admin/api/goods/imports/abc/start', cookie: operator });
    expect(notUuid.statusCode).toBe(422);

    // A CSV (GB18030 as Excel saves it) reads like a sheet; an all-bad file cannot be started; cancel ends it.
    const csv = Buffer.from(`店铺,分类,通用名\n华康医药,青霉素类,阿莫西林胶囊\n`);
    const partial = await upload('goods', csv, 'a.csv');
    expect(partial.statusCode).toBe(422);
    const rows = [{ ...goodRow(99), 店铺: '不存在的店铺' }];
    const allBad = (await upload('goods', await sheetOf('goods', rows))).json().data;
    expect(allBad).toMatchObject({ valid_rows: 0, error_rows: 1 });
    expect((await start(allBad.id)).json().msg).toBe('没有可导入的行，请修改后重新上传');
    const cancelled = await t.call({ method: 'POST', url: `/admin/api/goods/imports/${allBad.id}/cancel`, cookie: operator });
    expect(cancelled.json().data.state).toBe('cancelled');

    // Members and anonymous callers are refused.
    expect((await upload('goods', csv, 'a.csv', cookie)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin/api/goods/export' })).statusCode).toBe(401);
  });
});
