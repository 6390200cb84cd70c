import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODULE_KINDS, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';

const { catalog, content } = readSeed();
const onSale = catalog.goods.filter((g) => g.status === 'on_sale');
const pending = content.members.find((m) => m.review_status === 'pending')!;
const descendants = (id: number): number[] => [id, ...catalog.categories.filter((c) => c.parent_id === id).flatMap((c) => descendants(c.id))];

describe.each(MODULE_KINDS)('catalog API on %s', (kind) => {
  let t: TestApp;
  let member: string;
  useApiSuite(kind, (s) => ({ t, cookie: member } = s));
  const get = (url: string, cookie?: string) => t.call({ method: 'GET', url, cookie });

  it('lists goods on sale with a total and stable pages', async () => {
    const p1 = (await get('/api/goods/list?page=1&page_size=20')).json().data;
    const p2 = (await get('/api/goods/list?page=2&page_size=20')).json().data;
    expect(p1.total).toBe(onSale.length);
    expect(p1.list).toHaveLength(20);
    const ids1 = new Set(p1.list.map((g: { id: number }) => g.id));
    expect(p2.list.some((g: { id: number }) => ids1.has(g.id))).toBe(false);
  });

  it('still reports the total on a page past the end', async () => {
    const res = (await get('/api/goods/list?page=9999&page_size=20')).json().data;
    expect(res.list).toEqual([]);
    expect(res.total).toBe(onSale.length);
  });

  it('filters by a top category including its subtree', async () => {
    const top = catalog.categories.find((c) => c.level === 1)!;
    const ids = new Set(descendants(top.id));
    const expected = onSale.filter((g) => ids.has(g.category_id)).length;
    const res = (await get(`/api/goods/list?select=${top.id}&page_size=100`)).json().data;
    expect(res.total).toBe(expected);
  });

  it('filters by manufacturer, dosage form, classification, stock, near expiry and zone', async () => {
    const g = onSale.find((x) => x.stocks.some((s) => s.number > 0))!;
    const cases: Array<[string, (x: (typeof onSale)[number]) => boolean]> = [
      [`sccj=${encodeURIComponent(g.manufacturer)}`, (x) => x.manufacturer === g.manufacturer],
      [`jx=${encodeURIComponent(g.dosage_form)}`, (x) => x.dosage_form === g.dosage_form],
      ['classification=rx', (x) => x.classification === 'rx'],
      ['in_stock=1', (x) => x.stocks.reduce((a, s) => a + s.number, 0) > 0],
      ['yx=1', (x) => x.is_yx],
      ['zy=1', (x) => x.is_zy],
    ];
    for (const [qs, pred] of cases) {
      const res = (await get(`/api/goods/list?${qs}&page_size=5`)).json().data;
      expect(res.total, qs).toBe(onSale.filter(pred).length);
    }
    const near = (await get('/api/goods/list?near_expiry=1&page_size=100')).json().data;
    expect(near.total).toBeGreaterThan(0);
    expect(near.list.every((x: { near_expiry: number }) => x.near_expiry === 1)).toBe(true);
  });

  it('sorts by price for an approved member', async () => {
    const res = (await get('/api/goods/list?sort=price&order=asc&page_size=50', member)).json().data;
    // Controlled-sales prices stay masked for a member without that authorisation.
    const prices = res.list.filter((g: { is_kx: number }) => !g.is_kx).map((g: { base_price: number }) => g.base_price);
    expect(prices.every((p: number) => typeof p === 'number')).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await get('/api/goods/list?sort=sales&page_size=50')).json().data.list.map((g: { sales: number }) => g.sales);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('hides prices from guests (登录后可见) and unapproved members (资质审核通过后可见)', async () => {
    const guest = (await get('/api/goods/list?page_size=5')).json().data.list;
    expect(guest.every((g: { base_price: null; price_tip: string }) => g.base_price === null && g.price_tip === '登录后可见')).toBe(true);
    expect(guest.flatMap((g: { ladder_price: { price: null }[] }) => g.ladder_price).every((l: { price: null }) => l.price === null)).toBe(true);
    const pendingCookie = await t.login(pending.username, pending.password);
    const unapproved = (await get('/api/goods/list?page_size=5', pendingCookie)).json().data.list;
    expect(unapproved.every((g: { base_price: null; price_tip: string }) => g.base_price === null && g.price_tip === '资质审核通过后可见')).toBe(
      true,
    );
    const approved = (await get('/api/goods/list?page_size=5&kx=0', member)).json().data.list.filter((g: { is_kx: number }) => !g.is_kx);
    expect(approved.every((g: { base_price: number }) => typeof g.base_price === 'number')).toBe(true);
  });

  it('answers bad list input with 422 naming the field, never a 500', async () => {
    const bad: Array<[string, string]> = [
      ['page=-1', '页码'],
      ['page=abc', '页码'],
      ['page_size=10000', '每页数量'],
      ['page_size=0', '每页数量'],
      ['select=abc', '分类'],
      ['sort=hacker', '排序'],
      ['classification=x', '处方分类'],
      ['yx=2', '优选'],
    ];
    for (const [qs, field] of bad) {
      const res = await get(`/api/goods/list?${qs}`);
      expect(res.statusCode, qs).toBe(422);
      expect(res.json().msg, qs).toContain(field);
    }
    const unknown = await get('/api/goods/list?select=987654');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('分类不存在');
    const odd = await get(`/api/goods/list?sccj=${encodeURIComponent("'; drop table goods; --")}`);
    expect(odd.statusCode).toBe(200);
    expect(odd.json().data.total).toBe(0);
  });

  it('returns the detail with every pharma field, stocks, shop and category path', async () => {
    const g = onSale.find((x) => x.ladder_prices.length > 1 && !x.is_kx)!;
    const res = await get(`/api/goods/detail/${g.id}?goods_price_id=1&is_yj=0`, member);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      id: g.id,
      name: g.name,
      sccj: g.manufacturer,
      ypgg: g.spec,
      bzdw: g.unit,
      approval_no: g.approval_no,
      batch_no: g.batch_no,
      barcode: g.barcode,
      middle_pack: g.middle_pack,
      base_price: g.base_price,
    });
    // The dates as loaded (the seed moves them with the day it is loaded on: load-seed's readSeed).
    const [dates] = await t.database.rows<{ expiry_date: string; production_date: string }>(
      sql`select expiry_date::text, production_date::text from goods where id = ${g.id}`,
    );
    expect({ expiry_date: d.expiry_date, production_date: d.production_date }).toEqual(dates);
    expect(d.ladder_price).toEqual(g.ladder_prices.map((l) => ({ number: l.number, price: l.price })));
    expect(d.stocks.reduce((a: number, s: { number: number }) => a + s.number, 0)).toBe(g.stocks.reduce((a, s) => a + s.number, 0));
    expect(d.category_path).toHaveLength(3);
    expect(d.shop_info.id).toBe(g.shop_id);
    expect(d.scope.code).toBe(g.scope_code);
  });

  it('answers a change committed by any writer at once, though goods rows and list pages are cached per process', async () => {
    const g = onSale.find((x) => x.stocks.length > 0 && !x.is_kx)!;
    const listUrl = `/api/goods/list?sccj=${encodeURIComponent(g.manufacturer)}&page_size=100`;
    const inList = async () => (await get(listUrl, member)).json().data.list.find((c: { id: number }) => c.id === g.id);
    const detail = async () => (await get(`/api/goods/detail/${g.id}`, member)).json().data;
    // Read twice: the second answer comes from the caches.
    for (let i = 0; i < 2; i++) {
      expect((await detail()).base_price).toBe(g.base_price);
      expect((await inList()).name).toBe(g.name);
    }
    const ck = g.stocks[0].ck_id;
    // Written straight to the database, as another process (or the console's import job) would.
    await t.database.rows(sql`update goods set base_price = base_price + 1, name = name || '（新）' where id = ${g.id}`);
    await t.database.rows(sql`update goods_stocks set number = number + 7 where goods_id = ${g.id} and ck_id = ${ck}`);
    try {
      const d = await detail();
      expect(d.base_price).toBe(g.base_price + 1);
      expect(d.stocks.find((s: { ck_id: number }) => s.ck_id === ck).number).toBe(g.stocks[0].number + 7);
      expect((await inList()).name).toBe(`${g.name}（新）`);
      await t.database.rows(sql`update goods set status = 'off_sale' where id = ${g.id}`);
      expect(await inList()).toBeUndefined();
    } finally {
      await t.database.rows(sql`update goods set base_price = base_price - 1, name = ${g.name}, status = 'on_sale' where id = ${g.id}`);
      await t.database.rows(sql`update goods_stocks set number = number - 7 where goods_id = ${g.id} and ck_id = ${ck}`);
    }
    expect((await inList()).name).toBe(g.name);
  });

  it('refuses bad or unknown detail ids clearly', async () => {
    expect((await get('/api/goods/detail/abc')).statusCode).toBe(422);
    expect((await get('/api/goods/detail/0')).statusCode).toBe(422);
    const missing = await get('/api/goods/detail/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('商品不存在或已删除');
  });

  it('masks controlled-sales prices for members without authorisation', async () => {
    const kx = onSale.find((x) => x.is_kx)!;
    const d = (await get(`/api/goods/detail/${kx.id}`, member)).json().data;
    expect(d.base_price).toBeNull();
    expect(d.price_tip).toBe('控销商品，授权后可见');
    expect(d.can_buy).toBe(0);
  });

  it('lists related goods, shops and shop info', async () => {
    const g = onSale[0];
    const rel = (await get(`/api/goods/relation?id=${g.id}`)).json().data;
    expect(rel.length).toBeGreaterThan(0);
    expect(rel.some((x: { id: number }) => x.id === g.id)).toBe(false);
    const shops = (await get('/api/shops')).json().data;
    expect(shops).toHaveLength(catalog.shops.length);
    const info = await get(`/api/sjly-info?id=${catalog.shops[0].id}`);
    expect(info.json().data.name).toBe(catalog.shops[0].name);
    expect((await get('/api/sjly-info?id=99999')).statusCode).toBe(404);
  });

  it('GET /api/goods/facets lists manufacturers and dosage forms of the filtered set, most common first', async () => {
    const top = catalog.categories.find((c) => c.level === 1)!;
    const ids = new Set(descendants(top.id));
    const inCat = onSale.filter((g) => ids.has(g.category_id));
    const data = (await get(`/api/goods/facets?select=${top.id}`)).json().data;
    const counts = new Map<string, number>();
    for (const g of inCat) counts.set(g.dosage_form, (counts.get(g.dosage_form) ?? 0) + 1);
    expect(data.jx[0]).toBe([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]);
    expect(data.sccj.length).toBeGreaterThan(0);
    expect(data.sccj.every((m: string) => inCat.some((g) => g.manufacturer === m))).toBe(true);
  });

  it('GET /api/index_wntj/{page} returns floors of best sellers in stock per top category', async () => {
    const data = (await get('/api/index_wntj/1', member)).json().data;
    const tops = catalog.categories.filter((c) => c.level === 1);
    expect(data.floors.map((f: { name: string }) => f.name)).toEqual(tops.slice(0, 4).map((c) => c.name));
    expect(data.has_more).toBe(tops.length > 4);
    for (const floor of data.floors) {
      const ids = new Set(descendants(floor.id));
      expect(floor.goods.length).toBeGreaterThan(0);
      expect(
        floor.goods.every((g: { id: number; number: number }) => g.number > 0 && ids.has(catalog.goods.find((x) => x.id === g.id)!.category_id)),
      ).toBe(true);
    }
    expect((await get('/api/index_wntj/0')).statusCode).toBe(422);
    expect((await get('/api/index_wntj/99')).json().data.floors).toEqual([]);
  });

  it('GET /api/brands and /api/focus/brand/{id} describe brands with their goods counts', async () => {
    const brands = (await get('/api/brands')).json().data;
    expect(brands).toHaveLength(catalog.brands.length);
    const b = brands[0];
    expect(b.goods_count).toBe(onSale.filter((g) => g.brand_id === b.id).length);
    const one = (await get(`/api/focus/brand/${b.id}`)).json().data;
    expect(one).toMatchObject({ id: b.id, name: b.name, logo: `/media/brand/${b.id}.svg` });
    expect((await get('/api/focus/brand/999999')).statusCode).toBe(404);
  });

  it('GET /api/goods/recent_stat compares the same drug across merchants, prices only for those who may see them', async () => {
    const g = onSale.find((x) => !x.is_kx && onSale.filter((y) => y.generic_name === x.generic_name && y.spec === x.spec).length > 1)!;
    const same = onSale.filter((y) => y.generic_name === g.generic_name && y.spec === g.spec);
    const stat = (await get(`/api/goods/recent_stat?id=${g.id}`, member)).json().data;
    expect(stat).toMatchObject({
      sales: g.sales,
      offers: same.length,
      shops: new Set(same.map((y) => y.shop_id)).size,
      lowest_price: Math.min(...same.map((y) => y.base_price)),
    });
    const guest = (await get(`/api/goods/recent_stat?id=${g.id}`)).json().data;
    expect(guest).toMatchObject({ lowest_price: null, price_tip: '登录后可见' });
    expect((await get('/api/goods/recent_stat?id=99999999')).statusCode).toBe(404);
    expect((await get('/api/goods/recent_stat?id=x')).statusCode).toBe(422);
  });

  it('GET /api/goods/kx and /api/goods/fl list the controlled-sales and welfare zones', async () => {
    const kx = (await get('/api/goods/kx?page_size=100')).json().data;
    expect(kx.total).toBe(onSale.filter((g) => g.is_kx).length);
    expect(kx.list.every((g: { is_kx: number }) => g.is_kx === 1)).toBe(true);
    const fl = (await get('/api/goods/fl?page_size=5')).json().data;
    expect(fl.total).toBe(onSale.filter((g) => g.is_welfare).length);
  });
});
