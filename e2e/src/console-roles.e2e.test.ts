import { describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { queueRows, sweep } from './console-sweep.js';
import { consoleSignIn, operatorApi, shot } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);
/** 财务's own request (console-audit.e2e.test.ts queues one of its own, under another reason). */
const REASON = '财务巡检用大额调整';

/** Issue 44: 财务 finds the money pages and decides there; a merchant's read-only staff is offered no write control. */
describe('console by role', () => {
  const browser = suiteBrowser(baseURL);
  let made: ReturnType<typeof queueRows> | null = null;
  /** The queues' rows, made once for the file: a ¥6,000 credit 财务 asks for waits for a second account. */
  const rows = () => (made ??= queueRows(browser.page, baseURL, REASON, 6_000));

  it('gives 财务 the money pages: it approves another’s large credit, never its own; 超级管理员 sets the thresholds', async () => {
    const page = browser.page;
    const { orderNo, memberId } = await rows();
    await consoleSignIn(page, 'caiwu', 'caiwu123456');
    for (const item of ['资金审批', '退款审核', '提现审核', '商家结算']) await page.getByRole('menuitem', { name: item }).waitFor();
    // Its own request waits for someone else: 撤回, not 通过.
    await page.getByRole('menuitem', { name: '资金审批' }).click();
    const own = page.locator('.ant-table-row', { hasText: REASON });
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
    const request = page.locator('.ant-table-row', { hasText: REASON });
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
    const { paths, found } = await sweep(page, { skip: ['/merchant/chat'] });
    expect(paths).toEqual(expect.arrayContaining(['/merchant/shop', '/merchant/goods', '/merchant/orders']));
    expect(found).toEqual([]);
  });
});
