import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CommonData } from '@yaocai/contract';
import { suiteBrowser } from './browser.js';
import { openTab, shot, SHOTS, TAKE_SHOTS } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();

describe('catalog and search in the storefront', () => {
  const browser = suiteBrowser(baseURL);
  let page: Page;
  beforeEach(() => {
    page = browser.page;
  });

  it('finds a medicine by pinyin initials: suggestions, arrow keys, Enter, detail with batch, expiry and ladder prices', async () => {
    await page.goto('/');
    const input = page.getByTestId('header-search-input');
    await input.click();
    await input.pressSequentially('amxl', { delay: 60 });
    const items = page.getByTestId('search-suggestion');
    await items.first().waitFor();
    expect(await page.getByTestId('search-suggestions').innerText()).toContain('阿莫西林');
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const selected = page.locator('[data-testid="search-suggestion"][aria-selected="true"]');
    const chosen = (await selected.innerText()).split('\n')[0].trim();
    expect(await items.nth(1).getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');
    await page.waitForURL(/\/list\/info\/\d+/);
    const name = await page.getByTestId('detail-name').innerText();
    expect(name).toContain(chosen.split(' ').pop()!);
    expect(await page.getByTestId('detail-batch').innerText()).toMatch(/\S{4,}/);
    expect(await page.getByTestId('detail-expiry').innerText()).toMatch(/\d{4}-\d{2}-\d{2}/);
    await page.getByTestId('detail-ladder').or(page.getByTestId('price-tip')).first().waitFor();
    expect(await page.title()).toContain(name.split('\n')[0].trim().slice(0, 4));
  });

  it('shows a drug’s 说明书, its batch’s 质检报告 and its 采购记录 in tabs; the header finds the report by batch', async () => {
    const found = await (await fetch(`${baseURL}/api/goods/reports?keyword=${encodeURIComponent('阿莫西林胶囊')}`)).json();
    const report = found.data.list[0];
    await page.goto(`/list/info/${report.goods_id}`);
    const tabs = page.getByTestId('detail-tabs');
    await openTab(tabs, '说明书');
    await expect.poll(() => page.getByTestId('detail-insert').innerText()).toContain('【适应症/功能主治】');
    expect(await page.getByTestId('detail-insert').innerText()).toContain('【禁忌】');
    await shot(page, 'goods-detail-insert', false);
    await openTab(tabs, '质检报告');
    await expect.poll(() => page.getByTestId('report-table').innerText()).toContain(report.batch_no);
    const href = await page.getByTestId('report-open').first().getAttribute('href');
    const drawn = await fetch(new URL(href!, baseURL));
    expect(drawn.headers.get('content-type')).toContain('image/svg+xml');
    await openTab(tabs, '采购记录');
    await page.getByTestId('detail-purchases').or(tabs.getByTestId('empty-state')).first().waitFor();

    await page.getByTestId('header-quality').click();
    await page.getByTestId('report-batch').fill(report.batch_no);
    await page.getByTestId('report-submit').click();
    await expect.poll(() => page.locator('.ant-modal').getByTestId('report-table').innerText()).toContain(report.goods_name);
    await shot(page, 'quality-report-search', false);
  });

  it('shows the ladder price table on a detail page that has one, with prices hidden from a guest', async () => {
    const list = await (await fetch(`${baseURL}/api/goods/list?page_size=100&sort=sales`)).json();
    const withLadder = list.data.list.find((g: { ladder_price: unknown[]; is_kx: number }) => g.ladder_price.length > 1 && !g.is_kx);
    await page.goto(`/list/info/${withLadder.id}`);
    const ladder = page.getByTestId('detail-ladder');
    await ladder.waitFor();
    expect(await ladder.innerText()).toContain(String(withLadder.ladder_price[1].number));
    expect(await page.getByTestId('price-tip').first().innerText()).toContain('登录后可见');
  });

  it('draws the goods picture before the scripts run, exactly where the gallery then shows it, and hands over to it', async () => {
    const box = (p: Page, selector: string) =>
      p.evaluate((sel) => {
        const r = document.querySelector(sel)!.getBoundingClientRect();
        return [r.left, r.top, r.width, r.height].map(Math.round);
      }, selector);
    const before = await browser.context.newPage();
    await before.route('**/*.js', (route) => route.abort());
    await before.goto('/list/info/1');
    const drawn = await box(before, '#boot-goods .yc-goods-main');
    expect(await before.locator('#boot-goods img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await before.close();

    await page.goto('/list/info/1');
    await page.getByTestId('detail-name').waitFor();
    await expect.poll(() => page.locator('#boot-goods').count()).toBe(0);
    const gallery = await page.locator('#root img[fetchpriority="high"]').evaluate((img) => {
      const r = img.parentElement!.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height].map(Math.round);
    });
    expect(gallery).toEqual(drawn);
  });

  it('browses from the all-categories menu to a list, switches to the table view keeping the filter', async () => {
    const common: CommonData = (await (await fetch(`${baseURL}/api/focus/common`)).json()).data;
    const top = common.category[0];
    await page.goto('/');
    await page.getByTestId('category-menu-item').first().locator('a').first().click();
    await page.waitForURL((u) => u.pathname === '/list' && u.searchParams.get('select') === String(top.id));
    await page.getByTestId('goods-card').first().waitFor();
    await expect.poll(() => page.getByTestId('list-total').innerText()).toMatch(/\d+/);
    const total = await page.getByTestId('list-total').innerText();
    await page.getByTestId('view-switch-table').click();
    await page.waitForURL((u) => u.pathname === '/list/table' && u.searchParams.get('select') === String(top.id));
    await page.getByTestId('goods-table').waitFor();
    await expect.poll(() => page.getByTestId('list-total').innerText()).toBe(total);
    if (TAKE_SHOTS) await page.screenshot({ path: `${SHOTS}/list-table.png` });
  });

  it('shows 登录后可见 instead of prices to a guest and prices to a signed-in member', async () => {
    await page.goto('/list');
    await page.getByTestId('goods-card').first().waitFor();
    const tips = await page.getByTestId('price-tip').allInnerTexts();
    expect(tips.length).toBeGreaterThan(0);
    expect(tips.every((t) => t.includes('登录后可见'))).toBe(true);
    expect(await page.getByTestId('goods-price').count()).toBe(0);

    await page.goto('/login');
    const form = page.getByTestId('login-form');
    await form.locator('input').nth(0).fill('demo');
    await form.locator('input[type=password]').fill('demo123456');
    await form.locator('button[type=submit]').click();
    await page.getByTestId('header-company').waitFor();
    await page.goto('/list?in_stock=1');
    await page.getByTestId('goods-price').first().waitFor();
    expect(await page.getByTestId('goods-price').first().innerText()).toMatch(/¥\d+\.\d{2}/);
    if (TAKE_SHOTS) await page.screenshot({ path: `${SHOTS}/list-member.png` });
  });
});
