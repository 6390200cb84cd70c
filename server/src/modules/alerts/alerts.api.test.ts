import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { plainGoods } from '../checkout/checkout-test-kit.js';

const [g1, g2] = plainGoods(1);

describe.each(MODULE_KINDS)('arrival and price-drop alerts on %s', (kind) => {
  let t: TestApp, cookie: string, other: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true });
  const post = (url: string, body: Record<string, unknown>, c = cookie) => t.call({ method: 'POST', url, cookie: c, ...form(body) });
  const warehouses = (goodsId: number) => t.database.rows<{ ck_id: number }>(sql`select ck_id from goods_stocks where goods_id = ${goodsId}`);
  const alertMessages = async (c = cookie) =>
    (
      (await t.call({ method: 'GET', url: '/api/user/messages?page_size=50', cookie: c })).json().data.list as Array<{ title: string; body: string }>
    ).filter((m) => m.title === '到货提醒' || m.title === '降价提醒');

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: `/api/goods/alert?goods_id=${g1.id}` })).statusCode).toBe(401);
    const res = await t.call({ method: 'POST', url: '/api/goods/alert', ...form({ goods_id: g1.id, kind: 1 }) });
    expect([res.statusCode, res.json().code]).toEqual([401, 10001]);
  });

  it('an arrival alert is answered once, through the job queue, when stock returns', async () => {
    expect((await post('/api/goods/alert', { goods_id: g1.id, kind: 1 })).json().msg).toBe('该商品有货，可直接采购');
    for (const w of await warehouses(g1.id))
      expect((await post(`/admin/api/goods/${g1.id}/stock`, { ck_id: w.ck_id, number: 0 }, operator)).statusCode).toBe(200);
    const sub = await post('/api/goods/alert', { goods_id: g1.id, kind: 1 });
    expect(sub.json()).toMatchObject({ code: 10000, data: { goods_id: g1.id, kind: 1, status: 0 } });
    expect((await post('/api/goods/alert', { goods_id: g1.id, kind: 1 }, other)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/goods/alert?goods_id=${g1.id}`, cookie })).json().data).toHaveLength(1);
    const [w] = await warehouses(g1.id);
    expect((await post(`/admin/api/goods/${g1.id}/stock`, { ck_id: w.ck_id, number: 25 })).statusCode).toBe(403);
    expect((await post(`/admin/api/goods/${g1.id}/stock`, { ck_id: w.ck_id, number: 25 }, operator)).statusCode).toBe(200);
    expect(await alertMessages()).toHaveLength(0); // not yet: the job sends it
    await t.app.services.jobs.runDue();
    const msgs = await alertMessages();
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatchObject({ title: '到货提醒' });
    expect(msgs[0].body).toContain('已到货');
    expect(await alertMessages(other)).toHaveLength(1);
    // More stock later is not a new arrival; a retried job sends nothing twice.
    await post(`/admin/api/goods/${g1.id}/stock`, { ck_id: w.ck_id, number: 40 }, operator);
    await t.app.services.jobs.runDue();
    await t.app.services.alerts.runJob({ goods_id: g1.id, kind: 'arrival' });
    expect(await alertMessages()).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: `/api/goods/alert?goods_id=${g1.id}`, cookie })).json().data).toHaveLength(0);
  });

  it('a price-drop alert fires when the price reaches the target, not before', async () => {
    const price = g2.base_price;
    const target = ((price - 200) / 100).toFixed(2);
    expect((await post('/api/goods/alert', { goods_id: g2.id, kind: 2, target_price: (price / 100).toFixed(2) })).json().errors.target_price).toEqual(
      ['目标价需低于当前价格'],
    );
    expect((await post('/api/goods/alert', { goods_id: g2.id, kind: 2 })).json().errors.target_price).toEqual(['请填写目标价']);
    expect((await post('/api/goods/alert', { goods_id: g2.id, kind: 2, target_price: target })).json().data).toMatchObject({
      kind: 2,
      target_price: price - 200,
    });
    await post(`/admin/api/goods/${g2.id}/price`, { price: ((price - 100) / 100).toFixed(2) }, operator);
    await t.app.services.jobs.runDue();
    expect((await alertMessages()).filter((m) => m.title === '降价提醒')).toHaveLength(0);
    await post(`/admin/api/goods/${g2.id}/price`, { price: ((price - 300) / 100).toFixed(2) }, operator);
    await t.app.services.jobs.runDue();
    const drops = (await alertMessages()).filter((m) => m.title === '降价提醒');
    expect(drops).toHaveLength(1);
    expect(drops[0].body).toContain(`¥${((price - 300) / 100).toFixed(2)}`);
  });

  it('rejects bad input naming the field; another member cannot cancel my alert', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ goods_id: 'x', kind: 1 }, 'goods_id', '商品必须是数字'],
      [{ goods_id: g1.id, kind: 3 }, 'kind', '提醒类型不能大于2'],
      [{ goods_id: g2.id, kind: 2, target_price: '1.234' }, 'target_price', '目标价格式不正确，最多两位小数'],
      [{ goods_id: 99999999, kind: 1 }, 'goods_id', '商品不存在或已下架'],
    ];
    for (const [body, field, msg] of cases) {
      const res = await post('/api/goods/alert', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toEqual([msg]);
    }
    const mine = await post('/api/goods/alert', { goods_id: g2.id, kind: 2, target_price: '0.01' });
    const id = mine.json().data.id;
    expect((await t.call({ method: 'DELETE', url: `/api/goods/alert/${id}`, cookie: other })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/goods/alert/${id}`, cookie })).json().msg).toBe('已取消提醒');
    expect((await post('/admin/api/goods/99999999/price', { price: '1.00' }, operator)).statusCode).toBe(404);
    expect((await post(`/admin/api/goods/${g1.id}/stock`, { ck_id: 999, number: 1 }, operator)).statusCode).toBe(404);
    expect((await post(`/admin/api/goods/${g1.id}/stock`, { ck_id: 1, number: -1 }, operator)).json().errors.number).toEqual(['库存数量不能小于0']);
  });
});
