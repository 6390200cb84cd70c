import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '@yaocai/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { registerWebApp } from './web-app.js';

/**
 * Issue 16: the storefront's HTML preloads the top banner and draws it before the app starts (the largest paint of
 * most pages), except on the pages drawn without the site header.
 */
// Each case builds its own app (the hints are cached per app for 30 s), a seeded PGlite each: 15 s apiece on a slow
// CI host, so a case with two of them needs more than the default 30 s.
describe('storefront HTML: the top banner before the app', { timeout: 120_000 }, () => {
  const html = '<!doctype html><html><head><title>药采</title></head><body><div id="root"></div></body></html>';
  let dist: string;
  const apps: TestApp[] = [];
  const appWith = async (topBanner: () => Promise<Banner | null>, pageImage?: (path: string) => Promise<string | null>) => {
    const t = await createTestApp('pglite', {
      extend: (app) => void app.register(async (scope) => registerWebApp(scope, { web: dist }, { topBanner, pageImage })),
    });
    apps.push(t);
    return t;
  };
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite/route-frames.json'), JSON.stringify({ withoutHeader: ['/login', '/help/:id'] }));
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const banner: Banner = { id: 5, image: '/media/banner/5.svg?v="1"', url: '/activity/a<b', name: '年末<采购>节' };

  it('preloads and draws the banner, escaped, with its data for the app, on framed pages only', async () => {
    let asked = 0;
    const t = await appWith(async () => {
      asked++;
      return banner;
    });
    const res = await t.call({ method: 'GET', url: '/list?select=10' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="preload" as="image" href="/media/banner/5.svg?v=&quot;1&quot;" fetchpriority="high">');
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body).toContain('<a href="/activity/a&lt;b" title="年末&lt;采购>节"');
    expect(res.body).toContain('<img src="/media/banner/5.svg?v=&quot;1&quot;" alt="年末&lt;采购>节"');
    const json = /<script type="application\/json" id="boot-top-banner">(.*?)<\/script>/.exec(res.body)![1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual([banner]);
    // Pages drawn without the header get the HTML as built.
    for (const url of ['/login', '/help/12']) expect((await t.call({ method: 'GET', url })).body).toBe(html);
    // Asked once, then served from the 30 s cache.
    await t.call({ method: 'GET', url: '/' });
    expect(asked).toBe(1);
  });

  it('never draws or hints a foreign image, nor links a script URL', async () => {
    const foreign = await appWith(async () => ({ ...banner, image: '//elsewhere.example/y.png' }));
    expect((await foreign.call({ method: 'GET', url: '/' })).body).toBe(html);
    const scripted = await appWith(async () => ({ ...banner, url: 'javascript:alert(1)' }));
    const body = (await scripted.call({ method: 'GET', url: '/' })).body;
    expect(body).toContain('<a title=');
    expect(body).not.toContain('href="javascript:');
  });

  it("preloads and draws the picture a path names (the goods page's main image) before the app, our own paths only", async () => {
    const images: Record<string, string> = { '/list/info/7': '/media/goods/7.svg', '/list/info/8': 'https://elsewhere.example/8.png' };
    const t = await appWith(
      async () => null,
      async (p) => {
        if (p === '/list/info/9') throw new Error('database down');
        return images[p] ?? null;
      },
    );
    const page = (await t.call({ method: 'GET', url: '/list/info/7?is_yj=1' })).body;
    expect(page).toContain('<link rel="preload" as="image" href="/media/goods/7.svg" fetchpriority="high">');
    // Drawn in the gallery's box before the app's root, as a decorative copy the gallery removes once its own loads.
    expect(page).toContain(
      '<div id="boot-goods" class="yc-boot-goods" aria-hidden="true"><div class="yc-goods-main"><img src="/media/goods/7.svg" alt="" fetchpriority="high"></div></div><div id="root"></div>',
    );
    for (const url of ['/list/info/8', '/list/info/9', '/list']) expect((await t.call({ method: 'GET', url })).body).toBe(html);
  });

  it('serves the HTML as built when the hints fail', async () => {
    const t = await appWith(async () => {
      throw new Error('database down');
    });
    const res = await t.call({ method: 'GET', url: '/' });
    expect([res.statusCode, res.body]).toEqual([200, html]);
  });
});
