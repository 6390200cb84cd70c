import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';

const { catalog, content } = readSeed();
const demo = content.members.find((m) => m.username === 'demo')!;
const stockOf = (g: (typeof catalog.goods)[number]) => g.stocks.reduce((a, s) => Math.max(a, s.number), 0);
/** A goods of shop 2 the demo buyer may buy at its base price, one unit at a time, with stock for 100 units. */
const plain = catalog.goods.find(
  (g) =>
    g.shop_id === 2 &&
    g.status === 'on_sale' &&
    g.is_buy &&
    !g.is_kx &&
    demo.scope_codes.includes(g.scope_code) &&
    g.middle_pack === 1 &&
    g.min_order === 1 &&
    g.ladder_prices.length === 0 &&
    g.base_price >= 1000 &&
    g.base_price <= 5000 &&
    stockOf(g) >= 100,
)!;
const otherShopGoods = catalog.goods.find((g) => g.shop_id === 3)!;

/** China time 'YYYY-MM-DD HH:mm' `minutes` from now. */
const chinaIn = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe.each(MODULE_KINDS)('console 满减 /admin/api/promotions/full-reductions on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });
  const base = '/admin/api/promotions/full-reductions';
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: operator, ...(body ? form(body) : {}) });
  const audits = async (action: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from operator_audit where action = ${action}`))[0].n;
  const rule = (over: Record<string, unknown> = {}) => ({
    name: '双十二满减',
    shop_id: 2,
    tiers: [
      { threshold: '100', reduction: '8' },
      { threshold: '300', reduction: '30' },
    ],
    starts_at: chinaIn(-1),
    ends_at: chinaIn(7 * 24 * 60),
    ...over,
  });

  it('lists the running 满减 of every shop with their tiers and state', async () => {
    const res = await call('GET', `${base}?state=running&shop_id=2`);
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().data;
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({ shop_id: 2, name: '全店满减', goods_ids: null, state: 'running' });
    expect(list[0].tiers).toEqual([
      { threshold: 30000, reduction: 1000 },
      { threshold: 100000, reduction: 5000 },
      { threshold: 300000, reduction: 18000 },
    ]);
  });

  it('prices a sample cart with a draft rule through the cart engine, before saving', async () => {
    const n = Math.ceil(10000 / plain.base_price);
    const res = await call('POST', `${base}/preview`, { shop_id: 2, tiers: rule().tiers, lines: [{ goods_id: plain.id, number: n }] });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p.total_before).toBe(n * plain.base_price);
    expect(p.reduction).toBe(800);
    expect(p.total_after).toBe(n * plain.base_price - 800);
    expect(p.tiers.map((x: { status: number }) => x.status)).toEqual([1, 0]);
    expect(p.lines[0]).toMatchObject({ goods_id: plain.id, number: n, eligible: true, share: 800 });
    // Specified goods: a sample line outside them is priced but not reduced.
    const narrow = await call('POST', `${base}/preview`, {
      shop_id: 2,
      goods_ids: [catalog.goods.find((g) => g.shop_id === 2 && g.id !== plain.id)!.id],
      tiers: rule().tiers,
      lines: [{ goods_id: plain.id, number: n }],
    });
    expect(narrow.json().data).toMatchObject({ reduction: 0, total_after: n * plain.base_price });
    expect(narrow.json().data.lines[0]).toMatchObject({ eligible: false, note: '不参加本活动' });
    const foreign = await call('POST', `${base}/preview`, { shop_id: 2, tiers: rule().tiers, lines: [{ goods_id: otherShopGoods.id, number: 1 }] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().msg).toContain('不属于该店铺');
  });

  it('refuses a second 满减 over the same time, and after the running one ends the new one prices the cart', async () => {
    const clash = await call('POST', base, rule());
    expect(clash.statusCode).toBe(409);
    expect(clash.json().msg).toContain('已有满减「全店满减」');

    const running = (await call('GET', `${base}?state=running&shop_id=2`)).json().data.list[0];
    const ends = await audits('promotion.full_reduction.end');
    const ended = await call('POST', `${base}/${running.id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().msg).toBe('活动已结束');
    expect(await audits('promotion.full_reduction.end')).toBe(ends + 1);
    expect((await call('POST', `${base}/${running.id}/end`)).statusCode).toBe(409);
    expect((await call('PUT', `${base}/${running.id}`, rule())).statusCode).toBe(409);

    const creates = await audits('promotion.full_reduction.create');
    const created = await call('POST', base, rule());
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      name: '双十二满减',
      state: 'running',
      tiers: [
        { threshold: 10000, reduction: 800 },
        { threshold: 30000, reduction: 3000 },
      ],
    });
    expect(await audits('promotion.full_reduction.create')).toBe(creates + 1);

    // The storefront cart of a buyer is priced by it.
    const n = Math.ceil(10000 / plain.base_price);
    await t.call({ method: 'POST', url: '/api/cart', cookie, ...form({ params: [{ goods_id: plain.id, number: n }] }) });
    const cart = (await t.call({ method: 'GET', url: '/api/cart/list', cookie })).json().data;
    const shop = cart.data.find((s: { shop_id: number }) => s.shop_id === 2);
    expect(shop.manjians.map((m: { amount: number; status: number }) => [m.amount, m.status])).toEqual([
      [10000, 1],
      [30000, 0],
    ]);
    expect(shop.mjPrice).toBe(800);

    // Edit: tiers changed, the audit keeps before and after.
    const id = created.json().data.id;
    const edited = await call('PUT', `${base}/${id}`, rule({ tiers: [{ threshold: '100', reduction: '10' }] }));
    expect(edited.json().data.tiers).toEqual([{ threshold: 10000, reduction: 1000 }]);
    const [audit] = await t.database.rows<{ detail: { before: { tiers: unknown[] }; after: { tiers: unknown[] } } }>(
      sql`select detail from operator_audit where action = 'promotion.full_reduction.update' order by id desc limit 1`,
    );
    expect([audit.detail.before.tiers.length, audit.detail.after.tiers.length]).toEqual([2, 1]);
    const view = (await call('GET', `${base}/${id}`)).json().data;
    expect(view).toMatchObject({ id, goods: [] });
  });

  it('refuses tiers the cart cannot price, a window that ends first, goods of another shop, with the field named', async () => {
    const bad = async (over: Record<string, unknown>) => {
      const res = await call('POST', base, rule({ starts_at: chinaIn(30 * 24 * 60), ends_at: chinaIn(31 * 24 * 60), ...over }));
      expect(res.statusCode).toBe(422);
      return res.json();
    };
    expect((await bad({ tiers: [{ threshold: '100', reduction: '100' }] })).errors['tiers.0.reduction']).toEqual(['减额必须大于0且小于满额']);
    expect(
      (
        await bad({
          tiers: [
            { threshold: '300', reduction: '30' },
            { threshold: '100', reduction: '10' },
          ],
        })
      ).errors['tiers.1.threshold'],
    ).toEqual(['满减档位须逐档提高：满额更高、减额更多']);
    expect((await bad({ tiers: [] })).msg).toBe('请填写满减档位');
    expect((await bad({ ends_at: chinaIn(29 * 24 * 60) })).errors.ends_at).toEqual(['结束时间必须晚于开始时间']);
    expect((await bad({ starts_at: '2026-02-30 10:00' })).errors.starts_at).toEqual(['开始时间不是有效时间']);
    expect((await bad({ goods_ids: [otherShopGoods.id] })).msg).toContain('不属于该店铺');
    expect((await bad({ name: '' })).errors.name).toBeTruthy();
    expect((await call('GET', `${base}/999999`)).statusCode).toBe(404);

    // An upcoming one is withdrawn (deleted), not ended.
    const later = await call('POST', base, rule({ starts_at: chinaIn(40 * 24 * 60), ends_at: chinaIn(41 * 24 * 60) }));
    expect(later.json().data.state).toBe('upcoming');
    const withdrawn = await call('POST', `${base}/${later.json().data.id}/end`);
    expect(withdrawn.json()).toMatchObject({ msg: '活动已撤销', data: { removed: true } });
    expect((await call('GET', `${base}/${later.json().data.id}`)).statusCode).toBe(404);

    // Members and anonymous callers are refused.
    expect((await t.call({ method: 'GET', url: base, cookie })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: base })).statusCode).toBe(401);
  });
});
