import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { plainGoods } from '../checkout/checkout-test-kit.js';

const [g1, g2] = plainGoods(1);

const request = (extra: Record<string, unknown> = {}) => ({
  name: '注射用头孢曲松钠',
  spec: '1.0g*10瓶',
  maker: '石药集团',
  approval_no: '国药准字H20033440',
  quantity: 200,
  unit: '盒',
  expected_price: '18.50',
  remark: '需近效期一年以上',
  ...extra,
});

describe.each(MODULE_KINDS)('wanted varieties /pzqg on %s', (kind) => {
  let t: TestApp, cookie: string, other: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true });

  const post = (url: string, body: Record<string, unknown>, c = cookie) => t.call({ method: 'POST', url, cookie: c, ...form(body) });
  const get = (url: string, c = cookie) => t.call({ method: 'GET', url, cookie: c });
  const count = async () => Number((await t.database.rows<{ n: number }>(sql`select count(*)::int n from wanted_requests`))[0].n);

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/pzqg' })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/pzqg', ...form(request()) })).statusCode).toBe(401);
    expect((await get('/admin/api/wanted')).statusCode).toBe(403);
  });

  it('posts a request; lists and shows it to its member only', async () => {
    const res = await post('/api/pzqg', request());
    expect(res.json()).toMatchObject({
      code: 10000,
      msg: '提交成功，我们会尽快为您寻找货源',
      data: { name: '注射用头孢曲松钠', quantity: 200, expected_price: 1850, status: 0, status_name: '待处理', goods_count: 0 },
    });
    const id = res.json().data.id;
    expect((await get('/api/pzqg')).json().data).toMatchObject({ total: 1, list: [{ id }] });
    expect((await get(`/api/pzqg/${id}`)).json().data).toMatchObject({ id, goods: [] });
    expect((await get(`/api/pzqg/${id}`, other)).statusCode).toBe(404);
    expect((await post(`/api/pzqg/${id}/cancel`, {}, other)).statusCode).toBe(404);
    expect((await get('/api/pzqg', other)).json().data.total).toBe(0);
    // An open price is allowed.
    expect((await post('/api/pzqg', request({ name: '复方甘草片', expected_price: '' }))).json().data.expected_price).toBeNull();
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [request({ name: '' }), '药品名称'],
      [request({ name: '药'.repeat(61) }), '药品名称'],
      [request({ quantity: 0 }), '求购数量'],
      [request({ quantity: 'many' }), '求购数量'],
      [request({ expected_price: '1.234' }), '期望单价'],
      [request({ expected_price: '-3' }), '期望单价'],
      [request({ expected_price: '0' }), '期望单价'],
      [request({ expected_price: '99999999999' }), '期望单价'],
      [request({ remark: 'x'.repeat(201) }), '备注'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/api/pzqg', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().msg).toContain(field);
    }
    expect((await get('/api/pzqg/abc')).statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('the operator answers with goods; the member sees them priced and is told in /wdxx', async () => {
    const queue = (await get('/admin/api/wanted?status=0', operator)).json().data;
    const item = queue.list.find((w: { name: string }) => w.name === '注射用头孢曲松钠');
    expect(item).toMatchObject({ username: 'demo', status: 0 });
    const answer = (body: Record<string, unknown>, c = operator) => post(`/admin/api/wanted/${item.id}/reply`, body, c);
    expect((await answer({ status: 1, reply: '已找到' }, cookie)).statusCode).toBe(403);
    const noGoods = await answer({ status: 1, reply: '已找到货源' });
    expect([noGoods.statusCode, noGoods.json().msg]).toEqual([422, '找到货源时请关联至少一个商品']);
    expect((await answer({ status: 1, reply: '已找到货源', goods_ids: '2000000000' })).statusCode).toBe(422);
    expect((await answer({ status: 5, reply: '已找到货源' })).statusCode).toBe(422);
    const ok = await answer({ status: 1, reply: '平台两家商家有货，请查看。', goods_ids: `${g1.id},${g2.id}` });
    expect(ok.json()).toMatchObject({ code: 10000, msg: '答复成功', data: { status: 1, status_name: '已找到货源', goods_count: 2 } });
    expect((await answer({ status: 2, reply: '再答一次' })).statusCode).toBe(409);

    const detail = (await get(`/api/pzqg/${item.id}`)).json().data;
    expect(detail).toMatchObject({ status: 1, reply: '平台两家商家有货，请查看。' });
    expect(detail.goods.map((g: { id: number }) => g.id)).toEqual([g1.id, g2.id]);
    expect(detail.goods[0]).toMatchObject({ base_price: g1.base_price, is_buy: 1 });
    const messages = (await get('/api/user/messages?page_size=50')).json().data.list as Array<{ title: string }>;
    expect(messages.some((m) => m.title === '您求购的“注射用头孢曲松钠”已找到货源')).toBe(true);
    expect((await post(`/api/pzqg/${item.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('withdraws a pending request; it can then not be answered', async () => {
    const id = (await post('/api/pzqg', request({ name: '阿莫西林胶囊' }))).json().data.id;
    expect((await post(`/api/pzqg/${id}/cancel`, {})).json()).toMatchObject({ msg: '已撤销', data: { status: 3, status_name: '已撤销' } });
    expect((await post(`/admin/api/wanted/${id}/reply`, { status: 2, reply: '暂无' }, operator)).statusCode).toBe(409);
    expect((await get('/api/pzqg?status=3')).json().data.list.map((w: { id: number }) => w.id)).toEqual([id]);
  });
});
