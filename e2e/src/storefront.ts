import { expect } from 'vitest';
import { CODE } from '@yaocai/contract';
import type { Locator, Page } from 'playwright-core';
import { motionSettled } from './motion.js';

export const SHOTS = 'test-results/screenshots';

/** Whether this run keeps screenshots (CI keeps none unless E2E_SCREENSHOTS=1). */
export const TAKE_SHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/**
 * Screenshots for people to look at (test-results/, ignored by git): wait until requests and animations settle. CI
 * takes none and waits for nothing here: every test waits for what it checks itself (CI runs them so).
 */
export async function shot(page: Page, name: string, fullPage = true, waitIdle = true) {
  if (!TAKE_SHOTS) return;
  // A page with a framed document (a licence shown in place) may never report the network idle.
  if (waitIdle) await page.waitForLoadState('networkidle');
  await motionSettled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/**
 * Picks an option of an antd Select by (part of) its label and checks that the select now shows it. The option is
 * clicked once the dropdown has finished opening; should a click still be lost on a busy machine, the pick is tried
 * again (at most three times) until the selection shows. `select` is the Select (or the form item holding it);
 * `search` types the text first.
 */
export async function pickOption(page: Page, select: Locator, text: string, opts: { search?: boolean } = {}) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const input = select.locator('input').first();
    await input.click();
    if (opts.search) await input.fill(text);
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first();
    await option.waitFor();
    await motionSettled(page.locator('.ant-select-dropdown:visible').first());
    await option.click();
    const shown = await expect
      .poll(() => select.innerText(), { timeout: 2000 })
      .toContain(text)
      .then(() => true)
      .catch(() => false);
    if (shown) return;
    await page.keyboard.press('Escape');
  }
  throw new Error(`下拉选项「${text}」没有选上`);
}

/**
 * Opens an antd tab by its name and checks that it is the selected one. A click that lands while the page is still
 * settling (its first render, a panel growing above) can be lost on a busy machine — CI takes no screenshots, so
 * nothing else waited for the page to stand still — so the tab is clicked again (at most three times) until it shows.
 */
export async function openTab(tabs: Locator, name: string) {
  const tab = tabs.getByRole('tab', { name });
  for (let attempt = 0; attempt < 3; attempt++) {
    await motionSettled(tabs);
    await tab.click();
    const selected = await expect
      .poll(() => tab.getAttribute('aria-selected'), { timeout: 2000 })
      .toBe('true')
      .then(() => true)
      .catch(() => false);
    if (selected) return;
  }
  throw new Error(`标签页「${name}」没有打开`);
}

/**
 * Signs in to the operator console through its own /admin/login page (the console sends a signed-out visitor there)
 * and waits for the dashboard; or, given `at`, by the form's own call and straight onto that page (see `signedInAt`).
 */
export async function consoleSignIn(page: Page, username: string, password: string, opts: { at?: string } = {}) {
  if (opts.at) return signedInAt(page, '/admin/api/login', username, password, opts.at);
  await consoleLogin(page, username, password);
  await page.getByTestId('kpi-gmv').waitFor();
}

