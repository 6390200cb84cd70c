import { formatFen, formatYuan } from '@yaocai/contract';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { suiteBrowser } from './browser.js';
import { consoleSignIn, pageApi, pickOption, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';
import { seedCatalog, sellsPlainly } from './seed-catalog.js';

const baseURL = serverURL();

const seed = seedCatalog;
/** Shop 5: a goods at ¥10–50 with no ladder and no promotion of its own; the demo buyer may buy it one unit at a time. */
const goods = seed.goods.find(
  (g) =>
    g.shop_id === 5 &&
    sellsPlainly(g) &&
    !g.tags.some((t) => ['miao', 'te', 'zeng', 'huangou', 'zengpin'].includes(t)) &&
    g.base_price >= 1000 &&
    g.base_price <= 5000 &&
    g.stocks.reduce((n, s) => n + s.number, 0) >= 100,
)!;
const shop = seed.shops.find((s) => s.id === 5)!;
/** Other goods of shop 5 the buyer may buy, neither 处方药 nor 甲类OTC (a gift may be neither), in stock. */
const others = seed.goods.filter(
  (g) =>
    g.shop_id === 5 &&
    g.id !== goods.id &&
    g.status === 'on_sale' &&
    g.is_buy &&
    !g.is_kx &&
    g.middle_pack === 1 &&
    g.min_order === 1 &&
    (g.classification === 'other' || g.classification === 'otc_b') &&
    g.stocks.reduce((n, s) => n + s.number, 0) >= 50,
);
const gift = others[0]!;
const packed = others[1]!;
const units = Math.ceil(10000 / goods.base_price);

/** The form item labelled `label`. */
const field = (page: Page, label: string) => page.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) });

