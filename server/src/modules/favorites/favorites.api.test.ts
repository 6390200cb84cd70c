import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_FAVORITES } from '@yaocai/contract';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { plainGoods } from '../checkout/checkout-test-kit.js';

const [g1, g2, g3] = plainGoods(1);

describe.each(MODULE_KINDS)('favourites /star on %s', (kind) => {
  let t: TestApp, cookie: string, other: string;
  useApiSuite(kind, (s) => ({ t, cookie, other } = s), { other: true });

  const post = (url: string, body: Record<string, unknown>, c = cookie) => t.call({ method: 'POST', url, cookie: c, ...form(body) });
  const page = async (c = cookie, q = '') => (await t.call({ method: 'GET', url: `/api/favorite${q}`, cookie: c })).json().data;

  it('needs a session for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/favorite'],
      ['GET', `/api/favorite/check?goods_ids=${g1.id}`],
      ['POST', '/api/favorite'],
      ['POST', '/api/favorite/cancel'],
    ] as const) {
      const res = await t.call({ method, url, ...(method === 'POST' ? form({ goods_ids: g1.id }) : {}) });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 10001]);
    }
  });

  it('keeps goods with 收藏成功, newest first, priced for the member now', async () => {
    const first = await post('/api/favorite', { goods_ids: g1.id });
    expect(first.json()).toMatchObject({ code: 10000, msg: '收藏成功', data: { goods_ids: [g1.id], total: 1 } });
    const both = await post('/api/favorite', { goods_ids: `${g2.id},${g1.id}` }); // g1 again: no error, no duplicate
    expect(both.json()).toMatchObject({ msg: '收藏成功', data: { total: 2 } });
    const data = await page();
    expect(data.total).toBe(2);
    expect(data.list.map((g: { id: number }) => g.id).sort()).toEqual([g1.id, g2.id].sort());
    const card = data.list.find((g: { id: number }) => g.id === g1.id);
    expect(card).toMatchObject({ name: g1.name, base_price: g1.base_price, is_buy: 1 });
    expect(card.number).toBeGreaterThan(0);
    expect(Date.parse(card.favorited_at)).not.toBeNaN();
    const check = await t.call({ method: 'GET', url: `/api/favorite/check?goods_ids=${g1.id},${g2.id},${g3.id}`, cookie });
    expect(check.json().data.goods_ids.sort()).toEqual([g1.id, g2.id].sort());
  });

  it("another member's favourites are their own", async () => {
    expect((await page(other)).total).toBe(0);
    const check = await t.call({ method: 'GET', url: `/api/favorite/check?goods_ids=${g1.id}`, cookie: other });
    expect(check.json().data.goods_ids).toEqual([]);
    // Cancelling someone else's favourite from another account removes nothing of theirs.
    await post('/api/favorite/cancel', { goods_ids: g1.id }, other);
    expect((await page()).total).toBe(2);
  });

  it('cancels with 取消收藏成功; cancelling what is not kept is not an error', async () => {
    const res = await post('/api/favorite/cancel', { 'goods_ids[]': [g1.id, g3.id] });
    expect(res.json()).toMatchObject({ code: 10000, msg: '取消收藏成功', data: { total: 1 } });
    expect((await page()).list.map((g: { id: number }) => g.id)).toEqual([g2.id]);
  });

  it('refuses bad input with the field named and changes nothing', async () => {
    for (const body of [{}, { goods_ids: '' }, { goods_ids: 'abc' }, { goods_ids: '0' }, { goods_ids: '99999999999' }]) {
      const res = await post('/api/favorite', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().msg).toContain('商品');
    }
    const unknown = await post('/api/favorite', { goods_ids: `${g3.id},2000000000` });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, '商品不存在或已删除']);
    expect((await t.call({ method: 'GET', url: '/api/favorite?page=0', cookie })).statusCode).toBe(422);
    expect((await page()).total).toBe(1);
  });

  it(`keeps at most ${MAX_FAVORITES}`, async () => {
    const member = (await t.call({ method: 'GET', url: '/api/user/base', cookie: other })).json().data.id as number;
    const ids = await t.database.rows<{ id: number }>(sql`select id from goods order by id limit ${MAX_FAVORITES + 1}`);
    const fill = ids.slice(0, MAX_FAVORITES).map((r) => r.id);
    await t.database.rows(sql`insert into member_favorites (member_id, goods_id) select ${member}, g from unnest(${`{${fill.join(',')}}`}::int[]) g`);
    const full = await post('/api/favorite', { goods_ids: ids[MAX_FAVORITES].id }, other);
    expect([full.statusCode, full.json().msg]).toEqual([409, `收藏最多${MAX_FAVORITES}个商品，请先取消不需要的收藏`]);
    // Re-keeping one already kept still answers 收藏成功: nothing new is added.
    expect((await post('/api/favorite', { goods_ids: fill[0] }, other)).json().msg).toBe('收藏成功');
    const second = await page(other, '?page=2&page_size=60');
    expect([second.total, second.list.length, second.page]).toEqual([MAX_FAVORITES, 60, 2]);
  });
});
