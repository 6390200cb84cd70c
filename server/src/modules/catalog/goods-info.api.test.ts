import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, formWithFile, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { EXE, PDF, PNG } from '../accounts/member-test-kit.js';

describe.each(MODULE_KINDS)('goods 说明书 and batch 质检报告 on %s', (kind) => {
  let t: TestApp;
  let operator: string;
  let member: string;
  useApiSuite(kind, (s) => ({ t, cookie: member, operator } = s), { operator: true });

  const get = (url: string, cookie?: string) => t.call({ method: 'GET', url, cookie });
  const goodsOf = async (generic: string) =>
    (
      await t.database.rows<{ id: number; name: string; batch_no: string }>(
        sql`select id, name, batch_no from goods where generic_name = ${generic} order by id limit 1`,
      )
    )[0];

  it('shows the seeded insert of a common drug, null for a goods without one, 404/422 otherwise', async () => {
    const amox = await goodsOf('阿莫西林胶囊');
    const res = (await get(`/api/goods/insert?goods_id=${amox.id}`)).json().data;
    expect(res).toMatchObject({ goods_id: amox.id, generic_name: '阿莫西林胶囊' });
    expect(res.insert.ingredients).toContain('阿莫西林');
    expect(res.insert.indications.length).toBeGreaterThan(10);
    expect(res.insert.contraindications).toContain('青霉素');
    const [bare] = await t.database.rows<{ id: number }>(
      sql`select id from goods where id not in (select goods_id from package_inserts) order by id limit 1`,
    );
    expect((await get(`/api/goods/insert?goods_id=${bare.id}`)).json().data).toMatchObject({ insert: null, updated_at: null });
    expect((await get('/api/goods/insert?goods_id=2000000000')).statusCode).toBe(404);
    expect((await get('/api/goods/insert?goods_id=x')).statusCode).toBe(422);
    expect((await get('/api/goods/insert')).statusCode).toBe(422);
  });

  it('finds a batch report by goods, by name and by batch, and draws it', async () => {
    const g = await goodsOf('阿莫西林胶囊');
    const byGoods = (await get(`/api/goods/reports?goods_id=${g.id}`)).json().data;
    expect(byGoods.total).toBe(1);
    expect(byGoods.list[0]).toMatchObject({ goods_id: g.id, batch_no: g.batch_no, mime: 'image/svg+xml' });
    const drawn = await get(byGoods.list[0].url);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toContain('image/svg+xml');
    expect(drawn.body).toContain('药品检验报告书');
    expect(drawn.body).toContain(g.batch_no);
    const byBatch = (await get(`/api/goods/reports?keyword=${encodeURIComponent('阿莫西林')}&batch=${g.batch_no}`)).json().data;
    expect(byBatch.list.map((r: { goods_id: number }) => r.goods_id)).toContain(g.id);
    const none = await get('/api/goods/reports');
    expect([none.statusCode, none.json().msg]).toEqual([422, '请输入商品名称或批号']);
    expect((await get(byGoods.list[0].url.replace('.svg', '.pdf'))).statusCode).toBe(404);
    expect((await get('/media/report/999999999.svg')).statusCode).toBe(404);
    expect((await get('/media/report/..%2F..%2Fpackage.json')).statusCode).toBe(422);
  });

  it('lets the operator edit the insert and attach a batch scan; members cannot; bad input changes nothing', async () => {
    const g = await goodsOf('布洛芬缓释胶囊');
    const body = { indications: '用于缓解轻至中度疼痛。', dosage: '口服。一次1粒，一日2次。', storage: '密封保存。' };
    const put = (b: Record<string, string>, cookie = operator, id = g.id) =>
      t.call({ method: 'PUT', url: `/admin/api/goods/${id}/insert`, cookie, ...form(b) });
    expect((await put(body, member)).statusCode).toBe(403);
    const missing = await put({ ...body, indications: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().msg).toContain('适应症');
    expect((await put(body, operator, 2000000000)).statusCode).toBe(404);
    const saved = await put(body);
    expect(saved.json()).toMatchObject({
      code: 10000,
      data: { insert: { dosage: '口服。一次1粒，一日2次。', storage: '密封保存。', character: '' } },
    });
    expect((await get(`/api/goods/insert?goods_id=${g.id}`)).json().data.insert.indications).toBe('用于缓解轻至中度疼痛。');

    const fields = { batch_no: 'B2026001', inspector: '湖北省药品监督检验研究院', inspected_on: '2026-10-08', conclusion: '符合规定' };
    const post = (f: ReturnType<typeof formWithFile>, cookie = operator) =>
      t.call({ method: 'POST', url: `/admin/api/goods/${g.id}/reports`, cookie, ...f });
    expect((await post(formWithFile(fields, { data: PNG, name: 'r.png' }), member)).statusCode).toBe(403);
    const exe = await post(formWithFile(fields, { data: EXE, name: 'r.png' }));
    expect([exe.statusCode, exe.json().msg]).toEqual([422, '质检报告仅支持 JPG、PNG、WebP 图片或 PDF']);
    const badBatch = await post(formWithFile({ ...fields, batch_no: '批号 1' }));
    expect([badBatch.statusCode, badBatch.json().msg]).toEqual([422, '批号只能包含字母、数字和连字符']);
    expect(await t.database.rows(sql`select 1 from quality_reports where batch_no = 'B2026001'`)).toHaveLength(0);

    const scan = (await post(formWithFile(fields, { data: PNG, name: 'r.png' }))).json().data;
    expect(scan).toMatchObject({ batch_no: 'B2026001', mime: 'image/png', url: expect.stringMatching(/\/media\/report\/\d+\.png$/) });
    const png = await get(scan.url);
    expect([png.statusCode, png.headers['content-type']]).toEqual([200, 'image/png']);
    expect(png.rawPayload.equals(PNG)).toBe(true);
    // the same batch again replaces the report (a PDF now); one report per batch
    const pdf = (await post(formWithFile(fields, { data: PDF, name: 'r.pdf' }))).json().data;
    expect(pdf).toMatchObject({ id: scan.id, mime: 'application/pdf' });
    expect((await get(pdf.url)).rawPayload.equals(PDF)).toBe(true);
    expect((await get(`/api/goods/reports?goods_id=${g.id}`)).json().data.total).toBe(2);
  });
});