/** The console's promotions (issue "Operator console"): a 满减 created with a preview prices the buyer's cart. */
describe('operator console: promotions', () => {
  const browser = suiteBrowser(baseURL);

  it('an operator ends a shop’s 满减, creates a new one priced on a sample cart, and the buyer’s cart is priced by it', async () => {
    const page = browser.page;
    await consoleSignIn(page, 'yunying', 'yunying123456', { at: '/admin/promotions/full-reductions?shop_id=5&state=running' });
    const running = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => running.count()).toBe(1);
    // One 满减 per shop at a time: the seeded one ends first.
    await running.getByRole('button', { name: '结束' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect.poll(() => running.count()).toBe(0);

    await page.getByRole('button', { name: '新建满减' }).click();
    const drawer = page.locator('.ant-drawer');
    await pickOption(page, field(page, '店铺'), shop.short_name);
    await drawer.getByLabel('活动名称').fill('年终回馈满减');
    await drawer.getByLabel('第1档满额').fill('100');
    await drawer.getByLabel('第1档减额').fill('8');
    await drawer.getByRole('button', { name: '添加一档' }).click();
    await drawer.getByLabel('第2档满额').fill('500');
    await drawer.getByLabel('第2档减额').fill('50');

    // The sample cart: the goods, enough units to pass ¥100.
    await pickOption(page, drawer.getByTestId('sample-goods-0'), goods.name, { search: true });
    await drawer.getByLabel('样例商品1数量').fill(String(units));
    await drawer.getByTestId('promotion-preview').click();
    const result = drawer.getByTestId('promotion-preview-result');
    await result.waitFor();
    expect(await drawer.getByTestId('preview-reduction').innerText()).toBe('-¥8.00');
    expect(await drawer.getByTestId('preview-total').innerText()).toBe(formatYuan(units * goods.base_price - 800));
    await shot(page, 'console-full-reduction', false);

    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/api/promotions/full-reductions') && r.request().method() === 'POST');
    await drawer.getByTestId('promotion-save').click();
    const res = await saved;
    expect([res.status(), (await res.json()).msg]).toEqual([200, '满减活动已创建']);
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => running.count()).toBe(1);
    expect(await running.innerText()).toContain('年终回馈满减');

    // The buyer's cart: the shop's group shows the new tiers, the first reached, ¥8 off.
    await signIn(page, 'demo', 'demo123456');
    // Other suites leave goods of this shop in demo's cart: the shop's lines are cleared so the totals are this test's.
    const before = await pageApi<{ data: Array<{ shop_id: number; lines: Array<{ id: number }> }> }>(page, '/api/cart/list');
    const stale = before.data.filter((s) => s.shop_id === 5).flatMap((s) => s.lines.map((l) => String(l.id)));
    if (stale.length) await pageApi(page, '/api/cart/batch_delete', { form: { 'ids[]': stale } });
    await pageApi(page, '/api/cart', { form: { 'params[0][goods_id]': String(goods.id), 'params[0][number]': String(units) } });
    await page.goto('/cart');
    const group = page.locator('[data-testid="cart-shop"][data-shop-id="5"]');
    const tiers = group.getByTestId('shop-reduction-tier');
    await expect.poll(() => tiers.allInnerTexts()).toEqual(['已满100.00减8.00', '满500.00减50.00']);
    const line = group.locator(`[data-testid="cart-line"][data-goods-id="${goods.id}"]`);
    expect(await line.innerText()).toContain('满减 −¥8.00');
    await shot(page, 'cart-console-full-reduction', false);
  });

  it('an operator creates a platform coupon and issues it to a member, who finds it in /yhq', async () => {
    const page = browser.page;
    const name = `年终回馈券${String(Date.now()).slice(-5)}`;
    await consoleSignIn(page, 'yunying', 'yunying123456', { at: '/admin/promotions/coupons' });
    await page.getByRole('button', { name: '新建优惠券' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByLabel('优惠券名称').fill(name);
    await drawer.getByLabel('使用门槛（元）').fill('200');
    await drawer.getByLabel('优惠金额（元）').fill('15');
    // A sample cart over ¥300 of one goods: the coupon's ¥200 threshold is reached after any 满减 of its shop.
    await pickOption(page, drawer.getByTestId('coupon-sample-goods-0'), goods.name, { search: true });
    await drawer.getByLabel('样例商品1数量').fill(String(Math.ceil(30000 / goods.base_price)));
    await drawer.getByTestId('coupon-preview').click();
    expect(await drawer.getByTestId('coupon-preview-discount').innerText()).toBe('可用，减 ¥15.00');
    await drawer.getByTestId('coupon-preview-result').scrollIntoViewIfNeeded();
    await shot(page, 'console-coupon-editor', false);
    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/api/promotions/coupons') && r.request().method() === 'POST');
    await drawer.getByTestId('coupon-save').click();
    const coupon = (await (await saved).json()).data as { id: number; threshold: number; amount: number };
    expect(coupon).toMatchObject({ threshold: 20000, amount: 1500 });

    const row = page.locator('.ant-table-row', { hasText: name });
    await row.getByRole('button', { name: '发放' }).click();
    const modal = page.locator('.ant-modal');
    await pickOption(page, modal.getByTestId('issue-members'), 'demo2', { search: true });
    // Close the member list first: it stays open in multiple mode and may cover the button.
    await modal.locator('.ant-modal-title').click();
    await shot(page, 'console-coupon-issue', false);
    await modal.getByRole('button', { name: /^发\s*放$/ }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '已发放1张' }).waitFor();
    await row.getByText('1 / 0 / 1000').waitFor();
    await shot(page, 'console-coupons', false);

    await signIn(page, 'demo2', 'demo123456');
    const mine = await pageApi<{ list: Array<{ name: string }> }>(page, '/api/user/coupon?status=0&page_size=50');
    expect(mine.list.map((c) => c.name)).toContain(name);
  });

  it('an operator schedules a 秒杀 and a 每日特价 for a goods, each below its own price', async () => {
    const page = browser.page;
    await consoleSignIn(page, 'yunying', 'yunying123456', { at: '/admin/promotions/flash-sales' });
    await page.getByRole('button', { name: '新建秒杀' }).click();
    const drawer = page.locator('.ant-drawer');
    await pickOption(page, drawer.getByTestId('flash-goods'), goods.name, { search: true });
    await drawer.getByLabel('秒杀价（元）').fill(formatFen(goods.base_price - 100));
    await drawer.getByLabel('秒杀库存').fill('1');
    await drawer.getByLabel('每人限购').fill('1');
    await shot(page, 'console-flash-editor', false);
    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/api/promotions/flash-sales') && r.request().method() === 'POST');
    await drawer.getByTestId('flash-save').click();
    const flash = (await (await saved).json()).data as { id: number; price: number; state: string };
    expect(flash).toMatchObject({ price: goods.base_price - 100, state: 'upcoming' });
    await page.locator('.ant-table-row', { hasText: goods.name }).getByText('未开始').waitFor();
    await shot(page, 'console-flash-sales', false);

    await page.locator('.ant-tabs-tab', { hasText: '每日特价' }).click();
    await pickOption(page, page.getByTestId('special-goods'), goods.name, { search: true });
    await page.getByLabel('特价（元）').fill(formatFen(goods.base_price - 50));
    await page.getByRole('button', { name: /添加特价/ }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '保存成功' }).last().waitFor();
    await page.locator('.ant-table-row', { hasText: goods.name }).first().waitFor();
    await shot(page, 'console-daily-specials', false);
  });

  it('an operator sets up a 买赠 and a 组合套餐 priced on samples first, puts goods into a zone, and the buyer’s cart gives the gift', async () => {
    const page = browser.page;
    await consoleSignIn(page, 'yunying', 'yunying123456', { at: '/admin/promotions/gifts' });
    await page.getByTestId('gift-new').click();
    const drawer = page.locator('.ant-drawer');
    await pickOption(page, drawer.getByTestId('gift-shop'), shop.short_name);
    await pickOption(page, drawer.getByTestId('gift-goods'), goods.name, { search: true });
    await drawer.getByLabel('起赠数量').fill('3');
    await pickOption(page, drawer.getByTestId('gift-gift'), gift.name, { search: true });
    await drawer.getByLabel('试算购买数量').fill('7');
    await drawer.getByTestId('gift-preview').click();
    const result = drawer.getByTestId('gift-preview-result');
    await result.waitFor();
    // 7 units reach 3 twice: two gifts, nothing to pay for them.
    expect(await result.innerText()).toContain(`${gift.name} × 2（免费）`);
    expect(await drawer.getByTestId('gift-preview-total').innerText()).toBe(formatYuan(goods.base_price * 7));
    await shot(page, 'console-gift-editor', false);
    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/api/promotions/gifts') && r.request().method() === 'POST');
    await drawer.getByTestId('gift-save').click();
    expect([(await saved).status()]).toEqual([200]);
    await drawer.waitFor({ state: 'hidden' });
    await page.locator('.ant-table-row', { hasText: goods.name }).getByText(`满3`).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'console-gifts', false);

    // A package of two goods at ¥1 below their prices, priced for 2 packages first.
    await page.goto('/admin/promotions/combinations');
    await page.getByTestId('combination-new').click();
    const original = goods.base_price + packed.base_price;
    await pickOption(page, drawer.getByTestId('combination-shop'), shop.short_name);
    await drawer.getByLabel('套餐名称').fill('年终常备组合');
    await drawer.getByLabel('套餐价（元）').fill(formatFen(original - 100));
    await pickOption(page, drawer.getByTestId('combination-goods-0'), goods.name, { search: true });
    await pickOption(page, drawer.getByTestId('combination-goods-1'), packed.name, { search: true });
    await drawer.getByLabel('试算购买套数').fill('2');
    await drawer.getByTestId('combination-preview').click();
    await drawer.getByTestId('combination-preview-result').waitFor();
    expect(await drawer.getByTestId('combination-preview-total').innerText()).toBe(formatYuan((original - 100) * 2));
    await shot(page, 'console-combination-editor', false);
    const packSaved = page.waitForResponse((r) => r.url().endsWith('/admin/api/promotions/combinations') && r.request().method() === 'POST');
    await drawer.getByTestId('combination-save').click();
    expect((await packSaved).status()).toBe(200);
    await page.locator('.ant-table-row', { hasText: '年终常备组合' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'console-combinations', false);

    // The gift goods joins the 福利 zone.
    await page.goto('/admin/promotions/zones?zone=welfare');
    await pickOption(page, page.getByTestId('zone-add-welfare'), gift.name, { search: true });
    await page.locator('.ant-tabs-tab-active').click();
    await page.getByTestId('zone-add').click();
    await page.locator('.ant-message-notice').filter({ hasText: '已加入福利专区：1 个商品' }).waitFor();
    await shot(page, 'console-zones', false);

    // The buyer's cart: 3 units give one gift, shown as its own sub-line.
    await signIn(page, 'demo', 'demo123456');
    const before = await pageApi<{ data: Array<{ shop_id: number; lines: Array<{ id: number }> }> }>(page, '/api/cart/list');
    const stale = before.data.filter((s) => s.shop_id === 5).flatMap((s) => s.lines.map((l) => String(l.id)));
    if (stale.length) await pageApi(page, '/api/cart/batch_delete', { form: { 'ids[]': stale } });
    await pageApi(page, '/api/cart', { form: { 'params[0][goods_id]': String(goods.id), 'params[0][number]': '3' } });
    await page.goto('/cart');
    const line = page.locator(`[data-testid="cart-line"][data-goods-id="${goods.id}"]`);
    const sub = line.getByTestId('line-gift-sub');
    await sub.waitFor();
    expect(await sub.innerText()).toContain(gift.name);
    await shot(page, 'cart-console-gift', false);
  });

  it('an operator assembles and publishes an activity page with a goods section, and its link leads buyers to it', async () => {
    const page = browser.page;
    await consoleSignIn(page, 'yunying', 'yunying123456', { at: '/admin/promotions/activities' });
    await page.getByTestId('activity-new').click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByLabel('活动名称').fill('冬季常备药节');
    await drawer.getByLabel('活动地址').fill('dongji');
    await drawer.getByLabel('版块1标题').fill('店长推荐');
    await pickOption(page, drawer.getByTestId('activity-goods-0'), gift.name, { search: true });
    await drawer.locator('.ant-drawer-title').click();
    await drawer.getByRole('switch').click();
    await shot(page, 'console-activity-editor', false);
    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/api/activities') && r.request().method() === 'POST');
    await drawer.getByTestId('activity-save').click();
    expect((await saved).status()).toBe(200);
    const row = page.locator('.ant-table-row', { hasText: '冬季常备药节' });
    await row.getByText('已发布').waitFor();
    await page.mouse.move(600, 700); // off the user menu the save button sat above
    await shot(page, 'console-activities', false);

    // The lottery's prizes: odds shown from the weights (no other suite draws in the browser).
    await page.goto('/admin/promotions/lottery');
    const weight = page.getByRole('spinbutton', { name: /中奖权重$/ }).first();
    await weight.waitFor();
    await weight.fill(String(Number(await weight.inputValue()) + 1));
    await page
      .getByRole('button', { name: /^保\s*存$/ })
      .first()
      .click();
    await page.locator('.ant-message-notice').filter({ hasText: '已保存' }).waitFor();
    expect(await page.locator('.ant-card', { hasText: '奖品设置' }).innerText()).toMatch(/\d+\.\d{2}%/);
    await shot(page, 'console-lottery', false);

    await signIn(page, 'demo', 'demo123456', { at: '/activity/dongji' });
    await page.waitForURL(/\/yjh\/\d+$/);
    const activity = page.getByTestId('activity-page');
    await activity.getByText('店长推荐').waitFor();
    expect(await activity.innerText()).toContain(gift.name);
  });
});
