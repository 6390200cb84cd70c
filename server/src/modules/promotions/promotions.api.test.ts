import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';

const miao = new Set(
  readSeed()
    .catalog.goods.filter((g) => g.tags.includes('miao') && g.status === 'on_sale')
    .map((g) => g.id),
);

describe.each(MODULE_KINDS)('promotions API on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  it('GET /api/index/spike returns the current or next session with 10-digit times and its goods', async () => {
    const res = await t.call({ method: 'GET', url: '/api/index/spike' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const now = Date.now() / 1000;
    expect(Math.abs(data.timestamp - now)).toBeLessThan(5);
    expect(String(data.session.start_time)).toMatch(/^\d{10}$/);
    expect(data.session.end_time - data.session.start_time).toBe(12 * 3600);
    expect(data.session.end_time).toBeGreaterThan(now);
    expect(data.session.status).toBe(data.session.start_time <= now ? 1 : 0);
    expect(data.goods.length).toBeGreaterThan(0);
    expect(data.goods.every((g: { id: number }) => miao.has(g.id))).toBe(true);
    expect(data.goods[0]).toMatchObject({ miaosha_price: null, price_tip: '登录后可见' });
  });

  it('shows flash prices below the base price to an approved member', async () => {
    const cookie = await t.login();
    const goods = (await t.call({ method: 'GET', url: '/api/index/spike', cookie })).json().data.goods;
    const open = goods.filter((g: { is_kx: number }) => !g.is_kx);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((g: { miaosha_price: number; base_price: number }) => g.miaosha_price < g.base_price)).toBe(true);
    expect(open.every((g: { miaosha_stock: number; miaosha_total: number }) => g.miaosha_stock <= g.miaosha_total)).toBe(true);
  });

  it('GET /api/activity/everyday_price lists today’s specials with a clear 422 for bad paging', async () => {
    const cookie = await t.login();
    const data = (await t.call({ method: 'GET', url: '/api/activity/everyday_price?page_size=50', cookie })).json().data;
    expect(data.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.total).toBeGreaterThan(0);
    const visible = data.list.filter((g: { base_price: number | null }) => g.base_price !== null);
    expect(visible.every((g: { special_price: number; base_price: number }) => g.special_price < g.base_price)).toBe(true);
    const bad = await t.call({ method: 'GET', url: '/api/activity/everyday_price?page_size=1000' });
    expect(bad.statusCode).toBe(422);
  });

  it('GET /api/goods/activities lists a goods’ flash sale, today’s special and tag offers', async () => {
    const seed = readSeed().catalog.goods;
    const flash = seed.find((g) => miao.has(g.id))!;
    const guest = (await t.call({ method: 'GET', url: `/api/goods/activities?id=${flash.id}` })).json().data;
    const m = guest.list.find((a: { type: string }) => a.type === 'miaosha');
    expect(m).toMatchObject({ name: '限时秒杀', price: null, miaosha_goods_id: expect.any(Number) });
    expect(String(m.end_time)).toMatch(/^\d{10}$/);
    const te = seed.find((g) => g.tags.includes('te') && g.status === 'on_sale' && !g.is_kx)!;
    const cookie = await t.login();
    const member = (await t.call({ method: 'GET', url: `/api/goods/activities?id=${te.id}`, cookie })).json().data;
    const special = member.list.find((a: { type: string }) => a.type === 'special');
    expect(special.price).toBeLessThan(te.base_price);
    expect((await t.call({ method: 'GET', url: '/api/goods/activities?id=99999999' })).statusCode).toBe(404);
  });

  it('GET /api/goods/activities names the shop’s 满减 tiers, the goods’ gifts and the packages it belongs to', async () => {
    const seed = readSeed().catalog.goods;
    const cookie = await t.login();
    const shop1 = seed.find((g) => g.shop_id === 1 && g.status === 'on_sale' && !g.is_kx)!;
    const mj = (await t.call({ method: 'GET', url: `/api/goods/activities?id=${shop1.id}`, cookie }))
      .json()
      .data.list.find((a: { type: string }) => a.type === 'manjian');
    expect(mj.describe).toBe('本店全场满300减10，满1000减50，满3000减180');
    const zeng = seed.find((g) => g.tags.includes('zeng') && g.status === 'on_sale' && g.id % 2 === 1)!;
    const gift = (await t.call({ method: 'GET', url: `/api/goods/activities?id=${zeng.id}`, cookie }))
      .json()
      .data.list.find((a: { type: string }) => a.type === 'gift');
    expect(gift.describe).toMatch(new RegExp(`^满\\d+${zeng.unit}赠`));
    const [combo] = await t.database.rows<{ id: number; goods_id: number; price: number }>(sql`
      select c.id, c.price, i.goods_id from combinations c join combination_items i on i.combination_id = c.id order by c.id, i.position limit 1`);
    const list = (await t.call({ method: 'GET', url: `/api/goods/activities?id=${combo.goods_id}`, cookie })).json().data.list;
    expect(list.find((a: { type: string }) => a.type === 'combination')).toMatchObject({
      combination_id: combo.id,
      price: combo.price,
      name: '组合购',
    });
    const guest = (await t.call({ method: 'GET', url: `/api/goods/activities?id=${combo.goods_id}` })).json().data.list;
    expect(guest.find((a: { type: string }) => a.type === 'combination').price).toBeNull();
  });

  it('lists the running packages for /zhzq: priced and buyable for a member, no price for a guest, one add puts a package in the cart', async () => {
    const cookie = await t.login('demo2');
    const member = (await t.call({ method: 'GET', url: '/api/combination/list', cookie })).json().data as Array<{
      id: number;
      price: number | null;
      original_price: number | null;
      can_buy: boolean;
      items: Array<{ goods_id: number; number: number }>;
    }>;
    const running = await t.database.rows<{ id: number }>(sql`select id from combinations where starts_at <= now() and ends_at > now()`);
    expect(member.map((c) => c.id).sort()).toEqual(running.map((r) => r.id).sort());
    const first = member.find((c) => c.can_buy)!;
    expect(first.price).toBeGreaterThan(0);
    expect(first.original_price).toBeGreaterThan(first.price!);
    expect(first.items.length).toBeGreaterThan(1);
    const guest = (await t.call({ method: 'GET', url: '/api/combination/list' })).json().data;
    expect(guest[0]).toMatchObject({ price: null, original_price: null, price_tip: expect.stringContaining('登录') });
    const add = await t.call({
      method: 'POST',
      url: '/api/cart',
      cookie,
      ...form({ 'params[0][goods_id]': first.items[0].goods_id, 'params[0][combination_id]': first.id, 'params[0][number]': 1 }),
    });
    expect(add.json()).toMatchObject({ code: 10000, data: { refused: [] } });
  });
});
