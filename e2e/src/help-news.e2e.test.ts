import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { suiteBrowser } from './browser.js';
import { shot } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();

describe('help centre and news', () => {
  const browser = suiteBrowser(baseURL);
  let page: Page;
  beforeEach(() => {
    page = browser.page;
  });

  it('opens the user agreement and the privacy policy from registration, in the help centre with its menu', async () => {
    await page.goto(`${baseURL}/register/step1`);
    const [agreement] = await Promise.all([
      browser.context.waitForEvent('page'),
      page
        .locator('form')
        .getByRole('link', { name: /用户协议/ })
        .click(),
    ]);
    await agreement.waitForLoadState('networkidle');
    expect(new URL(agreement.url()).pathname).toBe('/help/fwbz/yhxy');
    await expect.poll(() => agreement.getByTestId('help-article').locator('h1').textContent()).toBe('用户协议');
    expect(await agreement.getByTestId('help-article').textContent()).toContain('会员资格');
    await agreement.close();

    const [privacy] = await Promise.all([browser.context.waitForEvent('page'), page.locator('form').getByRole('link', { name: /隐私/ }).click()]);
    await privacy.waitForLoadState('networkidle');
    expect(new URL(privacy.url()).pathname).toBe('/privacy');
    await expect.poll(() => privacy.getByTestId('help-article').locator('h1').textContent()).toBe('隐私协议');
    // The menu leads on to the other articles of the help centre.
    await privacy.getByRole('navigation', { name: '帮助中心' }).getByRole('link', { name: '药品退换货' }).click();
    await expect.poll(() => privacy.getByTestId('help-article').locator('h1').textContent()).toBe('药品退换货');
    await privacy.close();
  });

  it('follows the announcement bar to its news page, steps to the next notice and back to the list', async () => {
    await page.goto(baseURL);
    const first = page.getByTestId('announcement-bar').locator('a').first();
    await first.waitFor();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/news\/info\/\d+\/3$/);
    await first.click();
    await page.waitForURL(`**${href}`);
    const detail = page.getByTestId('news-detail');
    await detail.waitFor();
    const title = await detail.locator('h1').textContent();
    expect(title).toBeTruthy();
    await shot(page, 'news-detail', false);
    await detail.getByRole('link', { name: '活动公告' }).click();
    await page.waitForURL('**/news/notice');
    const list = page.getByTestId('news-list');
    await list.waitFor();
    expect(await list.locator('li a').allTextContents()).toContain(title);
    await shot(page, 'news-notice', false);
  });

  it("opens the site's licence from the footer on /help/xrzn/hyzc?id=, with the number the footer shows", async () => {
    await page.goto(baseURL);
    const link = page.getByTestId('site-footer').getByRole('link', { name: /互联网药品信息服务资格证书/ });
    const shown = (await link.textContent())!.split('：')[1];
    await link.click();
    await page.waitForURL('**/help/xrzn/hyzc?id=1');
    const licence = page.getByTestId('licence-page');
    await licence.waitFor();
    expect(await licence.locator('h1').textContent()).toContain('互联网药品信息服务资格证书');
    expect(await licence.textContent()).toContain(shown);
    await shot(page, 'help-licence', false);
  });
});
