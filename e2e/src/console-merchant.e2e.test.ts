import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GoodsFormOptions, formatFen, formatYuan } from '@yaocai/contract';
import { suiteBrowser } from './browser.js';
import { fillGoodsForm } from './console-goods.js';
import { applyAtSjrz, confirmApproval } from './merchant-onboarding.js';
import { buyWithWallet, consoleLogin, consoleSignIn, operatorApi, pageApi, pickOption, shot, signIn as memberSignIn } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

/** The merchant portal in the same console (issue "Merchant portal"): a shop's staff see their shop's menu only. */
describe('merchant portal: a shop’s administrator and staff', () => {
  const browser = suiteBrowser(baseURL);
  const staff = `gr${String(Date.now()).slice(-6)}`;

  const signIn = (username: string, password: string) => consoleLogin(browser.page, username, password);
  /** 员工管理 → 新建账号, as the shop's 店铺管理员 (on that page). */
  const addStaff = async (username: string, name: string, role: string, password: string) => {
    const page = browser.page;
    await page.getByRole('button', { name: /新建账号/ }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: '新建员工账号' });
    await modal.getByLabel('登录名').fill(username);
    await modal.getByLabel('姓名').fill(name);
    await modal.getByLabel('角色').click();
    await page.locator('.ant-select-item-option').filter({ hasText: role }).click();
    await modal.getByLabel('初始密码').fill(password);
    await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '已创建' }).waitFor();
    await modal.waitFor({ state: 'hidden' });
  };

  it('the 店铺管理员 lands on the shop, sees no platform menu, and adds a staff account with a role', async () => {
    const page = browser.page;
    await signIn('guorui', 'guorui123456');
    await page.waitForURL('**/admin/merchant/shop');
    await page.getByText('国瑞药业批发有限公司').first().waitFor();
    await expect.poll(() => page.getByText('药采商家后台').count()).toBe(1);
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await expect
      .poll(() => menu.getByRole('menuitem').allInnerTexts())
      .toEqual([
        '店铺信息',
        '员工管理',
        '商品管理',
        '商品审核记录',
        '首营资料',
        '满减活动',
        '店铺优惠券',
        '秒杀',
        '买赠与换购',
        '组合套餐',
        '订单管理',
        '药品召回',
        '追溯码',
        '客服消息',
        '对账单',
      ]);
    // Shop settings: the page and terms buyers meet.
    await page.getByLabel('营业时间').fill('周一至周六 8:30–18:00');
    await page.getByLabel('店铺公告').fill('年末盘点，12月29日至31日暂停发货');
    await page.getByTestId('shop-settings-save').click();
    await page.locator('.ant-message-notice').filter({ hasText: '已保存' }).waitFor();
    // 开票信息: what the shop's e-invoices print as the seller's.
    await page.getByLabel('地址、电话').fill('北京市通州区新华西街137号 010-81661137');
    await page.getByLabel('开户行及账号').fill('中国建设银行北京通州支行 1105 0161 3600 0000 0137');
    await page.getByLabel('开票人').fill('王会计');
    await page.getByTestId('shop-invoicing-save').click();
    await page.locator('.ant-message-notice').filter({ hasText: '开票信息已保存' }).waitFor();
    await shot(page, 'merchant-shop');

    await menu.getByRole('menuitem', { name: '员工管理' }).click();
    await addStaff(staff, '李订单', '订单发货与售后', 'Order-2026');
    const row = page.locator('.ant-table-row', { hasText: staff });
    await expect.poll(() => row.innerText()).toContain('订单');
    await shot(page, 'merchant-staff', false);
  });

  it('a staff account sees only what its role covers in its own shop', async () => {
    const page = browser.page;
    await signIn(staff, 'Order-2026');
    await page.waitForURL('**/admin/merchant/shop');
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await expect.poll(() => menu.getByRole('menuitem').allInnerTexts()).toEqual(['店铺信息', '订单管理', '药品召回', '追溯码']);
    await page.goto('/admin/merchant/staff');
    await page.getByText('当前角色无权查看此页面，请联系店铺管理员。').waitFor();
    await page.goto('/admin/members');
    await page.getByText('无权访问').first().waitFor();
  });

  it('from /help/us/sjrz to the month’s statement: applied, approved, staffed, a goods reviewed, bought, shipped, settled', async () => {
    const page = browser.page;
    const suffix = String(Date.now()).slice(-6);
    const company = `武汉济民医药有限公司${suffix}`;
    const phone = `13912${suffix}`;

    // A wholesaler applies as a member of the storefront.
    await memberSignIn(page, 'demo', 'demo123456');
    const history = await applyAtSjrz(page, {
      company,
      creditCode: `91420100MA4K${suffix}`,
      drugLicenceNo: `鄂AA027${suffix}`,
      contact: '周明',
      phone,
      address: '武汉市东西湖区金银湖路 18 号',
    });
    await history.getByText(company).waitFor();

    // The platform's 客服 checks the licences and approves: the shop opens and its first account leaves by SMS.
    await consoleSignIn(page, 'kefu', 'kefu123456');
    await page.getByRole('menuitem', { name: '商家入驻' }).click();
    await page.locator('.ant-table-row', { hasText: company }).getByRole('button', { name: '审核' }).click();
    const review = page.locator('.ant-drawer');
    await expect.poll(() => review.getByTestId('licence').count()).toBe(2);
    await review.getByRole('button', { name: '审核通过' }).click();
    await confirmApproval(page, { province: '湖北省', city: '武汉市', licenceExpires: '2030-12-31' });
    const sms = await admin<Array<{ purpose: string; content: string }>>(`/admin/api/sms_outbox?phone=${phone}`);
    const told = sms.map((m) => /登录名：(\w+)，初始密码：(\w+)，/.exec(m.content)).find(Boolean);
    expect(told).toBeTruthy();
    const [, shopAdmin, firstPassword] = told!;

    // The new shop's 店铺管理员 signs in and adds a 商品 staff account.
    await signIn(shopAdmin!, firstPassword!);
    await page.waitForURL('**/admin/merchant/shop');
    await page.getByText(company).first().waitFor();
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await menu.getByRole('menuitem', { name: '员工管理' }).click();
    const goodsStaff = `kj${suffix}`;
    await addStaff(goodsStaff, '李商品', '商品、批次与库存、价格', 'Goods-2026');

    // The staff publishes a goods in the new shop's warehouse; it waits for the platform's goods review.
    const name = `头孢克肟分散片（康济上新${suffix}）`;
    const options = await admin<GoodsFormOptions>('/admin/api/goods/options');
    const category = options.categories.find((c) => c.path.includes('头孢'))!;
    const shop = options.shops.find((s) => s.name === company)!;
    await signIn(goodsStaff, 'Goods-2026');
    await page.waitForURL('**/admin/merchant/shop');
    await menu.getByRole('menuitem', { name: '商品管理' }).click();
    await page.getByRole('button', { name: '发布商品' }).waitFor();
    await page.getByRole('button', { name: '发布商品' }).click();
    const drawer = await fillGoodsForm(page, {
      categoryLeaf: category.path.split(' / ').pop()!,
      genericName: '头孢克肟分散片',
      name,
      spec: '0.1g*6片',
      dosageForm: '片剂',
      manufacturer: '康济演示制药有限公司',
      approvalNo: `国药准字H2098${suffix.slice(-4)}`,
      classification: '处方药',
      scope: '抗生素制剂',
      batchNo: `KJ${suffix}`,
      warehouse: shop.warehouses[0]!.name,
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
    await menu.getByRole('menuitem', { name: '商品审核记录' }).click();
    await expect.poll(() => page.locator('.ant-table-row', { hasText: name }).innerText()).toContain('待审核');

    // The platform's 运营 (signed in once the dashboard shows), then its goods review.
    await consoleSignIn(page, 'yunying', 'yunying123456', { at: '/admin/catalog/reviews' });
    const row = page.locator('.ant-table-row', { hasText: name });
    await row.waitFor();
    await shot(page, 'console-goods-reviews', false);
    await row.getByRole('button', { name: '通过' }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '审核通过' }).waitFor();

    // On the storefront, a member finds it and buys it.
    const found = await admin<{ list: Array<{ id: number; status: string }> }>(`/admin/api/goods?keyword=${encodeURIComponent(name)}`);
    expect(found.list.map((g) => g.status)).toEqual(['on_sale']);
    const goodsId = found.list[0]!.id;
    await memberSignIn(page, 'demo', 'demo123456');
    await page.goto(`/search?keywords=${encodeURIComponent(`康济上新${suffix}`)}`);
    await page.getByText(name).first().waitFor();
    await page.goto(`/list/info/${goodsId}`);
    await expect.poll(() => page.getByTestId('detail-name').textContent()).toContain(name);
    const order = await buyWithWallet(page, goodsId, 35);

    // The 店铺管理员 ships it and prints the 随货同行单.
    await signIn(shopAdmin!, firstPassword!);
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

    // The buyer confirms receipt: the e-invoice is issued under the new shop's own name and tax number.
    await memberSignIn(page, 'demo', 'demo123456');
    await pageApi(page, `/api/order/${order.id}/receive`, { method: 'POST' });
    await signIn(shopAdmin!, firstPassword!);
    await page.waitForURL('**/admin/merchant/shop');
    await page.goto(`/admin/merchant/orders?status=3&keyword=${order.order_no}`);
    await page.locator('.ant-table-row', { hasText: order.order_no }).getByRole('button', { name: '查看' }).click();
    const invoiceCard = page.locator('.ant-drawer .ant-card', { hasText: '电子发票' });
    await expect.poll(() => invoiceCard.innerText()).toContain('已开具');
    const [invoice] = await pageApi<Array<{ seller_name: string; seller_tax_no: string; id: number }>>(
      page,
      `/admin/api/merchant/orders/${order.id}/invoices`,
    );
    expect([invoice!.seller_name, invoice!.seller_tax_no]).toEqual([company, `91420100MA4K${suffix}`]);
    await shot(page, 'merchant-order-invoice', false);

    // The month's statement of the new shop: this one order minus 5 % commission on its goods (¥8.60 × 35 = ¥301.00).
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
    expect(month.lines.map((l) => [l.kind, l.order_no, l.amount, l.commission])).toEqual([['order', order.order_no, order.pay_amount, 1505]]);
    expect([month.order_amount, month.refund_amount, month.commission, month.payable]).toEqual([order.pay_amount, 0, 1505, order.pay_amount - 1505]);
    expect(await current.innerText()).toContain(formatYuan(month.payable));
    await shot(page, 'merchant-statements', false);

    await consoleSignIn(page, 'admin', 'admin123456', { at: '/admin/finance/settlement?tab=rates' });
    await page.getByText('按店铺').first().waitFor();
    await shot(page, 'platform-settlement-rates', false);
  });

  it('the shop’s 商品 staff applies for a 秒杀 of its goods; the platform approves it; the shop sees it scheduled', async () => {
    const page = browser.page;
    const goods = await admin<{ list: Array<{ id: number; name: string; base_price: number; stock: number }> }>(
      '/admin/api/goods?shop_id=1&status=on_sale&stock=in&sort=sales&page_size=50',
    );
    const flashing = await admin<{ list: Array<{ goods_id: number }> }>('/admin/api/promotions/flash-sales?shop_id=1&page_size=100');
    const pending = await admin<{ list: Array<{ goods_id: number }> }>('/admin/api/promotions/flash-applications?shop_id=1&page_size=100');
    const busy = new Set([...flashing.list, ...pending.list].map((f) => f.goods_id));
    const g = goods.list.find((x) => !busy.has(x.id) && x.base_price > 200 && x.stock > 5)!;

    await signIn('huakang_sp', 'huakang123456');
    await page.waitForURL('**/admin/merchant/shop');
    const menu = page.locator('.ant-layout-sider .ant-menu');
    await menu.getByRole('menuitem', { name: '满减活动' }).click();
    await page.getByRole('button', { name: '新建满减' }).waitFor();
    // The shop's own: no shop filter to choose from.
    expect(await page.getByText('全部店铺').count()).toBe(0);
    await shot(page, 'merchant-full-reductions', false);
    // A new 满减 is of this shop: the shop field holds it and cannot be changed.
    await page.getByRole('button', { name: '新建满减' }).click();
    const shopField = page.locator('.ant-drawer .ant-form-item', { hasText: '店铺' }).first();
    await expect.poll(() => shopField.innerText()).toContain('华康医药');
    expect(await shopField.locator('.ant-select-disabled').count()).toBe(1);
    await shot(page, 'merchant-full-reduction-editor', false);
    await page
      .locator('.ant-drawer')
      .getByRole('button', { name: /取\s*消/ })
      .click();

    await menu.getByRole('menuitem', { name: '秒杀' }).click();
    await page.getByRole('button', { name: '申请秒杀' }).click();
    const drawer = page.locator('.ant-drawer');
    await pickOption(page, drawer.getByTestId('flash-goods'), g.name, { search: true });
    await drawer.getByLabel('秒杀价（元）').fill(formatFen(g.base_price - 100));
    await drawer.getByLabel('秒杀库存').fill('5');
    await drawer.getByLabel('每人限购').fill('1');
    const applied = page.waitForResponse(
      (r) => r.url().endsWith('/admin/api/merchant/promotions/flash-applications') && r.request().method() === 'POST',
    );
    await drawer.getByTestId('flash-save').click();
    expect((await (await applied).json()).msg).toBe('已提交平台审核');
    const application = page.locator('.ant-table-row', { hasText: g.name });
    await expect.poll(() => application.innerText()).toContain('待审核');
    await shot(page, 'merchant-flash-applications', false);

    await consoleSignIn(page, 'yunying', 'yunying123456', { at: '/admin/promotions/flash-sales?tab=applications' });
    const row = page.locator('.ant-table-row', { hasText: g.name });
    await row.waitFor();
    await shot(page, 'platform-flash-applications', false);
    await row.getByRole('button', { name: '通过' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.locator('.ant-message-notice').filter({ hasText: '已通过，秒杀已创建' }).waitFor();

    await signIn('huakang_sp', 'huakang123456');
    await page.waitForURL('**/admin/merchant/shop');
    await page.goto('/admin/merchant/promotions/flash-sales');
    await page.locator('.ant-table-row', { hasText: g.name }).getByText('未开始').waitFor();
  });

  it('the shop uploads its 首营资料; a buyer finds them on the goods detail and the shop’s first-camp page', async () => {
    const page = browser.page;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-first-camp-'));
    const pdf = path.join(dir, '营业执照.pdf');
    fs.writeFileSync(pdf, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const title = `营业执照（副本）${String(Date.now()).slice(-5)}`;

    await signIn('huakang_sp', 'huakang123456');
    await page.waitForURL('**/admin/merchant/shop');
    await page.locator('.ant-layout-sider .ant-menu').getByRole('menuitem', { name: '首营资料' }).click();
    await page.getByRole('button', { name: /上传资料/ }).click();
    const modal = page.locator('.ant-modal', { hasText: '上传企业资料' });
    await modal.getByLabel('资料类型').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '营业执照' }).click();
    await modal.getByLabel('资料名称').fill(title);
    await modal.locator('input[type=file]').setInputFiles(pdf);
    await modal.getByRole('button', { name: /上\s*传/ }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '上传成功' }).waitFor();
    await page.locator('.ant-table-row', { hasText: title }).waitFor();
    await shot(page, 'merchant-first-camp', false);

    const goods = await admin<{ list: Array<{ id: number }> }>('/admin/api/goods?shop_id=1&status=on_sale&page_size=1');
    await memberSignIn(page, 'demo', 'demo123456');
    await page.goto(`/list/info/${goods.list[0]!.id}?tab=documents`);
    const shopDocs = page.getByTestId('shop-documents');
    await shopDocs.getByText(title).waitFor();
    const href = await shopDocs.locator('.ant-table-row', { hasText: title }).getByTestId('document-open').getAttribute('href');
    const opened = await page.evaluate(async (u) => {
      const res = await fetch(u!);
      return [res.status, res.headers.get('content-type')];
    }, href);
    expect(opened).toEqual([200, 'application/pdf']);
    await page.getByTestId('detail-tabs').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await shot(page, 'detail-first-camp', false, false);
    await page.goto('/help/us/linkDetails?id=1');
    await page.getByTestId('first-camp-documents').getByText(title).waitFor();
    await shot(page, 'help-first-camp', false, false);
  });

  it('a 商品 staff account of a demo shop works its goods list', async () => {
    const page = browser.page;
    await signIn('huakang_sp', 'huakang123456');
    await page.waitForURL('**/admin/merchant/shop');
    await page.locator('.ant-layout-sider .ant-menu').getByRole('menuitem', { name: '商品管理' }).click();
    await page.locator('.ant-table-row').first().waitFor();
    await shot(page, 'merchant-goods', false);
    // 批量导入: stock and prices of its own goods (new goods go through the form and the goods review).
    await page.getByRole('button', { name: '批量导入' }).click();
    await page.waitForURL('**/admin/merchant/goods/import');
    await expect.poll(() => page.locator('.ant-radio-button-wrapper').allInnerTexts()).toEqual(['库存与批号', '价格']);
    await shot(page, 'merchant-goods-import', false);
  });
});
