import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser } from './browser.js';
import { shot } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();

const seed = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../server/seed/catalog.json'), 'utf8')) as {
  goods: Array<{ id: number; name: string; status: string; is_kx: boolean }>;
};
const goods = seed.goods.find((g) => g.status === 'on_sale' && !g.is_kx)!;

/**
 * A guest's page load is quiet: no console error and no uncaught page error. The signed-out state of /api/user/base
 * is an ordinary answer (the guest state), and no page a guest opens asks a member-only call on load.
 */
describe('a guest page load raises no console error', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  const problems: string[] = [];
  beforeAll(async () => {
    browser = await openBrowser(baseURL);
    page = browser.page;
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()} (${m.location().url})`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
    });
  });
  afterAll(() => browser?.close());

  /** Loads a page as a guest, waits for `ready` and for the network to settle, and hands back what went wrong. */
  async function load(url: string, ready: string): Promise<string[]> {
    problems.length = 0;
    await page.goto(url);
    await page.getByTestId(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    return [...problems];
  }

  it('the home page, a list page and a goods detail', async () => {
    await page.context().clearCookies();
    const base = page.waitForResponse((r) => r.url().endsWith('/api/user/base'));
    expect(await load('/', 'site-header')).toEqual([]);
    const answer = await base;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: { show: number } }).data.show).toBe(0);
    // The header is a guest's: login and register links.
    expect(await page.getByTestId('site-header').innerText()).toContain('登录');
    await shot(page, 'guest-home', false);

    expect(await load('/list', 'goods-card')).toEqual([]);
    expect(await load(`/list/info/${goods.id}`, 'goods-detail')).toEqual([]);
    expect(await page.getByTestId('detail-name').innerText()).toContain(goods.name);
  });

  it('the other pages a guest opens on load: search, cart, coupon centre, registration', async () => {
    expect(await load('/search?keywords=amxl', 'site-header')).toEqual([]);
    expect(await load('/cart', 'site-header')).toEqual([]);
    expect(await load('/register/step1', 'register-steps')).toEqual([]);
    expect(await load('/register/step2', 'register-steps')).toEqual([]);
    // The coupon centre is a member's: a guest is sent to the login before anything is asked.
    expect(await load('/lqzx', 'login-form')).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
