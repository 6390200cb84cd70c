import { describe, expect, it } from 'vitest';
import { MODULE_KINDS, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';

const seed = readSeed();

describe.each(MODULE_KINDS)('content API on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  it('GET /api/focus/common returns hot words, nav (≤ 9), a three-level category tree per menu variant and the server time', async () => {
    const res = await t.call({ method: 'GET', url: '/api/focus/common' });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(10000);
    expect(data.hot.length).toBe(seed.content.hot_words.length);
    expect(data.nav.length).toBeGreaterThan(0);
    expect(data.nav.length).toBeLessThanOrEqual(9);
    expect(data.category.length).toBeGreaterThanOrEqual(7);
    const top = data.category[0];
    expect(top.children.length).toBeGreaterThan(0);
    expect(top.children[0].children.length).toBeGreaterThan(0);
    expect(top.logo).toMatch(/^\/media\/category\/\d+\.svg/);
    const zy = seed.catalog.categories.filter((c) => c.level === 1 && c.menus.includes('zy')).map((c) => c.name);
    expect(data.category_zy.map((c: { name: string }) => c.name)).toEqual(zy);
    expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(data.config.hot_line).toBe(seed.content.config.hot_line);
    expect(data.service.is_default).toBe(1);
  });

  it('GET /api/focus/demo returns the banners of a slot and refuses a bad banner_id', async () => {
    for (const slot of [1, 164]) {
      const res = await t.call({ method: 'GET', url: `/api/focus/demo?banner_id=${slot}` });
      expect(res.statusCode).toBe(200);
      const expected = seed.content.banners.filter((b) => b.slot === slot).sort((a, b) => a.sort - b.sort || a.id - b.id);
      expect(res.json().data.map((b: { id: number }) => b.id)).toEqual(expected.map((b) => b.id));
    }
    for (const bad of ['abc', '-1', '1.5', '']) {
      const res = await t.call({ method: 'GET', url: `/api/focus/demo?banner_id=${bad}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toContain('广告位');
    }
    const unknown = await t.call({ method: 'GET', url: '/api/focus/demo?banner_id=999999' });
    expect(unknown.json().data).toEqual([]);
  });

  it('GET /api/focus/top, /api/ad and /api/global/links come from the tables', async () => {
    const top = await t.call({ method: 'GET', url: '/api/focus/top' });
    expect(top.json().data.length).toBe(seed.content.banners.filter((b) => b.slot === 2).length);
    const ad = await t.call({ method: 'GET', url: '/api/ad?position=top_right' });
    expect(ad.json().data.length).toBe(seed.content.ads.filter((a) => a.position === 'top_right').length);
    expect(ad.json().data[0]).toEqual(expect.objectContaining({ image: expect.any(String), url: expect.any(String) }));
    const long = await t.call({ method: 'GET', url: `/api/ad?position=${'x'.repeat(200)}` });
    expect(long.statusCode).toBe(422);
    const links = await t.call({ method: 'GET', url: '/api/global/links' });
    expect(links.json().data.length).toBe(seed.content.links.length);
  });

  it('GET /api/article/category lists help groups in order with their articles; an unknown group is a 404', async () => {
    const res = await t.call({ method: 'GET', url: '/api/article/category' });
    const groups = res.json().data;
    const expected = [...seed.content.help_groups].sort((a, b) => a.sort - b.sort || a.id - b.id);
    expect(groups.map((g: { name: string }) => g.name)).toEqual(expected.map((g) => g.name));
    expect(groups.slice(0, 4).every((g: { articles: unknown[] }) => g.articles.length > 0)).toBe(true);
    const one = await t.call({ method: 'GET', url: `/api/article/category?category_id=${expected[0].id}` });
    expect(one.json().data).toHaveLength(1);
    const missing = await t.call({ method: 'GET', url: '/api/article/category?category_id=987654' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('分类不存在');
  });

  it('GET /api/post/zxgg returns the newest announcements first', async () => {
    const res = await t.call({ method: 'GET', url: '/api/post/zxgg' });
    const posts = res.json().data.post;
    const expected = seed.content.posts
      .filter((p) => p.type === 3 && new Date(p.published_at) <= new Date())
      .sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id);
    expect(posts.map((p: { id: number }) => p.id)).toEqual(expected.slice(0, 10).map((p) => p.id));
    expect(posts[0].desc).toBe(expected[0].desc);
  });

  it('GET /api/focus/{name} serves each zone slot; an unknown name is a 422', async () => {
    const slots = { right: 3, xrtj: 4, ppzq: 10, kxzq: 11, zyzq: 12, yx: 13, login: 14, new_kxzq: 15, kxzq_ad: 16 };
    for (const [name, slot] of Object.entries(slots)) {
      const res = await t.call({ method: 'GET', url: `/api/focus/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.json().data.map((b: { id: number }) => b.id)).toEqual(seed.content.banners.filter((b) => b.slot === slot).map((b) => b.id));
    }
    // a page may name the banners it shows (/kxzq/goods/{url}/{ads})
    expect((await t.call({ method: 'GET', url: '/api/focus/kxzq_ad?ids=15' })).json().data.map((b: { id: number }) => b.id)).toEqual([15]);
    expect((await t.call({ method: 'GET', url: '/api/focus/kxzq_ad?ids=14' })).json().data).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/focus/kxzq_ad?ids=x' })).statusCode).toBe(422);
    const bad = await t.call({ method: 'GET', url: '/api/focus/hacker' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('广告位不存在');
  });

  it('GET /api/focus/postList pages news posts by type, newest first', async () => {
    const all = (await t.call({ method: 'GET', url: '/api/focus/postList?page_size=50' })).json().data;
    expect(all.total).toBe(seed.content.posts.filter((p) => new Date(p.published_at) <= new Date()).length);
    const quality = (await t.call({ method: 'GET', url: '/api/focus/postList?type=1' })).json().data;
    expect(quality.list.every((p: { type: number }) => p.type === 1)).toBe(true);
    const dates = all.list.map((p: { published_at: string }) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await t.call({ method: 'GET', url: '/api/focus/postList?type=9' })).statusCode).toBe(422);
  });

  it('serves generated images for every kind of media, and 404 for unknown ones', async () => {
    for (const url of [
      '/media/goods/1.svg',
      '/media/banner/1.svg',
      '/media/banner/7.svg',
      '/media/ad/1.svg',
      '/media/link/1.svg',
      '/media/shop/1.svg',
      '/media/category/1.svg',
      '/media/brand/1.svg',
      '/media/qr/app.svg',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
    for (const url of ['/media/goods/99999999.svg', '/media/goods/abc.svg', '/media/qr/other.svg']) {
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
