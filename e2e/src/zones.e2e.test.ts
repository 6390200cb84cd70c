import { beforeAll, describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();

/** /zhzq (组合购), /video and the 控销 groups (/kxzq/goods/{url}/{ads}): zone pages of spec §2. */
describe('combination and video zones', () => {
  const browser = suiteBrowser(baseURL);
  beforeAll(async () => {
    await signIn(browser.page, 'demo2', 'demo123456');
  });

  it('lists packages with their price and saving, and puts one in the cart', async () => {
    const page = browser.page;
    await page.goto('/zhzq');
    const pkg = page.getByTestId('combination-package').first();
    await pkg.waitFor();
    expect(await pkg.textContent()).toContain('立省');
    await shot(page, 'zhzq', false);
    await pkg.getByTestId('add-to-cart').click();
    await page.locator('.ant-message-notice').filter({ hasText: '加入购物车成功' }).waitFor();
  });

  it('plays a video from the grid, streamed by byte ranges', async () => {
    const page = browser.page;
    await page.goto('/video');
    const cards = page.getByTestId('video-card');
    // The four demo videos, and any an operator uploaded since (the console suite uploads one).
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(4);
    await cards.nth(2).click();
    const player = page.getByTestId('video-player');
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    const title = await cards.nth(2).locator('span').nth(-2).textContent();
    expect(await page.locator('h1').textContent()).toBe(title);
    await player.evaluate((v: HTMLVideoElement) => v.pause());
    await shot(page, 'video', false);
  });

  it('leads from /kxzq to one 控销 group with its banner and only its goods', async () => {
    const page = browser.page;
    await page.goto('/kxzq');
    const link = page.locator('[data-testid="kx-group-link"][data-url="zcyyp"]');
    await link.waitFor();
    const count = Number((await link.innerText()).match(/(\d+)个品种/)![1]);
    await link.click();
    await page.waitForURL(/\/kxzq\/goods\/zcyyp\/15$/);
    const heading = page.getByTestId('kx-group-heading');
    await expect.poll(() => heading.innerText()).toContain('中成药与中药饮片');
    await page.getByTestId('kx-group-ads').locator('img').waitFor();
    await expect.poll(() => page.getByTestId('list-total').innerText()).toContain(String(count));
    await shot(page, 'kxzq-group', false);
    await page.goto('/kxzq/goods/no-such-group');
    await page.getByTestId('kx-group-missing').waitFor();
  });
});
