import { describe, expect, inject, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { consoleLogin, shot } from './storefront.js';

const baseURL = inject('baseURL');

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
    await expect.poll(() => menu.getByRole('menuitem').allInnerTexts()).toEqual(['店铺信息', '员工管理']);
    await shot(page, 'merchant-shop', false);

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
    await expect.poll(() => menu.getByRole('menuitem').allInnerTexts()).toEqual(['店铺信息']);
    await page.goto('/admin/merchant/staff');
    await page.getByText('当前角色无权查看此页面，请联系店铺管理员。').waitFor();
    await page.goto('/admin/members');
    await page.getByText('无权访问').first().waitFor();
  });
});
