import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { addChinaDays, chinaToday, GOODS_IMPORT_COLUMNS, type GoodsEditView, type GoodsFormOptions } from '@yaocai/contract';
import { suiteBrowser } from './browser.js';
import { consoleSignIn, operatorApi, shot, signIn } from './storefront.js';
import { fillGoodsForm } from './console-goods.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

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

    await consoleSignIn(page, 'yunying', 'yunying123456', { at: '/admin/catalog/goods' });
    await page.getByRole('button', { name: '新建商品' }).click();
    const drawer = await fillGoodsForm(page, {
      shop: shop.name,
      categoryLeaf: category.path.split(' / ').pop()!,
      genericName: '头孢克肟分散片',
      name,
      spec: '0.1g*6片',
      dosageForm: '片剂',
      manufacturer: '药采演示制药有限公司',
      approvalNo: `国药准字H2099${suffix.slice(-4)}`,
      classification: '处方药',
      scope: '抗生素制剂',
      batchNo: `E2E${suffix}`,
      warehouse: shop.warehouses[0]!.name,
      stock: 300,
      basePrice: '9.80',
      retailPrice: '15.00',
    });
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

    // 批次管理: an earlier, near-expiry batch joins the warehouse; sold first, it is the batch buyers are shown (FEFO),
    // and it is priced down (近效期特价).
    const nearExpiry = addChinaDays(chinaToday(), 100);
    await page.goto(`/admin/catalog/goods?batches=${goods.id}`);
    const batches = page.locator('.ant-drawer').filter({ hasText: '批次管理' });
    await batches.getByRole('button', { name: '添加批次' }).click();
    const row = batches.getByTestId('batch-row').last();
    await row.getByPlaceholder('批号').fill(`E2E${suffix}A`);
    await row.getByPlaceholder('有效期至').fill(nearExpiry);
    await row.getByPlaceholder('数量').fill('40');
    const savedBatches = page.waitForResponse((r) => r.url().endsWith(`/admin/api/goods/${goods.id}/batches`) && r.request().method() === 'PUT');
    await batches.getByRole('button', { name: '保存批次' }).click();
    const batchesRes = (await (await savedBatches).json()) as { msg: string; data: { batch_no: string } };
    expect([(await savedBatches).status(), batchesRes.msg, batchesRes.data.batch_no]).toEqual([200, '批次已保存', `E2E${suffix}A`]);
    await expect.poll(() => batches.getByRole('alert').first().textContent()).toContain(`E2E${suffix}A`);
    await batches.getByRole('button', { name: '设置特价' }).click();
    const pricing = page.locator('.ant-modal').filter({ hasText: '近效期特价' });
    await pricing.getByLabel('特价（元）').fill('8.80');
    await pricing.getByLabel('特价数量').fill('20');
    await pricing.getByRole('button', { name: '开始特价' }).click();
    await expect.poll(() => batches.getByTestId('batch-clearance').textContent()).toContain('¥8.80 · 已售 0/20');
    await shot(page, 'console-goods-batches', false);

    await signIn(page, 'demo', 'demo123456', { at: `/list/info/${goods.id}` });
    await expect.poll(() => page.getByTestId('detail-name').textContent()).toContain(name);
    const photo = page.locator(`img[src="${goods.images[0]!.url}"]`).first();
    await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await page.getByTestId('detail-batch').textContent()).toContain(`E2E${suffix}A`);
    await expect.poll(() => page.getByTestId('detail-clearance').textContent()).toContain(`批号 E2E${suffix}A · 有效期至 ${nearExpiry}`);
    await shot(page, 'storefront-console-created-goods', false);
  });

  it('an operator imports an Excel of 1,000 goods with 3 bad rows: the dry run shows exactly those 3, the import ends with 997', async () => {
    const page = browser.page;
    const titles = GOODS_IMPORT_COLUMNS.goods.map((c) => c.title);
    const tag = `E2EIMP${suffix}`;
    const row = (n: number): Record<string, string | number> => ({
      店铺: '华康医药',
      分类: '青霉素类',
      通用名: '阿莫西林胶囊',
      商品名称: `阿莫西林胶囊（${tag}-${n}）`,
      规格: '0.25g*24粒/盒',
      剂型: '胶囊剂',
      包装单位: '盒',
      生产厂家: '药采导入演示制药有限公司',
      批准文号: `国药准字H${tag}${n}`,
      处方分类: '处方药',
      经营范围: '抗生素制剂',
      批号: `${tag}`,
      生产日期: '2026-09-01',
      有效期至: '2028-08-31',
      '供货价（元）': '8.60',
      '建议零售价（元）': '12.00',
      仓库: '武汉东西湖仓',
      库存: 100 + n,
      // Off the shelves: a thousand more 阿莫西林 on sale would change what the storefront suites search and list.
      状态: '下架',
    });
    const rows = Array.from({ length: 1000 }, (_, i) => row(i + 1));
    // Three bad rows (Excel rows 102, 503 and 904): an unknown shop, a date that does not exist, a prohibited class.
    rows[100] = { ...rows[100], 店铺: '不存在的药业' };
    rows[501] = { ...rows[501], 有效期至: '2028-02-30' };
    rows[902] = { ...rows[902], 通用名: '盐酸哌替啶注射液', 剂型: '注射剂' };
    const file = await writeXlsxFile([titles.map((value) => ({ value })), ...rows.map((r) => titles.map((t) => ({ value: r[t] ?? '' })))]).toBuffer();

    await consoleSignIn(page, 'yunying', 'yunying123456', { at: '/admin/catalog/goods' });
    await page.getByRole('button', { name: '批量导入' }).click();
    await page.waitForURL('**/admin/catalog/import');
    await page.locator('input[type=file]').setInputFiles({
      name: '千行导入.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    const detail = page.getByTestId('import-detail');
    await detail.waitFor();
    const errorRows = detail.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => errorRows.count()).toBe(3);
    expect((await errorRows.locator('td:first-child').allInnerTexts()).map(Number)).toEqual([102, 503, 904]);
    expect(await detail.locator('.ant-statistic').allInnerTexts()).toEqual(['数据行\n1,000', '可导入\n997', '有错误\n3']);
    await shot(page, 'console-import-checked', false);

    await detail.getByRole('button', { name: '跳过错误行，导入 997 行' }).click();
    await detail.getByTestId('import-progress').waitFor();
    // The progress is the server's: a reload finds the same import and follows it to the end.
    await page.reload();
    // 997 goods written by the server's job on PGlite: over a minute when another file's server shares the two cores.
    await expect.poll(() => detail.innerText(), { timeout: 150_000 }).toContain('导入完成：新增 997 个，更新 0 个');
    await shot(page, 'console-import-done', false);

    const made = await admin<{ total: number }>(`/admin/api/goods?keyword=${encodeURIComponent(`国药准字H${tag}`)}`);
    expect(made.total).toBe(997);
  }, 300_000);

  it('an operator adds a sub-category the storefront menu shows, a brand, and a warehouse to a shop', async () => {
    const page = browser.page;
    const stamp = String(Date.now()).slice(-4);
    await consoleSignIn(page, 'yunying', 'yunying123456', { at: '/admin/catalog/reference' });
    const top = page.locator('.ant-table-row-level-0').first();
    const topName = (await top.locator('td').first().innerText()).trim();
    await top.getByRole('button', { name: '添加子分类' }).click();
    await page.locator('.ant-modal').getByLabel('分类名称').fill(`器械耗材${stamp}`);
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.locator('.ant-message-notice').filter({ hasText: '保存成功' }).waitFor();
    await top.locator('.ant-table-row-expand-icon').click();
    await page.getByText(`器械耗材${stamp}`).waitFor();
    await shot(page, 'console-categories', false);
    const menu = (await (await fetch(`${baseURL}/api/focus/common`)).json()) as {
      data: { category: Array<{ name: string; children?: Array<{ name: string }> }> };
    };
    expect(menu.data.category.find((c) => c.name === topName)?.children?.map((c) => c.name)).toContain(`器械耗材${stamp}`);

    await page.locator('.ant-tabs-tab', { hasText: '品牌' }).click();
    await page.getByRole('button', { name: /新建品牌/ }).click();
    const modal = page.locator('.ant-modal');
    await modal.getByLabel('品牌名称').fill(`鱼跃${stamp}`);
    await modal.getByLabel('生产厂家').fill('江苏鱼跃医疗设备股份有限公司');
    await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '保存成功' }).last().waitFor();

    await page.locator('.ant-tabs-tab', { hasText: '店铺与仓库' }).click();
    const shop = page.locator('.ant-table-row').first();
    await shop.getByRole('button', { name: '新建仓库' }).click();
    await page.locator('.ant-modal').getByLabel('仓库名称').fill(`东西湖分仓${stamp}`);
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await shop.getByText(`东西湖分仓${stamp}（0）`).waitFor();
    await shot(page, 'console-shops', false);
  });
});
