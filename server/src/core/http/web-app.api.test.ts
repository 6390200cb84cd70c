import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { registerWebApp } from './web-app.js';

/** Issue 16: the storefront's HTML names the top banner's image for preloading (the largest paint of most pages). */
describe('storefront HTML preload hints', () => {
  const html = '<!doctype html><html><head><title>药采</title></head><body><div id="root"></div></body></html>';
  let dist: string;
  const apps: TestApp[] = [];
  const appWith = async (preloadImages: () => Promise<string[]>) => {
    const t = await createTestApp('pglite', {
      extend: (app) => void app.register(async (scope) => registerWebApp(scope, dist, undefined, { preloadImages })),
    });
    apps.push(t);
    return t;
  };
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('hints our own image paths, escaped, and never a foreign or protocol-relative one', async () => {
    let asked = 0;
    const t = await appWith(async () => {
      asked++;
      return ['/media/banner/5.svg?v="1"', 'https://elsewhere.example/x.png', '//elsewhere.example/y.png'];
    });
    const res = await t.call({ method: 'GET', url: '/list' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="preload" as="image" href="/media/banner/5.svg?v=&quot;1&quot;" fetchpriority="high">');
    expect(res.body).not.toContain('elsewhere.example');
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('</head>'));
    // Asked once, then served from the 30 s cache.
    await t.call({ method: 'GET', url: '/' });
    expect(asked).toBe(1);
  });

  it('serves the HTML as built when the hints fail', async () => {
    const t = await appWith(async () => {
      throw new Error('database down');
    });
    const res = await t.call({ method: 'GET', url: '/' });
    expect([res.statusCode, res.body]).toEqual([200, html]);
  });
});
