import { describe, expect, inject, it } from 'vitest';
import { formatYuan, type GoodsFormOptions } from '@yaocai/contract';
import { suiteBrowser } from './browser.js';
import { fillGoodsForm } from './console-goods.js';
import { buyWithWallet, consoleLogin, consoleSignIn, operatorApi, pageApi, shot, signIn as memberSignIn } from './storefront.js';

const baseURL = inject('baseURL');
const admin = operatorApi(baseURL);

/** The merchant portal in the same console (issue "Merchant portal"): a shop's staff see their shop's menu only. */
describe('merchant portal: a shop’s administrator and staff', () => {
  const browser = suiteBrowser(baseURL);
  const staff = `gr${String(Date.now()).slice(-6)}`;

  const signIn = (username: string, password: string) => consoleLogin(browser.page, username, password);

  it('the 店铺管理员 lands on the shop, sees no platform menu, and adds a staff account with a role', async () => {
    const page = browser.page;
    await signIn('guorui', 'guorui123456');
    await page.waitForURL('**/admin/merchant/shop');
    await page.getByText('国瑞药业批发有限公司').waitFor();
    await expect.poll(() => page.getByText('药采商家后台').count()).toBe(1);
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await expect
      .poll(() => menu.getByRole('menuitem').allInnerTexts())
      .toEqual(['店铺信息', '员工管理', '商品管理', '商品审核记录', '订单管理', '对账单']);
    // Shop settings: the page and terms buyers meet.
    await page.getByLabel('营业时间').fill('周一至周六 8:30–18:00');
    await page.getByLabel('店铺公告').fill('年末盘点，12月29日至31日暂停发货');
    await page.getByTestId('shop-settings-save').click();
    await page.locator('.ant-message-notice').filter({ hasText: '已保存' }).waitFor();
    await shot(page, 'merchant-shop');

    await menu.getByRole('menuitem', { name: '员工管理' }).click();
    await page.getByRole('button', { name: /新建账号/ }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: '新建员工账号' });
    await modal.getByLabel('登录名').fill(staff);
    await modal.getByLabel('姓名').fill('李订单');
    await modal.getByLabel('角色').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '订单发货与售后' }).click();
    await modal.getByLabel('初始密码').fill('Order-2026');
    await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '已创建' }).waitFor();
    const row = page.locator('.ant-table-row', { hasText: staff });
    await expect.poll(() => row.innerText()).toContain('订单');
    await shot(page, 'merchant-staff', false);
  });

  it('a staff account sees only what its role covers in its own shop', async () => {
    const page = browser.page;
    await signIn(staff, 'Order-2026');
    await page.waitForURL('**/admin/merchant/shop');
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await expect.poll(() => menu.getByRole('menuitem').allInnerTexts()).toEqual(['店铺信息', '订单管理']);
    await page.goto('/admin/merchant/staff');
    await page.getByText('当前角色无权查看此页面，请联系店铺管理员。').waitFor();
    await page.goto('/admin/members');
    await page.getByText('无权访问').first().waitFor();
  });

  it('a 商品 staff account publishes a goods, the platform’s review approves it, a buyer buys it, the shop ships it with its 随货同行单', async () => {
    const page = browser.page;
    const suffix = String(Date.now()).slice(-6);
    const name = `头孢克肟分散片（华康上新${suffix}）`;
    const options = await admin<GoodsFormOptions>('/admin/api/goods/options');
    const category = options.categories.find((c) => c.path.includes('头孢'))!;
    const warehouse = options.shops.find((s) => s.id === 1)!.warehouses[0]!;

    await signIn('huakang_sp', 'huakang123456');
    await page.waitForURL('**/admin/merchant/shop');
    await page.locator('.ant-layout-sider .ant-menu').getByRole('menuitem', { name: '商品管理' }).click();
    await page.locator('.ant-table-row').first().waitFor();
    await shot(page, 'merchant-goods', false);
    await page.getByRole('button', { name: '发布商品' }).click();
    const drawer = await fillGoodsForm(page, {
      categoryLeaf: category.path.split(' / ').pop()!,
      genericName: '头孢克肟分散片',
      name,
      spec: '0.1g*6片',
      dosageForm: '片剂',
      manufacturer: '华康演示制药有限公司',
      approvalNo: `国药准字H2098${suffix.slice(-4)}`,
      classification: '处方药',
      scope: '抗生素制剂',
      batchNo: `HK${suffix}`,
      warehouse: warehouse.name,
      stock: 200,
      basePrice: '8.60',
      retailPrice: '13.00',
    });
    await shot(page, 'merchant-goods-editor', false);
    const submitted = page.waitForResponse((r) => r.url().endsWith('/admin/api/merchant/goods') && r.request().method() === 'POST');
    await drawer.getByTestId('goods-save').click();
    const res = await submitted;
    expect([res.status(), (await res.json()).msg]).toEqual([200, '已提交平台审核']);
    await drawer.waitFor({ state: 'hidden' });
    await page.locator('.ant-layout-sider .ant-menu').getByRole('menuitem', { name: '商品审核记录' }).click();
    await expect.poll(() => page.locator('.ant-table-row', { hasText: name }).innerText()).toContain('待审核');

    // The platform's 运营 (signed in once the dashboard shows), then its goods review.
    await consoleSignIn(page, 'yunying', 'yunying123456');
    await page.goto('/admin/catalog/reviews');
    const row = page.locator('.ant-table-row', { hasText: name });
    await row.waitFor();
    await shot(page, 'console-goods-reviews', false);
    await row.getByRole('button', { name: '通过' }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '审核通过' }).waitFor();

    const found = await admin<{ list: Array<{ id: number; shop: string; status: string }> }>(`/admin/api/goods?keyword=${encodeURIComponent(name)}`);
    expect(found.list).toHaveLength(1);
    expect(found.list[0]!.status).toBe('on_sale');
    const goodsId = found.list[0]!.id;
    await memberSignIn(page, 'demo', 'demo123456');
    await page.goto(`/list/info/${goodsId}`);
    await expect.poll(() => page.getByTestId('detail-name').textContent()).toContain(name);
    // ¥8.60 × 35 passes the shop's ¥200 minimum order.
    const order = await buyWithWallet(page, goodsId, 35);

    await signIn('huakang', 'huakang123456');
    await page.waitForURL('**/admin/merchant/shop');
    await page.goto(`/admin/merchant/orders?status=1&keyword=${order.order_no}`);
    await page.locator('.ant-table-row', { hasText: order.order_no }).getByRole('button', { name: '发货' }).click();
    const orderDrawer = page.locator('.ant-drawer');
    await orderDrawer.getByText(order.order_no).first().waitFor();
    await orderDrawer.getByRole('button', { name: /发\s*货/ }).click();
    const ship = page.locator('.ant-modal', { hasText: '本次发货' });
    await ship.getByLabel('物流公司').fill('九州通医药物流');
    await ship.getByLabel('物流单号').fill(`JZT${suffix}01`);
    await ship.getByRole('button', { name: '确认发货' }).click();
    await page.locator('.ant-message').getByText('发货成功').last().waitFor();
    await orderDrawer.locator('.ant-descriptions').getByText('待收货').waitFor();
    const note = orderDrawer.getByTestId('delivery-note');
    expect(await note.getAttribute('href')).toMatch(/^\/admin\/api\/merchant\/shipments\/\d+\/delivery_note$/);
    const pdf = await page.evaluate(
      async (href) => {
        const res = await fetch(href);
        return { type: res.headers.get('content-type'), head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)) };
      },
      (await note.getAttribute('href'))!,
    );
    expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
    await shot(page, 'merchant-order-shipped', false);

    // The month's statement so far: the order minus the platform's commission (5 % by default).
    await page.goto('/admin/merchant/statements');
    const current = page.getByTestId('statement-current');
    await current.getByText(order.order_no).waitFor();
    const month = await pageApi<{
      order_amount: number;
      refund_amount: number;
      commission: number;
      payable: number;
      lines: Array<{ kind: string; order_no: string; amount: number; commission: number }>;
    }>(page, '/admin/api/merchant/statements/current');
    // Other tests' orders of this shop may be in the month too: our order's line, and the month's sum.
    const line = month.lines.find((l) => l.kind === 'order' && l.order_no === order.order_no)!;
    expect(line.amount).toBe(order.pay_amount);
    expect(line.commission).toBeGreaterThan(0);
    expect(line.commission).toBeLessThan(line.amount * 0.1);
    expect(month.payable).toBe(month.order_amount - month.refund_amount - month.commission);
    expect(await current.innerText()).toContain(formatYuan(month.payable));
    await shot(page, 'merchant-statements', false);

    await consoleSignIn(page, 'admin', 'admin123456');
    await page.goto('/admin/orders/settlement?tab=rates');
    await page.getByText('按店铺').first().waitFor();
    await shot(page, 'platform-settlement-rates', false);
  });
});
