import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { suiteBrowser } from './browser.js';
import { buyWithWallet, consoleSignIn, operatorApi, pageApi, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);
const caiwuApi = operatorApi(baseURL, 'caiwu', 'caiwu123456');

/**
 * What a button that changes something is called anywhere in the console (antd spaces two-character labels: 发 货).
 * 复制 (copy an address) and 导出 (a download) change nothing; 添加/删除样例商品 work a promotion's unsaved sample cart.
 */
const WRITE_LABEL =
  /^(发货|审核|通过|驳回|拒绝|新增|新建.*|添加.*|编辑|修改.*|删除.*|导入.*|批量.*|标记.*|保存.*|提交|上传.*|生成.*|退款|已打款|授权|停用.*|恢复.*|结束|撤销|回复|重开.*|上架|下架|设置.*|调整.*|重试|撤回|启用|重置.*|发放|发布.*|审核通过|审核驳回|移出.*|确认.*|发送.*|开启.*|上移|下移)$/;
const NOT_WRITES = new Set(['添加样例商品', '删除样例商品']);

/** The write controls visible in the page's content, its open drawers and dialogs (not the header's own account menu). */
async function writeControls(page: Page, where: string): Promise<string[]> {
  const labels = await page
    .locator(
      ['.ant-layout-content', '.ant-drawer-open', '.ant-modal-wrap'].flatMap((s) => [`${s} button:visible`, `${s} .ant-upload:visible`]).join(', '),
    )
    .evaluateAll((els) => els.map((e) => ((e as HTMLElement).innerText || e.getAttribute('aria-label') || '').replace(/\s+/g, '')));
  return [...new Set(labels.filter((l) => WRITE_LABEL.test(l) && !NOT_WRITES.has(l)))].map((l) => `${where}: ${l}`);
}

/** Waits until a console page has drawn what it asked the server for: its title, no spinner, no call in flight. */
async function settled(page: Page) {
  await page.locator('.ant-layout-content h4').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.ant-layout-content .ant-spin-spinning:visible').count()).toBe(0);
}

/**
 * Visits every page of the signed-in account's side menu (but `skip`), each of its tabs and its first row's detail,
 * and collects the write controls shown there.
 */
async function sweep(page: Page, skip: string[] = []) {
  const menu = page.locator('[data-testid=console-menu] .ant-menu-item');
  const paths = await menu.evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-id')!.replace(/^.*?(\/[^/]*.*)$/, '$1')));
  const found: string[] = [];
  let views = 0;
  for (const path of paths.filter((p) => !skip.includes(p))) {
    await page.goto(`/admin${path}`);
    await settled(page);
    found.push(...(await writeControls(page, path)));
    views += 1;
    const tabs = page.locator('.ant-layout-content .ant-tabs-tab');
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      // A tab is not a navigation (the load state stays idle): the render that marks it active is the one that starts
      // its list's fetch (the filter lives in the URL), so the spinner is waited for from there on.
      await expect.poll(() => tabs.nth(i).getAttribute('class')).toContain('ant-tabs-tab-active');
      await settled(page);
      found.push(...(await writeControls(page, `${path} tab ${i + 1}`)));
      views += 1;
    }
    // The first row's detail (a drawer, or a file's preview dialog) as this role sees it; a link that opens a file in a
    // new tab is not one.
    const open = page
      .locator('.ant-layout-content .ant-table-row:visible')
      .first()
      .locator('button:visible:not(a button)')
      .filter({ hasText: /^(查\s*看|订\s*单)$/ });
    if (await open.count()) {
      await open.first().click();
      const detail = '.ant-drawer-open, .ant-modal-wrap:visible';
      await page.locator('.ant-drawer-open .ant-drawer-body, .ant-modal-wrap:visible .ant-modal-body').first().waitFor();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator(`.ant-drawer-open .ant-spin-spinning, .ant-modal-wrap:visible .ant-spin-spinning`).count()).toBe(0);
      found.push(...(await writeControls(page, `${path} detail`)));
      views += 1;
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(detail).count()).toBe(0);
    }
  }
  return { paths, found, views };
}

