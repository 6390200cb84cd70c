import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { registerWebApp } from './web-app.js';
import { phoneFirstScreens } from './phone-first-screen.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESK = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Issue 46: a phone gets the phone storefront at the storefront's own addresses, where a phone page exists. */
describe('the storefront on a phone: one address, the page for the device', () => {
  const desk = '<!doctype html><html><head><title>药采</title></head><body><div id="root"></div>desk</body></html>';
  // As the phone build writes it: the entry, its files, its stylesheet.
  const phone =
    '<!doctype html><html><head><meta charset="UTF-8" /><title>药采</title>' +
    '<script type="module" crossorigin src="/m/assets/index-abc.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/m/assets/react-abc.js">' +
    '<link rel="stylesheet" crossorigin href="/m/assets/index-abc.css">' +
    '</head><body><div id="root"></div>phone</body></html>';
  let dirs: { web: string; phone: string };
  let t: TestApp;
  beforeAll(async () => {
    dirs = { web: fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-web-')), phone: fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-phone-')) };
    fs.writeFileSync(path.join(dirs.web, 'index.html'), desk);
    fs.writeFileSync(path.join(dirs.phone, 'index.html'), phone);
    fs.mkdirSync(path.join(dirs.phone, 'assets'));
    fs.writeFileSync(path.join(dirs.phone, 'assets', 'index-abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dirs.phone, 'assets', 'index-abc.css'), '.yc-boot{position:absolute}');
    fs.writeFileSync(path.join(dirs.phone, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(
      path.join(dirs.phone, 'page-preloads.json'),
      JSON.stringify({
        home: { js: ['/m/assets/home-page-abc.js', 'https://evil.example/x.js'], css: ['/m/assets/home-page-abc.css'] },
        cart: { js: ['/m/assets/cart-page-def.js'], css: [] },
      }),
    );
    t = await createTestApp('pglite', {
      seed: false,
      extend: (app) =>
        void app.register(async (scope) =>
          registerWebApp(scope, dirs, {
            topBanner: async () => null,
            phoneFirstScreens: phoneFirstScreens({
              homeBanners: async () => [{ id: 1, name: '优选专区', image: '/media/banner/1.svg', url: '/yx' }],
              search: async () => null,
              goodsImage: async (id) => (id === 3 ? '/media/goods/3.svg' : id === 9 ? 'https://evil.example/x.png' : null),
            }),
          }),
        ),
    });
  });
  afterAll(async () => {
    await t?.close();
    for (const d of Object.values(dirs ?? {})) fs.rmSync(d, { recursive: true, force: true });
  });
  // A request with a session cookie: not a guest (a guest opening a member's page is sent to sign in first).
  const page = async (url: string, ua: string, cookie = 'yc_sid=s') => {
    const res = await t.call({ method: 'GET', url, headers: { 'user-agent': ua }, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('User-Agent');
    return res.body.includes('phone') ? 'phone' : res.body.includes('desk') ? 'desk' : res.body;
  };

  it('serves a phone the phone page where one exists, and the desktop page everywhere else', async () => {
    for (const url of [
      '/',
      '/search?keywords=%E6%84%9F%E5%86%92',
      '/list/info/3',
      '/cart',
      '/login?redirect=%2Fcart',
      '/user',
      '/order?status=2',
      '/order/info/5',
      '/wdqb?tab=recharges',
      '/jfsc/details?id=2',
      '/register',
      '/register/step2',
      '/register/dd/step1',
      '/forget/step1',
      '/cart/hm',
      '/dzht',
      '/list/info-pt/3',
      '/activity/nianzhong/from/banner',
      '/help',
      '/help/xrzn/hyzc?id=1',
      '/privacy',
      '/news/info/3/3',
      '/tlzh',
      '/pzqg/add',
      '/zhzx/addr',
      // An address the storefront does not have: the phone's 404.
      '/help/xrzn/hyzc/x',
      '/no-such-page',
    ])
      expect([url, await page(url, IPHONE)]).toEqual([url, 'phone']);
  });

  const filesOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="boot-js">(.*?)<\/script>/.exec(html)![1]!) as { entry: string; js: string[]; css: string[] };

  it("draws the first screen, inlines the stylesheet and starts each page's own files after it (only our own files)", async () => {
    const call = async (url: string) => t.call({ method: 'GET', url, headers: { 'user-agent': IPHONE }, cookie: 'yc_sid=s' });
    const res = await call('/');
    const home = res.body;
    // The stylesheet is in the HTML (a disabled link, never fetched, marks it as there for the app's loader).
    expect(home).toContain('<style>.yc-boot{position:absolute}</style><link rel="stylesheet" crossorigin href="/m/assets/index-abc.css" disabled>');
    // No script starts with the HTML: the loader starts the entry, the entry's files and the page's own.
    expect(home).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(filesOf(home)).toEqual({
      entry: '/m/assets/index-abc.js',
      js: ['/m/assets/react-abc.js', '/m/assets/home-page-abc.js'],
      css: ['/m/assets/home-page-abc.css'],
    });
    // The loader is the one inline script, allowed by its hash alone.
    const hash = /'sha256-[\w+/=]+'/.exec(String(res.headers['content-security-policy']))?.[0];
    expect(hash).toBeDefined();
    const inline = [...home.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(`'sha256-${crypto.createHash('sha256').update(inline[0]!).digest('base64')}'`).toBe(hash);
    // Home: the banner drawn first (and asked for first), with the banners for the app.
    expect(home).toContain('<link rel="preload" as="image" href="/media/banner/1.svg" fetchpriority="high">');
    expect(home).toMatch(
      /<div id="boot" class="yc-boot" aria-hidden="true">.*<img src="\/media\/banner\/1.svg" alt="" fetchpriority="high" data-boot-lcp>/,
    );
    expect(home).toContain('<script type="application/json" id="boot-banners">[{"id":1,');
    const cart = (await call('/cart')).body;
    expect(filesOf(cart).js).toContain('/m/assets/cart-page-def.js');
    expect(cart).not.toContain('home-page-abc');
    expect(cart).not.toContain('evil.example');
    expect(home).not.toContain('evil.example');
    // The goods page draws its main picture (our own images only).
    const goods = (await call('/list/info/3')).body;
    expect(goods).toContain('<img src="/media/goods/3.svg" alt="" fetchpriority="high" data-boot-lcp></div><div id="root"></div>');
    expect(goods).toContain('<link rel="preload" as="image" href="/media/goods/3.svg" fetchpriority="high">');
    expect(await (await call('/list/info/9')).body).not.toContain('id="boot"');
    // A page with no first screen and no files of its own: the entry alone.
    const order = (await call('/order/info/5')).body;
    expect(order).not.toContain('id="boot"');
    expect(filesOf(order)).toEqual({ entry: '/m/assets/index-abc.js', js: ['/m/assets/react-abc.js'], css: [] });
  });

  it("sends a guest who opens a member's page on a phone to sign in first, and back", async () => {
    for (const url of ['/cart', '/order?status=2', '/wdqb?tab=recharges']) {
      const res = await t.call({ method: 'GET', url, headers: { 'user-agent': IPHONE } });
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 302, `/login?redirect=${encodeURIComponent(url)}`]);
    }
    // Pages a guest may use, and a desk, are served as they are.
    expect(await page('/', IPHONE, '')).toBe('phone');
    expect(await page('/login?redirect=%2Fcart', IPHONE, '')).toBe('phone');
    expect(await page('/cart', DESK, '')).toBe('desk');
  });

  it('serves desks and tablets the desktop page', async () => {
    for (const ua of [DESK, IPAD, '']) expect(await page('/list/info/3', ua)).toBe('desk');
  });

  it('follows the buyer’s 电脑版 / 手机版 choice over the device', async () => {
    expect(await page('/cart', IPHONE, 'yc_view=desktop')).toBe('desk');
    expect(await page('/cart', DESK, 'yc_view=phone; yc_sid=s')).toBe('phone');
    // 手机版 on a desk: every address is the phone app's, one it does not have included (its 404).
    expect(await page('/no-such-page', DESK, 'yc_view=phone')).toBe('phone');
    expect(await page('/cart', DESK, 'yc_view=%3Cscript%3E')).toBe('desk');
  });

  it('serves the phone app’s files under /m/, cached for a year, and nothing else there', async () => {
    const js = await t.call({ method: 'GET', url: '/m/assets/index-abc.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await t.call({ method: 'GET', url: '/m/assets/missing.js' })).statusCode).toBe(404);
    // The service worker keeps the shell for the storefront's own paths: its scope may be the whole site, and a new
    // version is fetched at once.
    const sw = await t.call({ method: 'GET', url: '/m/sw.js' });
    expect([sw.statusCode, sw.headers['service-worker-allowed'], sw.headers['cache-control']]).toEqual([200, '/', 'no-cache']);
    expect((await t.call({ method: 'GET', url: '/m/search', headers: { 'user-agent': IPHONE } })).statusCode).toBe(404);
  });
});
