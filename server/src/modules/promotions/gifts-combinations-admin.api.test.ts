import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';

const { catalog, content } = readSeed();
const demo = content.members.find((m) => m.username === 'demo')!;
const stockOf = (g: (typeof catalog.goods)[number]) => g.stocks.reduce((a, s) => a + s.number, 0);
/** Goods of shop 2 the demo buyer may buy one unit at a time at the base price, with stock. */
const buyable = catalog.goods.filter(
  (g) =>
    g.shop_id === 2 &&
    g.status === 'on_sale' &&
    g.is_buy &&
    !g.is_kx &&
    demo.scope_codes.includes(g.scope_code) &&
    g.middle_pack === 1 &&
    g.min_order === 1 &&
    g.ladder_prices.length === 0 &&
    g.base_price >= 500 &&
    stockOf(g) >= 100,
);
const giftable = buyable.filter((g) => g.classification === 'otc_b' || g.classification === 'other');
const rx = catalog.goods.find((g) => g.shop_id === 2 && g.status === 'on_sale' && g.classification === 'rx')!;
const otherShop = catalog.goods.find((g) => g.shop_id === 3 && g.status === 'on_sale' && g.classification === 'other')!;

/** China time 'YYYY-MM-DD HH:mm' `minutes` from now. */
const chinaIn = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe.each(MODULE_KINDS)('console 买赠/换购 and 组合套餐 /admin/api/promotions/gifts, /combinations on %s', (kind) => {
  let t: TestApp, operator: string, cookie: string;
  useApiSuite(kind, (s) => ({ t, operator, cookie } = s), { operator: true });

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: operator, ...(body ? form(body) : {}) });
  const audits = async (action: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from operator_audit where action = ${action}`))[0].n;
  /** A goods of the list with no gift rule yet (the seed gives some goods gifts). */
  const withoutGifts = async (skip: number[] = []) => {
    const taken = new Set(
      (await t.database.rows<{ goods_id: number }>(sql`select distinct goods_id from goods_gifts`)).map((r) => r.goods_id).concat(skip),
    );
    return buyable.find((g) => !taken.has(g.id) && g.classification !== 'rx')!;
  };

  it('creates a 买赠 the cart gives, refuses what the law or the cart forbids, previews, ends it', async () => {
    const main = await withoutGifts();
    const gift = giftable.find((g) => g.id !== main.id)!;
    const rule = {
      goods_id: main.id,
      mode: 'gift',
      min_number: 3,
      gift_goods_id: gift.id,
      gift_number: 1,
      starts_at: chinaIn(-1),
      ends_at: chinaIn(600),
    };
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ ...rule, gift_goods_id: rx.id }, 'gift_goods_id', '处方药和甲类非处方药不得作为赠品或换购商品'],
      [{ ...rule, gift_goods_id: otherShop.id }, 'gift_goods_id', '赠品须为同一店铺的商品'],
      [{ ...rule, mode: 'addon' }, 'add_price', '换购价必须大于0'],
      [
        { ...rule, mode: 'addon', add_price: String(gift.base_price / 100) },
        'add_price',
        `换购价须低于换购商品原价合计¥${(gift.base_price / 100).toFixed(2)}`,
      ],
      [{ ...rule, add_price: '1' }, 'add_price', '只有换购需要填写换购价'],
      [{ ...rule, ends_at: rule.starts_at }, 'ends_at', '结束时间必须晚于开始时间'],
      [{ ...rule, goods_id: 99999999 }, 'goods_id', '商品不存在'],
      [{ ...rule, min_number: 0 }, 'min_number', '起赠数量不能小于1'],
    ];
    for (const [body, field, msg] of refusals) {
      const res = await call('POST', '/admin/api/promotions/gifts', body);
      expect([res.statusCode, res.json().msg, Object.keys(res.json().errors ?? {})], msg).toEqual([422, msg, [field]]);
    }
    expect(await audits('promotion.gift.create')).toBe(0);

    // The preview prices a line of 7 with the draft through the cart's engine: 2 multiples of 3 give 2.
    const preview = await call('POST', '/admin/api/promotions/gifts/preview', { ...rule, number: 7 });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      number: 7,
      price: main.base_price,
      amount: main.base_price * 7,
      outcomes: [{ mode: 'gift', gift_name: gift.name, gift_number: 2, amount: 0 }],
      total: main.base_price * 7,
      warnings: [],
    });

    const created = await call('POST', '/admin/api/promotions/gifts', rule);
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json().data;
    expect(saved).toMatchObject({ goods_id: main.id, mode: 'gift', gift_goods_id: gift.id, state: 'running', add_price: 0 });
    expect(await audits('promotion.gift.create')).toBe(1);

    // The buyer's cart gives the gift at 3.
    await t.call({ method: 'POST', url: '/api/cart', cookie, ...form({ params: [{ goods_id: main.id, number: 3 }] }) });
    const cart = (await t.call({ method: 'GET', url: '/api/cart/list', cookie })).json().data;
    const line = cart.data.flatMap((s: { lines: unknown[] }) => s.lines).find((l: { goods: { id: number } }) => l.goods.id === main.id);
    expect(line.gift_lines).toEqual([expect.objectContaining({ kind: 'gift', goods_id: gift.id, number: 1, amount: 0 })]);

    // One 买赠 or 换购 of a goods at a time; 阶梯满赠 beside it is fine, with tiers that rise.
    const clash = await call('POST', '/admin/api/promotions/gifts', { ...rule, mode: 'addon', add_price: '0.5', starts_at: chinaIn(30) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().msg).toContain('同一商品同一时间只能有一个买赠或换购');
    const tier1 = await call('POST', '/admin/api/promotions/gifts', { ...rule, mode: 'ladder', min_number: 10, gift_number: 2 });
    expect(tier1.statusCode, tier1.body).toBe(200);
    const same = await call('POST', '/admin/api/promotions/gifts', { ...rule, mode: 'ladder', min_number: 10, gift_number: 3 });
    expect([same.statusCode, same.json().msg]).toEqual([422, '阶梯满赠的起赠数量不能与同时段的其他档位重复']);
    const falls = await call('POST', '/admin/api/promotions/gifts', { ...rule, mode: 'ladder', min_number: 20, gift_number: 2 });
    expect([falls.statusCode, falls.json().msg]).toEqual([422, '起赠数量更高的档位，赠送数量须更多']);

    // Edit, then end: the cart stops giving it; an ended rule cannot be changed.
    const edited = await call('PUT', `/admin/api/promotions/gifts/${saved.id}`, { ...rule, min_number: 2 });
    expect(edited.json().data.min_number).toBe(2);
    const ended = await call('POST', `/admin/api/promotions/gifts/${saved.id}/end`);
    expect(ended.json()).toMatchObject({ msg: '活动已结束', data: { removed: false } });
    expect((await call('PUT', `/admin/api/promotions/gifts/${saved.id}`, rule)).json().msg).toBe('活动已结束，不能修改');
    const list = (await call('GET', `/admin/api/promotions/gifts?keyword=${encodeURIComponent(main.name)}&mode=gift&state=ended`)).json().data;
    expect(list.list.map((r: { id: number }) => r.id)).toContain(saved.id);
    expect([await audits('promotion.gift.update'), await audits('promotion.gift.end')]).toEqual([1, 1]);
  });

  it('creates a 组合套餐 the cart sells at its price, refuses a price at or above the items and foreign goods, ends it', async () => {
    const [a, b] = buyable.slice(-2);
    const original = a!.base_price * 2 + b!.base_price;
    const pack = {
      shop_id: 2,
      name: '感冒组合',
      price: ((original - 100) / 100).toFixed(2),
      items: [
        { goods_id: a!.id, number: 2 },
        { goods_id: b!.id, number: 1 },
      ],
      starts_at: chinaIn(-1),
      ends_at: chinaIn(600),
    };
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ ...pack, price: (original / 100).toFixed(2) }, 'price', `套餐价须低于单品原价合计¥${(original / 100).toFixed(2)}`],
      [{ ...pack, items: [pack.items[0], { goods_id: otherShop.id, number: 1 }] }, 'items', `套餐商品须为同一店铺的商品：${otherShop.name}`],
      [{ ...pack, items: [pack.items[0]] }, 'items', '套餐至少包含2个商品'],
      [{ ...pack, items: [pack.items[0], pack.items[0]] }, 'items.1.goods_id', '套餐商品重复'],
      [{ ...pack, price: '0' }, 'price', '套餐价必须大于0'],
    ];
    for (const [body, field, msg] of refusals) {
      const res = await call('POST', '/admin/api/promotions/combinations', body);
      expect([res.statusCode, res.json().msg, Object.keys(res.json().errors ?? {})], msg).toEqual([422, msg, [field]]);
    }

    const preview = (await call('POST', '/admin/api/promotions/combinations/preview', { ...pack, number: 3 })).json().data;
    expect(preview).toMatchObject({ original, price: original - 100, saving: 100, number: 3, amount: (original - 100) * 3, note: '' });

    const created = await call('POST', '/admin/api/promotions/combinations', pack);
    expect(created.statusCode, created.body).toBe(200);
    const combo = created.json().data;
    expect(combo).toMatchObject({ name: '感冒组合', price: original - 100, original, state: 'running' });
    expect(combo.items.map((i: { goods_id: number; number: number }) => [i.goods_id, i.number])).toEqual([
      [a!.id, 2],
      [b!.id, 1],
    ]);
    expect(await audits('promotion.combination.create')).toBe(1);

    // The buyer adds two packages; the cart charges the package price.
    const add = await t.call({
      method: 'POST',
      url: '/api/cart',
      cookie,
      ...form({ params: [{ goods_id: a!.id, number: 2, combination_id: combo.id }] }),
    });
    expect(add.statusCode, add.body).toBe(200);
    const cart = (await t.call({ method: 'GET', url: '/api/cart/list', cookie })).json().data;
    const line = cart.data
      .flatMap((s: { lines: unknown[] }) => s.lines)
      .find((l: { type: number; combination: { id: number } | null }) => l.type === 3 && l.combination?.id === combo.id);
    expect(line).toMatchObject({ number: 2, price: original - 100, line_total: (original - 100) * 2 });

    const ended = await call('POST', `/admin/api/promotions/combinations/${combo.id}/end`);
    expect(ended.json()).toMatchObject({ msg: '套餐已结束', data: { removed: false } });
    expect((await call('GET', `/admin/api/promotions/combinations/${combo.id}`)).json().data.state).toBe('ended');
    const upcoming = (await call('POST', '/admin/api/promotions/combinations', { ...pack, starts_at: chinaIn(60) })).json().data;
    expect((await call('POST', `/admin/api/promotions/combinations/${upcoming.id}/end`)).json()).toMatchObject({ msg: '套餐已撤销' });
    expect((await call('GET', `/admin/api/promotions/combinations/${upcoming.id}`)).statusCode).toBe(404);
    expect([await audits('promotion.combination.end'), await audits('promotion.combination.withdraw')]).toEqual([1, 1]);
  });
});
