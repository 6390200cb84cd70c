import fs from 'node:fs';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pageApi, signedInAt, SHOTS, shot, TAKE_SHOTS } from './storefront.js';

/** Issue 46's phone browser tests: what every one of them checks the same way. */

/** Nothing on the page is wider than the phone, at 375 px and on the narrowest phones in use (320 px): no sideways scrolling. */
export async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 320, height: 812 });
  try {
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  } finally {
    await page.setViewportSize({ width: 375, height: 812 });
  }
}

/** The member's quantity of a goods in the cart (0 when none), read by the API in the page's own session. */
export async function cartNumber(page: Page, goodsId: number): Promise<number> {
  const cart = await pageApi<{ data: Array<{ lines: Array<{ number: number; goods: { id: number } }> }> }>(page, '/api/cart/list');
  return cart.data.flatMap((g) => g.lines).find((l) => l.goods.id === goodsId)?.number ?? 0;
}

/**
 * Signs in on the phone's own /login page (a demo member's password) and lands on 我的; or, given `at`, by the form's own
 * call and straight onto that page (storefront.ts `signedInAt`).
 */
export async function phoneSignIn(page: Page, username: string, password = 'demo123456', opts: { at?: string } = {}) {
  if (opts.at) return signedInAt(page, '/api/user/login', username, password, opts.at);
  await page.context().clearCookies();
  await page.goto('/login?redirect=%2Fuser');
  await page.getByPlaceholder('用户名/手机号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).tap();
  await page.waitForURL('**/user');
  await page.getByTestId('phone-member-card').waitFor();
}

/**
 * A phone page's screenshot once toasts and sheets have gone — or, given `sheet`, with that sheet or dialog open once it
 * has stopped sliding — also kept under docs/screenshots/phone/ (the pages people look at). `waitIdle: false` for a page
 * caught while a request is still out.
 */
export async function phoneShot(page: Page, name: string, opts: { fullPage?: boolean; sheet?: Locator; waitIdle?: boolean } = {}) {
  const { fullPage = false, sheet, waitIdle = true } = opts;
  // No picture, nothing to wait for (a toast that has not faded yet covers nothing a test taps).
  if (!TAKE_SHOTS) return;
  // antd-mobile animates its toasts, masks and sheets in JS, which motionSettled does not see.
  const cover = sheet ? '.adm-toast-main' : '.adm-toast-main, .adm-mask:visible';
  await expect.poll(() => page.locator(cover).count(), { timeout: 10_000 }).toBe(0);
  if (sheet) {
    let last = '';
    await expect
      .poll(async () => {
        const box = JSON.stringify(await sheet.boundingBox());
        const still = box === last;
        last = box;
        return still;
      })
      .toBe(true);
  }
  await shot(page, `phone-${name}`, fullPage, waitIdle);
  const taken = `${SHOTS}/phone-${name}.png`;
  if (fs.existsSync(taken)) fs.copyFileSync(taken, `docs/screenshots/phone/${name}.png`);
}
