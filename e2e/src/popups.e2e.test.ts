import { beforeEach, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { suiteBrowser } from './browser.js';
import { pageApi, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';
import { seedCatalog, sellsPlainly } from './seed-catalog.js';

const baseURL = serverURL();

/** The web's sessionStorage key that keeps the lottery pop-up closed in a tab (web/src/features/lottery). */
const DISMISS_KEY = 'yc_lottery_closed';

// A plain shop-1 goods bought past the shop's ¥200 minimum, so the cart has something for step 2.
const goods = seedCatalog.goods.find(
  (g) => g.shop_id === 1 && sellsPlainly(g) && g.tags.length === 0 && g.base_price >= 3000 && g.stocks.some((s) => s.number > 50),
)!;

/**
 * The lottery pop-up (the storefront's marketing modal) for the demo member, who has not joined it: never over the
 * cart or a checkout step, closed by Esc and by a click on its mask, and never over the header search while it is
 * used. demo never draws (the engagement suite draws as demo2), so the pop-up is due on every page it may show on.
 */
describe('promotional pop-ups', () => {
  const browser = suiteBrowser(baseURL, { lottery: true });
  let page: Page;
  beforeEach(() => {
    page = browser.page;
  });
  const popup = () => page.getByTestId('lottery-popup');
  /** Forgets that the pop-up was closed in this tab, as a new tab would. */
  const forgetClosed = () => page.evaluate((key) => sessionStorage.removeItem(key), DISMISS_KEY);
  /** The lottery calls a page makes while `run` loads it. */
  async function lotteryCalls(run: () => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    const onRequest = (r: Request) => {
      if (new URL(r.url()).pathname.startsWith('/api/draw')) seen.push(r.url());
    };
    page.on('request', onRequest);
    try {
      await run();
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', onRequest);
    }
    return seen;
  }

  it('shows on the home page and closes with Esc, staying closed in the tab', async () => {
    await signIn(page, 'demo', 'demo123456');
    await forgetClosed();
    await page.goto('/');
    await popup().waitFor();
    expect(await popup().getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    await shot(page, 'popup-lottery-home', false);
    await page.keyboard.press('Escape');
    await popup().waitFor({ state: 'detached' });
    // Closed for this tab: the next page asks nothing of the lottery and shows nothing.
    expect(await lotteryCalls(() => page.goto('/list').then(() => undefined))).toEqual([]);
    expect(await popup().count()).toBe(0);
  });

  it('closes with a click on its mask, outside the board', async () => {
    await forgetClosed();
    await page.goto('/');
    await popup().waitFor();
    const box = (await popup().getByRole('dialog').boundingBox())!;
    // A click inside the board keeps it open…
    await popup()
      .getByRole('dialog')
      .click({ position: { x: box.width / 2, y: 60 } });
    expect(await popup().isVisible()).toBe(true);
    // …a click on the mask beside it (left of the board, mid-height) closes it.
    await popup().click({ position: { x: Math.max(20, box.x / 2), y: box.y + box.height / 2 } });
    await popup().waitFor({ state: 'detached' });
  });

  it('never shows on the cart or a checkout step, and goes when the buyer moves on to the cart', async () => {
    await forgetClosed();
    const cart = await pageApi<{ data: Array<{ lines: Array<{ id: number }> }> }>(page, '/api/cart/list?filters=99999');
    const held = cart.data.flatMap((g) => g.lines.map((l) => String(l.id)));
    if (held.length) await pageApi(page, '/api/cart/batch_delete', { form: { 'ids[]': held } });
    await pageApi(page, '/api/cart', {
      form: { 'params[0][goods_id]': String(goods.id), 'params[0][number]': String(Math.ceil(25000 / goods.base_price)) },
    });
    const ids = (await pageApi<{ settle_ids: number[] }>(page, '/api/cart/list?filters=99999')).settle_ids;
    expect(ids.length).toBe(1);

    const steps: Array<[string, string]> = [
      ['/cart', 'cart-page'],
      ['/cart_new', 'cart-page'],
      [`/cart/step2?ids=${ids.join(',')}&coupon_ids=`, 'checkout-page'],
      ['/cart/hm?ids=999999', 'site-header'],
      ['/cart/step4?ids=999999', 'site-header'],
    ];
    for (const [url, ready] of steps) {
      const calls = await lotteryCalls(async () => {
        await page.goto(url);
        await page.getByTestId(ready).first().waitFor();
      });
      expect(calls, url).toEqual([]);
      expect(await popup().count(), url).toBe(0);
    }
    await shot(page, 'popup-none-on-step2', false);

    // The same tab on the home page: it is due there…
    await page.goto('/');
    await popup().waitFor();
    // …and a move to the cart (the side bar's link, the browser's history) takes it away.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/cart');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('cart-page').waitFor();
    await popup().waitFor({ state: 'detached' });
  });

  it('gives way to the header search: moving into the box closes it, and the suggestions are on top', async () => {
    await forgetClosed();
    await page.goto('/');
    await popup().waitFor();
    const input = page.getByTestId('header-search-input');
    // Tab (or a shortcut) can reach the box under the mask: the pop-up closes at once, without its fade.
    await input.focus();
    await popup().waitFor({ state: 'detached' });
    await input.pressSequentially('amxl', { delay: 60 });
    const first = page.getByTestId('search-suggestion').first();
    await first.waitFor();
    expect(await isTopmost(page, 'search-suggestion')).toBe(true);
  });

  it('waits while the buyer types in the search box, and comes once the box is left', async () => {
    await forgetClosed();
    // The pop-up's first call is held until the buyer is typing, so it arrives while the box has the focus.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/draw/simple', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto('/');
      const input = page.getByTestId('header-search-input');
      await input.click();
      await input.pressSequentially('amxl', { delay: 60 });
      await page.getByTestId('search-suggestion').first().waitFor();
      const answered = page.waitForResponse((r) => r.url().includes('/api/draw/simple'));
      release();
      await answered;
      // Two frames: React has drawn whatever the answer brings.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await popup().count()).toBe(0);
      expect(await isTopmost(page, 'search-suggestion')).toBe(true);
      await shot(page, 'popup-waits-for-search', false);
      await input.blur();
      await popup().waitFor();
    } finally {
      await page.unroute('**/api/draw/simple');
    }
    await page.keyboard.press('Escape');
    await popup().waitFor({ state: 'detached' });
  });
});

/** The first element with this test id is what the browser hits at its centre (nothing drawn over it). */
async function isTopmost(page: Page, testId: string): Promise<boolean> {
  return page.evaluate((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  }, testId);
}