/** Signs in through the console's login form as any console account (a platform operator or a merchant's staff). */
export async function consoleLogin(page: Page, username: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/admin/');
  await page.waitForURL('**/admin/login**');
  await page.getByPlaceholder('运营账号或商家账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/**
 * Signs in through the real /login form and waits for the home page it lands on; or, given `at`, by the form's own call
 * and straight onto that page (see `signedInAt`).
 */
export async function signIn(page: Page, username: string, password: string, opts: { at?: string } = {}) {
  if (opts.at) return signedInAt(page, '/api/user/login', username, password, opts.at);
  await page.context().clearCookies();
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.waitFor();
  await form.locator('input').nth(0).fill(username);
  await form.locator('input[type=password]').fill(password);
  await form.locator('button[type=submit]').click();
  await page.getByTestId('header-company').waitFor();
}

/**
 * A sign-in for a test whose subject comes after it: the call the login form makes (the same form body, from the
 * page's own cookie jar), then straight to `at`. Each surface's login form has tests of its own; here the browser
 * skips drawing the form and the page it lands on (the storefront's home or the console's dashboard: 0.8–1.1 s of
 * renderer main thread together, measured, for pages the test never looks at).
 */
export async function signedInAt(page: Page, call: string, username: string, password: string, at: string) {
  await page.context().clearCookies();
  const res = await page.request.post(call, { form: { username, password } });
  const body = (await res.json()) as { code: number; msg: string };
  if (!res.ok() || body.code !== CODE.ok) throw new Error(`${username} could not sign in (${call}): ${res.status()} ${body.msg}`);
  await page.goto(at);
}

/** The operator console API (/admin/api) as the demo operator, with its own session cookie. */
export function operatorApi(baseURL: string, username = 'admin', password = 'admin123456') {
  let cookie: string | null = null;
  return async function admin<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    if (!cookie) {
      const res = await fetch(`${baseURL}/admin/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      expect(res.status).toBe(200);
      cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }
    const res = await fetch(baseURL + path, {
      method: init.method ?? 'GET',
      headers: { cookie, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const json = (await res.json()) as { code: number; msg: string; data: T };
    expect(res.status, `${path}: ${json.msg}`).toBe(200);
    return json.data;
  };
}

/** A call made by the signed-in page itself (same origin, its cookies): setup steps, not the behaviour under test. */
export async function pageApi<T>(page: Page, path: string, init: { method?: string; form?: Record<string, string | string[]> } = {}): Promise<T> {
  return page.evaluate(
    async ({ path, method, form }) => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(form ?? {})) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
      const res = await fetch(path, { method, body: method === 'GET' ? undefined : body });
      const json = await res.json();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${json.msg}`);
      return json.data;
    },
    { path, method: init.method ?? (init.form ? 'POST' : 'GET'), form: init.form },
  ) as Promise<T>;
}

/**
 * The signed-in member buys `qty` of one goods and pays from its wallet, recharged first on the sandbox provider's
 * page — through the storefront's own calls (setup for a console journey, not the checkout under test).
 */
export async function buyWithWallet(page: Page, goodsId: number, qty: number, rechargeYuan = '3000') {
  const recharge = await pageApi<{ qr_content: string }>(page, '/api/pay/recharge', { form: { amount: rechargeYuan } });
  await pageApi(page, `/api/sandbox-pay/${recharge.qr_content.split('/').pop()}/confirm`, { form: {} });
  await pageApi(page, '/api/cart', { form: { 'params[0][goods_id]': String(goodsId), 'params[0][number]': String(qty) } });
  const cart = await pageApi<{ data: Array<{ lines: Array<{ id: number; goods: { id: number } }> }> }>(page, '/api/cart/list');
  const line = cart.data.flatMap((s) => s.lines).find((l) => l.goods.id === goodsId)!;
  const preview = await pageApi<{ idem_key: string; address: { id: number } | null }>(page, '/api/cart/checkout', {
    form: { 'ids[]': String(line.id) },
  });
  const placed = await pageApi<{ orders: Array<{ id: number; order_no: string; pay_amount: number }> }>(page, '/api/order/submit', {
    form: { 'ids[]': String(line.id), address_id: String(preview.address!.id), idem_key: preview.idem_key },
  });
  const order = placed.orders[0]!;
  // The recharge is credited by the job queue: pay once it has landed.
  await expect
    .poll(
      async () => {
        await pageApi(page, '/api/pay/order', { form: { 'ids[]': String(order.id), method: 'wallet' } }).catch(() => null);
        return (await pageApi<{ status: number }>(page, `/api/order/info/${order.id}`)).status;
      },
      { timeout: 20_000, interval: 1000 },
    )
    .toBe(1);
  return order;
}
