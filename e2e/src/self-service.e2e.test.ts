import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suiteBrowser } from './browser.js';
import { png } from './registration.js';
import { operatorApi, pageApi, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();

/** Self-service (/zzfw): favourites from a list to /star, feedback with a photo, a 求购 answered by the operator. */
describe('self-service: favourites, feedback, wanted varieties', () => {
  const browser = suiteBrowser(baseURL);
  const admin = operatorApi(baseURL);
  let page: Page;
  beforeAll(async () => {
    await signIn(browser.page, 'demo', 'demo123456');
  });
  beforeEach(() => {
    page = browser.page;
  });

  it('favourites goods from the table list, finds them in /star through the toast, then cancels', async () => {
    await page.goto('/list/table');
    const row = page.getByTestId('goods-row').first();
    await row.waitFor();
    const name = (await row.locator('a').nth(1).textContent())!.trim();
    await row.getByTestId('favorite').click();
    const toast = page.locator('.ant-message-notice').filter({ hasText: '收藏成功' });
    await toast.waitFor();
    await expect.poll(() => row.getByTestId('favorite').getAttribute('aria-pressed')).toBe('true');
    // And one from the detail page.
    await page.goto('/list');
    const card = page.getByTestId('goods-card').nth(3);
    await card.waitFor();
    await card.locator('a').first().click();
    const detailFavorite = page.getByTestId('detail-actions').getByTestId('favorite');
    await detailFavorite.waitFor();
    const detailName = (await page.getByTestId('detail-name').textContent())!.trim();
    await detailFavorite.click();
    await page.locator('.ant-message-notice').filter({ hasText: '收藏成功' }).last().getByRole('button', { name: '查看我的收藏' }).click();
    await page.waitForURL('**/star');
    const list = page.getByTestId('favorite-list');
    await list.waitFor();
    await expect
      .poll(async () => (await list.getByTestId('favorite-name').allTextContents()).map((s) => s.trim()))
      .toEqual(expect.arrayContaining([name, detailName]));
    await shot(page, 'star', false);

    // Buy from /star, then cancel one.
    const first = list.locator('tr', { has: page.getByTestId('favorite-name') }).first();
    await first.getByTestId('add-to-cart').click();
    await page.locator('.ant-message-notice').filter({ hasText: '购物车' }).first().waitFor();
    const before = await list.getByTestId('favorite-name').count();
    await first.getByTestId('favorite-cancel').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.locator('.ant-message-notice').filter({ hasText: '取消收藏成功' }).waitFor();
    await expect.poll(() => list.getByTestId('favorite-name').count()).toBe(before - 1);
  });

  it('sends feedback with a photo and reads the reply', async () => {
    await page.goto('/yjfk');
    const form = page.getByTestId('feedback-form');
    await form.waitFor();
    await form.getByRole('radio', { name: '物流配送' }).check();
    const text = `e2e 反馈：周五下单的药品周一才到，希望增加周末配送 ${Date.now()}`;
    await page.getByTestId('feedback-content').fill(text);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yc-fb-')), '破损外箱.png');
    fs.writeFileSync(file, png(120, 90, [200, 120, 60]));
    await form.locator('input[type=file]').setInputFiles(file);
    await expect.poll(() => form.locator('.ant-upload-list-item').count()).toBe(1);
    await page.getByTestId('feedback-submit').click();
    await page.locator('.ant-message-notice').filter({ hasText: '提交成功' }).waitFor();
    const item = page.getByTestId('feedback-item').filter({ hasText: text });
    await item.waitFor();
    expect(await item.locator('img').count()).toBe(1);
    expect(await item.textContent()).toContain('待回复');

    const queue = await admin<{ list: Array<{ id: number; content: string }> }>('/admin/api/feedback?status=0');
    const mine = queue.list.find((f) => f.content === text)!;
    await admin(`/admin/api/feedback/${mine.id}/reply`, { method: 'POST', body: { reply: '已安排周六配送，感谢建议。' } });
    await page.reload();
    await page.getByTestId('feedback-item').filter({ hasText: text }).getByTestId('feedback-reply').waitFor();
    await shot(page, 'yjfk', false);
  });

  it('posts a 求购, and buys the goods the operator found', async () => {
    await page.goto('/pzqg');
    await page.getByTestId('wanted-list').waitFor();
    await page.getByTestId('wanted-add').click();
    await page.waitForURL('**/pzqg/add');
    const name = `复方丹参滴丸 e2e ${Date.now() % 100000}`;
    await page.getByTestId('wanted-name').fill(name);
    const form = page.getByTestId('wanted-form');
    await form.getByPlaceholder('如 1.0g*10瓶').fill('27mg*180丸');
    await form.getByPlaceholder('指定厂家时填写').fill('天士力医药集团');
    await page.getByTestId('wanted-quantity').fill('120');
    await page.getByTestId('wanted-price').fill('21.5');
    await shot(page, 'pzqg-add', false);
    await page.getByTestId('wanted-submit').click();
    await page.waitForURL('**/pzqg/info?id=*');
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await expect.poll(() => page.getByTestId('wanted-status').textContent()).toBe('待处理');

    const goods = await pageApi<{ list: Array<{ id: number; number: number; is_buy: number }> }>(page, '/api/goods/list?page_size=10');
    const offer = goods.list.filter((g) => g.number > 0 && g.is_buy === 1).slice(0, 2);
    await admin(`/admin/api/wanted/${id}/reply`, {
      method: 'POST',
      body: { status: 1, reply: '已为您找到两家商家的货源，可直接下单。', goods_ids: offer.map((g) => g.id).join(',') },
    });
    await page.reload();
    await expect.poll(() => page.getByTestId('wanted-status').textContent()).toBe('已找到货源');
    const rows = page.getByTestId('wanted-info').getByTestId('goods-row');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.first().getByTestId('add-to-cart').click();
    await page.locator('.ant-message-notice').filter({ hasText: '购物车' }).first().waitFor();
    await shot(page, 'pzqg-info', false);
    await page.goto('/pzqg');
    await page.getByTestId('wanted-list').getByText(name).waitFor();
    await shot(page, 'pzqg', false);
    // The member was told in /wdxx.
    await page.goto('/wdxx');
    await page.getByTestId('message-centre').getByText(`您求购的“${name}”已找到货源`).waitFor();
  });
});
