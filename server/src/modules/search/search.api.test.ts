import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DB_KINDS, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';

const { content } = readSeed();
const searchAd = content.ads.find((a) => a.position === 'search')!;

describe.each(DB_KINDS)('search API on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));
  const search = (qs: string, cookie?: string) => t.call({ method: 'GET', url: `/api/goods/search?${qs}`, cookie });

  it('returns suggestions (name with its specs), ads and the result page', async () => {
    const res = await search(`keywords=${encodeURIComponent('阿莫西林')}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.keywords).toBe('阿莫西林');
    expect(data.goods.length).toBeGreaterThan(0);
    expect(data.goods[0]).toEqual(
      expect.objectContaining({ name: expect.stringContaining('阿莫'), ypgg: expect.any(Array), image: expect.stringMatching(/^\/media\/goods\//) }),
    );
    expect(new Set(data.goods.map((g: { name: string }) => g.name)).size).toBe(data.goods.length);
    expect(data.data.total).toBeGreaterThanOrEqual(data.data.list.length);
  });

  it('keeps the total on a page past the end of the results', async () => {
    const first = (await search(`keywords=${encodeURIComponent('头孢')}`)).json().data.data.total;
    const past = (await search(`keywords=${encodeURIComponent('头孢')}&page=500`)).json().data.data;
    expect(past).toMatchObject({ list: [], total: first });
  });

  it('returns the ad whose name equals the keyword so the client can jump to it', async () => {
    const data = (await search(`keywords=${encodeURIComponent(searchAd.name)}`)).json().data;
    expect(data.ads[0]).toEqual({ name: searchAd.name, url: searchAd.url });
  });

  it('trims the keyword and answers an empty one with an empty result', async () => {
    for (const kw of ['', '   ', '%20%20']) {
      const data = (await search(`keywords=${kw}`)).json().data;
      expect(data).toMatchObject({ goods: [], ads: [], data: { total: 0, list: [] } });
    }
  });

  it('restricts type 1 to manufacturers and type 2 to merchants', async () => {
    const shop = readSeed().catalog.shops[0];
    const byMaker = (await search(`type=1&page_size=50&keywords=${encodeURIComponent('拜耳')}`)).json().data.data.list;
    expect(byMaker.length).toBeGreaterThan(0);
    // The short form 拜耳 also names makers registered under their foreign names (BAYER AG).
    const seedGoods = new Map(readSeed().catalog.goods.map((g) => [g.id, g]));
    expect(
      byMaker.every((g: { id: number }) => `${seedGoods.get(g.id)!.manufacturer}${seedGoods.get(g.id)!.manufacturer_short}`.includes('拜耳')),
    ).toBe(true);
    const byShop = (await search(`type=2&page_size=50&keywords=${encodeURIComponent(shop.short_name)}`)).json().data.data.list;
    expect(byShop.length).toBeGreaterThan(0);
    expect(byShop.every((g: { shop: { id: number } }) => g.shop.id === shop.id)).toBe(true);
    const none = (await search(`type=1&keywords=${encodeURIComponent('阿莫西林')}`)).json().data.data.total;
    expect(none).toBe(0);
  });

  it('hides prices in results from guests and shows them to approved members', async () => {
    const guest = (await search(`keywords=${encodeURIComponent('布洛芬')}`)).json().data.data.list;
    expect(guest.every((g: { base_price: null; price_tip: string }) => g.base_price === null && g.price_tip === '登录后可见')).toBe(true);
    const cookie = await t.login();
    const member = (await search(`keywords=${encodeURIComponent('布洛芬')}`, cookie)).json().data.data.list;
    expect(member.some((g: { base_price: number | null }) => typeof g.base_price === 'number')).toBe(true);
  });

  it('survives hostile keywords: SQL, regex and tsquery metacharacters, emoji, 2,000 characters', async () => {
    const nasty = [
      "'; drop table goods; --",
      '.*[(\\',
      "a' | b & !c:*",
      '💊😀',
      '<script>alert(1)</script>',
      '头孢'.repeat(1000),
      '%00',
      "''''",
      '\\x27',
    ];
    for (const kw of nasty) {
      const res = await search(`keywords=${encodeURIComponent(kw)}`);
      expect(res.statusCode, kw.slice(0, 20)).toBe(200);
      expect(res.json().code).toBe(10000);
    }
    const long = await search(`keywords=${'a'.repeat(2001)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().msg).toBe('搜索关键词过长');
    const still = await t.call({ method: 'GET', url: '/api/goods/list?page_size=1' });
    expect(still.json().data.total).toBeGreaterThan(0);
  });

  it('validates paging and filters with 422 naming the field, and unknown categories with 404', async () => {
    const cases: Array<[string, string]> = [
      ['page=-1', '页码'],
      ['page_size=10000', '每页数量'],
      ['type=abc', '搜索类型'],
      ['select=x', '分类'],
    ];
    for (const [qs, field] of cases) {
      const res = await search(`keywords=a&${qs}`);
      expect(res.statusCode, qs).toBe(422);
      expect(res.json().msg).toContain(field);
    }
    const unknown = await search('keywords=a&select=987654');
    expect(unknown.statusCode).toBe(404);
  });

  it('finds goods by their 医保编码, whole as typed or its start, under the filters; a code no goods has is a keyword', async () => {
    const ids = async (qs: string) => (await search(`page_size=100&${qs}`)).json().data.data.list.map((g: { id: number }) => g.id) as number[];
    const codesOf = async (found: number[]) =>
      (await t.database.rows<{ yb_code: string }>(sql`select yb_code from goods where id = any(${`{${found.join(',')}}`}::int[])`)).map(
        (r) => r.yb_code,
      );
    const [g] = await t.database.rows<{ id: number; yb_code: string; shop_id: number; approval_no: string }>(
      sql`select id, yb_code, shop_id, approval_no from goods where yb_code like 'Z%' and status = 'on_sale' order by id limit 1`,
    );
    const whole = await ids(`keywords=${g.yb_code.toLowerCase()}`);
    expect(whole).toContain(g.id);
    expect(new Set(await codesOf(whole))).toEqual(new Set([g.yb_code]));
    // The first ten characters name the drug: every goods of it, whoever makes it.
    const drug = await ids(`keywords=${g.yb_code.slice(0, 10)}`);
    expect(drug).toContain(g.id);
    expect((await codesOf(drug)).every((c) => c.startsWith(g.yb_code.slice(0, 10)))).toBe(true);
    expect(await ids(`keywords=${g.yb_code}&shop_id=${g.shop_id}`)).toContain(g.id);
    expect(await ids(`keywords=${g.yb_code}&shop_id=${g.shop_id === 1 ? 2 : 1}`)).not.toContain(g.id);
    // 中成药 approval numbers look like a code's start (Z20057575): no goods has that code, so it is searched as text.
    const approval = g.approval_no.replace('国药准字', '');
    expect(await ids(`keywords=${approval}`)).toContain(g.id);
    expect(await ids('keywords=XA99ZZZ999')).toEqual([]);
  });

  it('serves hot words', async () => {
    const res = await t.call({ method: 'GET', url: '/api/goods/hot' });
    expect(res.json().data.map((h: { name: string }) => h.name)).toEqual([...content.hot_words].sort((a, b) => a.sort - b.sort).map((h) => h.name));
  });
});
