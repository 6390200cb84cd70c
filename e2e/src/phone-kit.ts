import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { pageApi } from './storefront.js';

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