/** Issue 44: read-only roles are offered no write control; 财务 finds the money pages and decides there. */
describe('console by role', () => {
  const browser = suiteBrowser(baseURL);
  let made: Promise<{ orderNo: string; memberId: number }> | null = null;
  /**
   * Rows for the queues a write button would sit on, made once for the file (whichever test asks first): a paid order
   * of demo2 with a refund request, and a ¥6,000 wallet credit 财务 asked for, waiting for a second account.
   */
  const rows = () =>
    (made ??= (async () => {
      const page = browser.page;
      await signIn(page, 'demo2', 'demo123456');
      const goods = await pageApi<{ list: Array<{ id: number; base_price: number | null; min_order: number; number: number; is_buy: number }> }>(
        page,
        '/api/goods/list?page_size=50',
      );
      const g = goods.list.find((x) => x.is_buy && x.base_price && x.base_price >= 5_000 && x.base_price < 20_000 && x.number >= 100)!;
      const order = await buyWithWallet(page, g.id, Math.max(g.min_order, Math.ceil(31_000 / g.base_price!)));
      await pageApi(page, `/api/order/${order.id}/after_sale`, { form: { kind: 'refund', reason: '审计巡检用退款申请', refund_amount: '1' } });
      const members = await admin<{ list: Array<{ id: number; username: string }> }>('/admin/api/members?status=approved&keyword=demo2');
      const memberId = members.list.find((m) => m.username === 'demo2')!.id;
      await caiwuApi(`/admin/api/members/${memberId}/wallet/adjust`, {
        method: 'POST',
        body: { direction: 'credit', amount: '6000', reason: '审计巡检用大额调整' },
      });
      return { orderNo: order.order_no, memberId };
    })());

  it('shows 审计 no write button on any page, tab or detail of the console', async () => {
    const page = browser.page;
    const { orderNo } = await rows();
    await consoleSignIn(page, 'shenji', 'shenji123456');
    const { paths, found, views } = await sweep(page);
    expect(paths).toEqual(expect.arrayContaining(['/finance/approvals', '/finance/refunds', '/finance/settlement', '/system/operators']));
    expect(found).toEqual([]);
    expect(views).toBeGreaterThan(45);

    // The rows made above are there, each without its write: the order opens to read, the refund and the approval wait.
    await page.goto(`/admin/orders?keyword=${orderNo}`);
    const row = page.locator('.ant-table-row', { hasText: orderNo });
    await row.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('审计巡检用退款申请').waitFor();
    expect(await writeControls(page, 'order')).toEqual([]);
    await shot(page, 'console-audit-order', false);
    await page.goto('/admin/finance/refunds');
    await page.locator('.ant-table-row', { hasText: orderNo }).waitFor();
    await page.goto('/admin/finance/approvals');
    await page.locator('.ant-table-row', { hasText: '审计巡检用大额调整' }).waitFor();
    expect(await writeControls(page, 'approvals')).toEqual([]);
    expect(await page.getByTestId('approval-limits').getByRole('button').count()).toBe(0);
    await shot(page, 'console-audit-approvals', false);
    await page.goto('/admin/content/site');
    await settled(page);
    await shot(page, 'console-audit-site', false);
  });

  it('gives 财务 the money pages: it approves another’s large credit, never its own; 超级管理员 sets the thresholds', async () => {
    const page = browser.page;
    const { orderNo, memberId } = await rows();
    await consoleSignIn(page, 'caiwu', 'caiwu123456');
    for (const item of ['资金审批', '退款审核', '提现审核', '商家结算']) await page.getByRole('menuitem', { name: item }).waitFor();
    // Its own request waits for someone else: 撤回, not 通过.
    await page.getByRole('menuitem', { name: '资金审批' }).click();
    const own = page.locator('.ant-table-row', { hasText: '审计巡检用大额调整' });
    await own.getByRole('button', { name: /撤\s*回/ }).waitFor();
    expect(await own.getByRole('button', { name: /通\s*过/ }).count()).toBe(0);
    expect(await page.getByTestId('approval-limits').getByRole('button', { name: '修改阈值' }).count()).toBe(0);
    await shot(page, 'console-finance-approvals', false);
    // 财务 ships nothing: the order opens with its refund, no 发货.
    await page.goto(`/admin/orders?keyword=${orderNo}`);
    await page.locator('.ant-table-row', { hasText: orderNo }).getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByRole('button', { name: /退\s*款/ }).waitFor();
    expect(await drawer.getByRole('button', { name: /发\s*货/ }).count()).toBe(0);
    await shot(page, 'console-finance-order', false);

    // 超级管理员 approves the 财务's request: the member's balance moves once, the audit names both.
    const before = (await admin<{ balance: number }>(`/admin/api/members/${memberId}/wallet`)).balance;
    await consoleSignIn(page, 'admin', 'admin123456');
    await page.getByRole('menuitem', { name: '资金审批' }).click();
    const request = page.locator('.ant-table-row', { hasText: '审计巡检用大额调整' });
    await request.getByRole('button', { name: /通\s*过/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByLabel('审批意见').fill('已核对');
    await confirm.getByRole('button', { name: /通\s*过/ }).click();
    await page.locator('.ant-message').getByText('已审批通过，已生效').waitFor();
    await request.waitFor({ state: 'detached' });
    expect((await admin<{ balance: number }>(`/admin/api/members/${memberId}/wallet`)).balance).toBe(before + 600_000);
    const audit = await admin<{ list: Array<{ actor: string; detail: Record<string, unknown> }> }>('/admin/api/audit?action=wallet.credit');
    expect(audit.list[0]).toMatchObject({ actor: 'operator:admin', detail: { maker: 'operator:caiwu', checker: 'operator:admin' } });

    // The thresholds: 超级管理员 edits them on the same page.
    await page.getByTestId('approval-limits').getByRole('button', { name: '修改阈值' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '修改审批阈值' });
    await dialog.getByLabel('余额调整审批阈值（元）').fill('8000');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByTestId('approval-limits').getByText('超过 ¥8000.00 需审批').waitFor();
    await shot(page, 'console-admin-approval-limits', false);
  });

  it('shows a merchant’s 客服 staff no write button outside its own area (merchantMay, the same way)', async () => {
    const page = browser.page;
    const huakang = operatorApi(baseURL, 'huakang', 'huakang123456');
    const username = `hkkf${String(Date.now()).slice(-6)}`;
    await huakang('/admin/api/merchant/staff', { method: 'POST', body: { username, name: '华康客服', role: 'shop_service', password: 'Kefu-2026' } });
    await page.context().clearCookies();
    await page.goto('/admin/login');
    await page.getByPlaceholder('运营账号或商家账号').fill(username);
    await page.getByPlaceholder('密码').fill('Kefu-2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/admin/merchant/shop');
    // 客服消息 is its own area (it answers there); the shop, goods and orders it only reads.
    const { paths, found } = await sweep(page, ['/merchant/chat']);
    expect(paths).toEqual(expect.arrayContaining(['/merchant/shop', '/merchant/goods', '/merchant/orders']));
    expect(found).toEqual([]);
  });
});
