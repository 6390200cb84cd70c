import { describe, expect, it } from 'vitest';
import { formatFen, type DashboardView } from '@yaocai/contract';
import { suiteBrowser } from './browser.js';
import { buyWithWallet, consoleSignIn, operatorApi, pageApi, shot, signIn } from './storefront.js';
import { registerThroughPages } from './registration.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

/** The operator console at /admin (issue "Operator console"): review with certificates in place, dashboard, roles. */
describe('operator console', () => {
  const browser = suiteBrowser(baseURL);
  const suffix = String(Date.now()).slice(-8);
  const phone = `137${suffix}`;
  const company = `审核测试药房${suffix.slice(-4)}`;

  it('an operator reviews a new pharmacy while looking at its certificate scans, and approves it', async () => {
    const page = browser.page;
    await registerThroughPages(page, admin, {
      phone,
      password: 'Yaocai2025',
      company,
      contact: '李药师',
      region: ['湖北省', '武汉市', '江汉区'],
      address: '解放大道100号',
      seq: Number(suffix.slice(-3)),
    });

    await consoleSignIn(page, 'admin', 'admin123456');
    await shot(page, 'console-dashboard');
    await page.getByRole('menuitem', { name: '会员与资质审核' }).click();
    await page.getByPlaceholder('单位名称 / 用户名 / 手机号 / 联系人').fill(phone);
    await page.getByPlaceholder('单位名称 / 用户名 / 手机号 / 联系人').press('Enter');
    const row = page.locator('.ant-table-row', { hasText: company });
    await row.waitFor();
    await row.getByRole('button', { name: '审核' }).click();

    // Every certificate's scan is shown in place: the image is loaded in the drawer, not downloaded.
    const drawer = page.locator('.ant-drawer');
    const certificates = drawer.getByTestId('certificate');
    await certificates.first().waitFor();
    expect(await certificates.count()).toBe(4);
    for (let i = 0; i < 4; i++) {
      await certificates.nth(i).click();
      const img = drawer.getByTestId('certificate-scan').locator('img');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await shot(page, 'console-member-review', false);

    await drawer.locator('.ant-select').first().click();
    const options = page.locator('.ant-select-dropdown .ant-select-item-option');
    await options.first().waitFor();
    await options.nth(0).click();
    await options.nth(1).click();
    await page.keyboard.press('Escape');
    await drawer.getByRole('button', { name: '审核通过' }).click();
    await page.locator('.ant-message').getByText('审核通过').waitFor();
    await drawer.getByText('已通过').first().waitFor();

    const approved = await admin<{ list: Array<{ company: string; review_status: string }> }>(`/admin/api/members?status=all&keyword=${phone}`);
    expect(approved.list.find((m) => m.company === company)?.review_status).toBe('approved');
    const audit = await admin<{ list: Array<{ action: string; actor: string }> }>('/admin/api/audit?action=member.approve');
    expect(audit.list[0]).toMatchObject({ action: 'member.approve', actor: 'operator:admin' });
  });

  it('draws the dashboard with the same figures the dashboard API counts for the range', async () => {
    const page = browser.page;
    await page.goto('/admin/');
    await page.getByTestId('kpi-gmv').waitFor();
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const api = await admin<DashboardView>(`/admin/api/dashboard?from=${from}&to=${today}`);
    // antd's Statistic groups thousands (2,909.98): the figure is compared without the separators.
    const kpi = async (id: string) => (await page.getByTestId(id).locator('.ant-statistic-content').innerText()).replaceAll(',', '');
    await expect.poll(() => kpi('kpi-orders')).toBe(String(api.totals.orders));
    expect(await kpi('kpi-gmv')).toBe(formatFen(api.totals.gmv));
    expect(await kpi('kpi-new-members')).toBe(String(api.totals.new_members));
    expect(await kpi('kpi-pending')).toBe(String(api.pending_members));
    expect(api.totals.new_members).toBeGreaterThanOrEqual(1);
    expect(await page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(2);
  });

  it('the dark side menu runs the whole height of a page taller than the screen and stays in view as the page scrolls', async () => {
    const page = browser.page;
    await consoleSignIn(page, 'admin', 'admin123456', { at: '/admin/catalog/goods' });
    await page.locator('.ant-table-row').nth(19).waitFor();
    const measure = () =>
      page.evaluate(() => {
        const sider = document.querySelector('.ant-layout-sider')!.getBoundingClientRect();
        const menu = document.querySelector('[data-testid="console-menu"]') ?? document.querySelector('.ant-layout-sider-children')!;
        return {
          page: document.documentElement.scrollHeight,
          screen: window.innerHeight,
          siderTop: Math.round(sider.top + window.scrollY),
          siderHeight: Math.round(sider.height),
          menuTop: Math.abs(Math.round(menu.getBoundingClientRect().top)),
          menuHeight: menu.clientHeight,
          menuScrolls: menu.scrollHeight > menu.clientHeight,
          background: getComputedStyle(document.querySelector('.ant-layout-sider')!).backgroundColor,
        };
      });
    const top = await measure();
    expect(top.page).toBeGreaterThan(top.screen + 300);
    // The dark column covers the page from its top to its bottom, not only the first screen.
    expect([top.siderTop, top.siderHeight]).toEqual([0, top.page]);
    expect(top.background).not.toBe('rgba(0, 0, 0, 0)');
    // The menu itself is one screen high and scrolls on its own (the console's menu is longer than a screen).
    expect([top.menuHeight <= top.screen, top.menuScrolls]).toEqual([true, true]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await measure()).menuTop).toBe(0);
    await page.getByText('药采运营后台').waitFor();
    expect(await page.getByRole('menuitem', { name: '商品管理' }).isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: '短信发件箱' }).scrollIntoViewIfNeeded();
    expect(await page.getByRole('menuitem', { name: '短信发件箱' }).isVisible()).toBe(true);
    await shot(page, 'console-tall-page');
  });

  it('an operator ships a paid order in two parcels from the order queue and prints each parcel’s 随货同行单', async () => {
    const page = browser.page;
    // demo2 buys one goods (enough for the shop's minimum order) and pays it from a wallet recharged on the sandbox.
    await signIn(page, 'demo2', 'demo123456');
    const goods = await pageApi<{
      list: Array<{ id: number; base_price: number | null; min_order: number; middle_pack: number; number: number; is_buy: number }>;
    }>(page, '/api/goods/list?page_size=50');
    const qtyOf = (g: (typeof goods.list)[number]) => {
      const q = Math.max(g.min_order, Math.ceil(31_000 / g.base_price!));
      return g.middle_pack > 1 ? Math.ceil(q / g.middle_pack) * g.middle_pack : q;
    };
    const g = goods.list.find((x) => x.is_buy && x.base_price && x.base_price < 20_000 && x.number >= qtyOf(x) + 10)!;
    const qty = qtyOf(g);
    const order = await buyWithWallet(page, g.id, qty);

    await consoleSignIn(page, 'kefu', 'kefu123456', { at: `/admin/orders?status=1&keyword=${order.order_no}` });
    const row = page.locator('.ant-table-row', { hasText: order.order_no });
    await row.getByRole('button', { name: '发货' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText(order.order_no).first().waitFor();

    const shipPart = async (units: number, tracking: string) => {
      await drawer.getByRole('button', { name: /发\s*货/ }).click();
      const modal = page.locator('.ant-modal', { hasText: '本次发货' });
      await modal.getByLabel('物流公司').fill('顺丰速运');
      await modal.getByLabel('物流单号').fill(tracking);
      await modal.locator('.ant-input-number input').fill(String(units));
      await modal.getByRole('button', { name: '确认发货' }).click();
      await page.locator('.ant-message').getByText('发货成功').last().waitFor();
      await modal.waitFor({ state: 'hidden' });
    };
    const half = Math.floor(qty / 2);
    await shipPart(half, `SF${suffix}01`);
    await drawer.getByText(`SF${suffix}01`).first().waitFor();
    expect(await drawer.locator('.ant-descriptions').getByText('待发货').count()).toBe(1);
    await shot(page, 'console-order-partly-shipped', false);
    await shipPart(qty - half, `SF${suffix}02`);
    await drawer.locator('.ant-descriptions').getByText('待收货').waitFor();
    // Each parcel prints its own 随货同行单 (its text is checked in orders-admin.api.test.ts).
    const notes = drawer.getByTestId('delivery-note');
    expect(await notes.count()).toBe(2);
    const pdf = await page.evaluate(
      async (href) => {
        const res = await fetch(href);
        return { type: res.headers.get('content-type'), head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)) };
      },
      (await notes.first().getAttribute('href'))!,
    );
    expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
    const detail = await admin<{ shipments: Array<{ tracking_no: string; items: Array<{ number: number }> }> }>(`/admin/api/orders/${order.id}`);
    expect(detail.shipments.map((s) => [s.tracking_no, s.items[0].number])).toEqual([
      [`SF${suffix}01`, half],
      [`SF${suffix}02`, qty - half],
    ]);

    // The buyer asks for ¥10 back on the shipped order: 客服 sees the request but the money is 财务's, who approves
    // it from 退款审核 and it is paid back.
    await signIn(page, 'demo2', 'demo123456');
    const request = await pageApi<{ id: number }>(page, `/api/order/${order.id}/after_sale`, {
      form: { kind: 'refund', reason: '外包装破损', refund_amount: '10' },
    });
    await consoleSignIn(page, 'kefu', 'kefu123456', { at: `/admin/orders?keyword=${order.order_no}` });
    await page.locator('.ant-table-row', { hasText: order.order_no }).getByRole('button', { name: '查看' }).click();
    const afterSales = drawer.locator('.ant-card', { hasText: '退款与售后' });
    await afterSales.getByText('外包装破损').waitFor();
    expect(await afterSales.getByRole('button', { name: '审核' }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: '退款' }).count()).toBe(0);
    await consoleSignIn(page, 'caiwu', 'caiwu123456');
    await page.getByRole('menuitem', { name: '退款审核' }).click();
    const refundRow = page.locator('.ant-table-row', { hasText: order.order_no });
    await refundRow.getByText('外包装破损').waitFor();
    await refundRow.getByRole('button', { name: '审核' }).click();
    const decide = page.locator('.ant-modal', { hasText: '审核售后' });
    expect(await decide.getByLabel('退款金额（元）').inputValue()).toBe('10');
    await decide.getByLabel('审核说明').fill('同意退款，原路退回');
    await shot(page, 'console-after-sale-decide', false);
    await decide.getByRole('button', { name: /提\s*交/ }).click();
    await decide.waitFor({ state: 'hidden' });
    await page.locator('.ant-tabs-tab', { hasText: '已退款' }).click();
    await page.locator('.ant-table-row', { hasText: order.order_no }).locator('.ant-tag', { hasText: '已完成' }).waitFor();
    const after = await admin<{ after_sales: Array<{ id: number; status: number; refunded_amount: number }> }>(`/admin/api/orders/${order.id}`);
    expect(after.after_sales.find((a) => a.id === request.id)).toMatchObject({ status: 3, refunded_amount: 1000 });

    // The buyer confirms receipt: the e-invoice is issued over what was paid net of the refund; 客服 re-issues it as
    // a 专票 with the buyer's tax number, the first one voided.
    await signIn(page, 'demo2', 'demo123456');
    await pageApi(page, `/api/order/${order.id}/receive`, { form: {} });
    await consoleSignIn(page, 'kefu', 'kefu123456', { at: `/admin/orders?keyword=${order.order_no}` });
    await page.locator('.ant-table-row', { hasText: order.order_no }).getByRole('button', { name: '查看' }).click();
    const invoices = drawer.locator('.ant-card', { hasText: '电子发票' });
    await invoices.locator('.ant-table-row').first().waitFor();
    await invoices.getByTestId('invoice-reissue').click();
    const reissue = page.locator('.ant-modal', { hasText: '重开发票' });
    await reissue.getByRole('radio', { name: '电子增值税专用发票' }).check();
    await reissue.getByLabel('纳税人识别号').fill('91420100MA4K777777');
    await reissue.getByLabel('重开原因').fill('买家申请改开专票');
    await reissue.getByRole('button', { name: /确认开具/ }).click();
    await reissue.waitFor({ state: 'hidden' });
    await expect.poll(() => invoices.locator('.ant-table-row').count()).toBe(2);
    expect(await invoices.locator('.ant-table-row').first().innerText()).toContain('专用发票');
    expect(await invoices.locator('.ant-table-row').last().innerText()).toContain('已作废');
    await invoices.scrollIntoViewIfNeeded();
    await shot(page, 'console-order-invoices', false);
  });

  it('a 审计 account sees every area it may read and can change nothing', async () => {
    const page = browser.page;
    await consoleSignIn(page, 'shenji', 'shenji123456');
    for (const item of [
      '数据概览',
      '会员与资质审核',
      '资质效期',
      '控销授权',
      '提现审核',
      '满减活动',
      '拼团活动',
      '商家入驻',
      '意见反馈',
      '品种求购',
      '广告管理',
      '站点设置',
      'GSP销售记录',
      '运营账号与角色',
      '操作日志',
      '短信发件箱',
    ])
      await page.getByRole('menuitem', { name: item }).waitFor();

    await page.goto(`/admin/members?status=approved&keyword=${phone}`);
    await page.locator('.ant-table-row', { hasText: company }).getByRole('button', { name: '查看' }).click();
    await page.locator('.ant-drawer').getByTestId('certificate').first().waitFor();
    expect(await page.locator('.ant-drawer').getByRole('button', { name: '审核通过' }).count()).toBe(0);
    expect(await page.locator('.ant-drawer').getByRole('button', { name: '停用账号' }).count()).toBe(0);
    // Its money: balance and credit line to read, nothing to change.
    await page.locator('.ant-drawer').getByTestId('member-balance').waitFor();
    expect(await page.locator('.ant-drawer').getByRole('button', { name: '调整余额' }).count()).toBe(0);
    await page.locator('.ant-drawer').getByText('资金与账期').scrollIntoViewIfNeeded();
    await shot(page, 'console-member-money', false);

    await page.goto('/admin/members/kx?status=all');
    await page.locator('.ant-tabs-tab', { hasText: '已授权' }).waitFor();
    expect(await page.getByRole('button', { name: '授权' }).count()).toBe(0);
    await shot(page, 'console-kx', false);

    // The sandbox SMS outbox: the codes the new pharmacy was sent when it registered.
    await page.goto('/admin/system/sms');
    await page.getByLabel('手机号').fill(phone);
    await page.getByLabel('手机号').press('Enter');
    await expect.poll(() => page.locator('.ant-table-row').count()).toBeGreaterThan(0);
    expect(await page.locator('.ant-table-row').first().innerText()).toContain(phone);
    await shot(page, 'console-sms-outbox', false);

    await page.goto('/admin/promotions/group-buys');
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.getByRole('button', { name: '新建拼团' }).count()).toBe(0);
    await shot(page, 'console-group-buys', false);
    await page.goto('/admin/content/site?tab=nav');
    await page.locator('input[placeholder="导航名称"]').first().waitFor();
    expect(await page.getByTestId('site-save').count()).toBe(0);
    expect(await page.locator('input[placeholder="导航名称"]').first().isDisabled()).toBe(true);

    await page.goto('/admin/finance/withdrawals?status=all');
    await page.locator('.ant-tabs-tab', { hasText: '待审核' }).waitFor();
    await shot(page, 'console-withdrawals', false);

    await page.goto('/admin/system/operators');
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.getByRole('button', { name: '新建账号' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '编辑' }).count()).toBe(0);
    await shot(page, 'console-operators-audit-role');

    // The licence expiry board reads like any list; 审计 has no 停用 button in the member drawer.
    await page.goto('/admin/members/licences?state=soon&days=365');
    await page.locator('.ant-tabs-tab', { hasText: '已过期' }).waitFor();
    await shot(page, 'console-licences', false);

    // The GSP sales register: read, never written; the order shipped above is in it with its batch.
    await page.goto('/admin/orders/gsp');
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.locator('.ant-table-thead').innerText()).toMatch(/批准文号[\s\S]*批号[\s\S]*有效期至/);
    expect(await page.getByRole('button', { name: '导出Excel' }).count()).toBe(1);
    await shot(page, 'console-gsp-sales', false);

    // The server refuses the write itself, whatever the page shows.
    const refused = await page.evaluate(async () => {
      const res = await fetch('/admin/api/operators', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=sneaky1&name=x&role=super&password=Abcdef123',
      });
      return { status: res.status, msg: ((await res.json()) as { msg: string }).msg };
    });
    expect(refused).toEqual({ status: 403, msg: '当前角色无权执行此操作' });
  });
});
