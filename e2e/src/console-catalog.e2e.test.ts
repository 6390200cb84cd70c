import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GoodsEditView, GoodsFormOptions } from '@yaocai/contract';
import { suiteBrowser } from './browser.js';
import { consoleSignIn, operatorApi, pickOption, shot, signIn } from './storefront.js';

const baseURL = inject('baseURL');
const admin = operatorApi(baseURL);

/** The form item labelled `label` (its Select, for pickOption). */
const field = (page: Page, label: string) => page.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) });

/** The console's catalog (issue "Operator console"): a goods created with a batch, ladder and image reaches the storefront. */
describe('operator console: catalog', () => {
  const browser = suiteBrowser(baseURL);
  const suffix = String(Date.now()).slice(-6);
  const name = `头孢克肟分散片（控制台新建${suffix}）`;

  it('an operator creates a goods with a batch, ladder and photo, and a buyer finds it in the storefront', async () => {
    const page = browser.page;
    const options = await admin<GoodsFormOptions>('/admin/api/goods/options');
    const shop = options.shops.find((s) => s.warehouses.length > 0)!;
    const category = options.categories.find((c) => c.path.includes('头孢'))!;

    await consoleSignIn(page, 'yunying', 'yunying123456');
    await page.goto('/admin/catalog/goods');
    await page.getByRole('button', { name: '新建商品' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('基本信息').waitFor();
    await pickOption(page, field(page, '店铺'), shop.name, { search: true });
    await pickOption(page, field(page, '分类（末级）'), category.path.split(' / ').pop()!, { search: true });
    await drawer.getByLabel('通用名').fill('头孢克肟分散片');
    await drawer.getByLabel('商品名称（前台显示）').fill(name);
    await drawer.getByLabel('规格').fill('0.1g*6片');
    await drawer.getByLabel('剂型').fill('片剂');
    await drawer.getByLabel('生产厂家').fill('药采演示制药有限公司');
    await drawer.getByLabel('批准文号').fill(`国药准字H2099${suffix.slice(-4)}`);
    await pickOption(page, field(page, '处方分类'), '处方药');
    await pickOption(page, field(page, '经营范围'), '抗生素制剂', { search: true });
    await drawer.getByLabel('包装单位').fill('盒');
    await drawer.getByLabel('批号').fill(`E2E${suffix}`);
    await drawer.getByLabel('生产日期').fill('2026-10-01');
    await drawer.getByLabel('生产日期').press('Enter');
    await drawer.getByLabel('有效期至').fill('2028-09-30');
    await drawer.getByLabel('有效期至').press('Enter');
    await drawer.getByLabel(`${shop.warehouses[0]!.name}库存`).fill('300');
    await drawer.getByLabel('供货价（元）').fill('9.80');
    await drawer.getByLabel('建议零售价（元）').fill('15.00');
    await drawer.getByRole('button', { name: '添加阶梯价' }).click();
    await drawer.getByLabel('满（件）').fill('10');
    await drawer.getByLabel('单价（元）').fill('9.50');

    // A real PNG: the page's own pixels.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 240 } });
    await drawer.locator('input[type=file]').setInputFiles({ name: '主图.png', mimeType: 'image/png', buffer: png });
    await drawer.getByTestId('goods-image').first().waitFor();
    await shot(page, 'console-goods-editor', false);
    const saved = page
      .waitForResponse((r) => r.url().endsWith('/admin/api/goods') && r.request().method() === 'POST', { timeout: 15_000 })
      .catch(async () => {
        throw new Error(`表单未提交：${(await drawer.locator('.ant-form-item-explain-error').allInnerTexts()).join('；')}`);
      });
    await drawer.getByTestId('goods-save').click();
    const res = await saved;
    expect([res.status(), (await res.json()).msg]).toEqual([200, '商品已创建']);
    await drawer.waitFor({ state: 'hidden' });

    const found = await admin<{ list: Array<{ id: number; name: string }> }>(`/admin/api/goods?keyword=${encodeURIComponent(name)}`);
    expect(found.list.map((g) => g.name)).toEqual([name]);
    const goods = await admin<GoodsEditView>(`/admin/api/goods/${found.list[0]!.id}`);
    expect(goods).toMatchObject({
      batch_no: `E2E${suffix}`,
      base_price: 980,
      ladders: [{ number: 10, price: 950 }],
      stocks: expect.arrayContaining([{ ck_id: shop.warehouses[0]!.id, number: 300 }]),
    });
    expect(goods.images).toHaveLength(1);

    await signIn(page, 'demo', 'demo123456');
    await page.goto(`/list/info/${goods.id}`);
    await expect.poll(() => page.getByTestId('detail-name').textContent()).toContain(name);
    const photo = page.locator(`img[src="${goods.images[0]!.url}"]`).first();
    await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await page.getByTestId('detail-batch').textContent()).toContain(`E2E${suffix}`);
    await shot(page, 'storefront-console-created-goods', false);
  });
});
