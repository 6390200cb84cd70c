import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { registerWebApp } from './web-app.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESK = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Issue 46: a phone gets the phone storefront at the storefront's own addresses, where a phone page exists. */
describe('the storefront on a phone: one address, the page for the device', () => {
  const desk = '<!doctype html><html><head><title>药采</title></head><body><div id="root"></div>desk</body></html>';
  const phone = '<!doctype html><html><head><meta charset="UTF-8" /><title>药采</title></head><body><div id="root"></div>phone</body></html>';
  let dirs: { web: string; phone: string };
  let t: TestApp;
  beforeAll(async () => {
    dirs = { web: fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-web-')), phone: fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-phone-')) };
    fs.writeFileSync(path.join(dirs.web, 'index.html'), desk);
    fs.writeFileSync(path.join(dirs.phone, 'index.html'), phone);
    fs.mkdirSync(path.join(dirs.phone, 'assets'));
    fs.writeFileSync(path.join(dirs.phone, 'assets', 'index-abc.js'), 'console.log(1)');
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
            pageImage: async (p) => (p === '/list/info/3' ? '/media/goods/3.svg' : p === '/list/info/9' ? 'https://evil.example/x.png' : null),
          }),
        ),
    });
  });
  afterAll(async () => {
    await t?.close();
    for (const d of Object.values(dirs ?? {})) fs.rmSync(d, { recursive: true, force: true });
  });
  const page = async (url: string, ua: string, cookie?: string) => {
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
    ])
      expect([url, await page(url, IPHONE)]).toEqual([url, 'phone']);
    for (const url of ['/tlzh', '/cart/hm', '/dzht', '/list/info-pt/3', '/help']) expect([url, await page(url, IPHONE)]).toEqual([url, 'desk']);
  });

  it("names each phone page's own files in its HTML, so they load beside the entry (and only our own files)", async () => {
    const html = async (url: string) => (await t.call({ method: 'GET', url, headers: { 'user-agent': IPHONE } })).body;
    const home = await html('/');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/m/assets/home-page-abc.js">');
    expect(home).toContain('<link rel="preload" as="style" crossorigin href="/m/assets/home-page-abc.css">');
    expect(home).not.toContain('evil.example');
    const cart = await html('/cart');
    expect(cart).toContain('href="/m/assets/cart-page-def.js"');
    expect(cart).not.toContain('home-page-abc');
    // The goods page draws its main picture from the HTML (our own images only), and asks for it first.
    const goods = await html('/list/info/3');
    expect(goods).toContain(
      '<div id="boot-goods" class="yc-boot-goods" aria-hidden="true"><img src="/media/goods/3.svg" alt="" fetchpriority="high"></div><div id="root"></div>',
    );
    expect(goods).toContain('<link rel="preload" as="image" href="/media/goods/3.svg" fetchpriority="high">');
    expect(await html('/list/info/9')).not.toContain('boot-goods');
    expect(home).not.toContain('boot-goods');
    // A page the build listed nothing for gets the plain phone HTML.
    expect(await html('/order/info/5')).toBe(phone);
  });

  it('serves desks and tablets the desktop page', async () => {
    for (const ua of [DESK, IPAD, '']) expect(await page('/list/info/3', ua)).toBe('desk');
  });

  it('follows the buyer’s 电脑版 / 手机版 choice over the device', async () => {
    expect(await page('/cart', IPHONE, 'yc_view=desktop')).toBe('desk');
    expect(await page('/cart', DESK, 'yc_view=phone')).toBe('phone');
    expect(await page('/tlzh', DESK, 'yc_view=phone')).toBe('desk');
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
