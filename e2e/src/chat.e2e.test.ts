import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { consoleLogin, consoleSignIn, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
const seed = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../server/seed/catalog.json'), 'utf8')) as {
  goods: Array<{ id: number; shop_id: number; name: string; status: string; is_kx: boolean; is_buy: boolean }>;
};
const goods = seed.goods.find((g) => g.shop_id === 3 && g.status === 'on_sale' && !g.is_kx && g.is_buy)!;

/** Chat with shops (issue "Engagement"): the member's dialog and the console's 客服消息, both open at once. */
describe('chat with a shop', () => {
  const member = suiteBrowser(baseURL);
  const staff = suiteBrowser(baseURL);

  it('a member asks a shop from a goods page while the operator answers in the console; each sees the other live', async () => {
    const page = member.page;
    await signIn(page, 'demo2', 'demo123456', { at: `/list/info/${goods.id}` });
    await page.getByTestId('contact-shop').click();
    const dialog = page.locator('.ant-modal', { hasText: '在线咨询' });
    await dialog.getByLabel('消息内容').waitFor();
    const question = `你好，${goods.name}有近效期的吗？<b>急</b>`;
    await dialog.getByLabel('消息内容').fill(question);
    await dialog.getByTestId('chat-send').click();
    // Text stays text: the markup shows as typed.
    await dialog.getByTestId('chat-message').filter({ hasText: question }).waitFor();
    await dialog.getByTestId('chat-send-goods').click();
    await dialog.locator('[data-testid="chat-message"] a', { hasText: goods.name }).waitFor();

    const op = staff.page;
    await consoleSignIn(op, 'yunying', 'yunying123456', { at: '/admin/service/chat' });
    await op.getByTestId('chat-conversation').filter({ hasText: '[商品]' }).first().click();
    const thread = op.getByTestId('console-chat-messages');
    await thread.getByText(question).waitFor();
    await op.getByLabel('回复内容').fill('您好，现货效期到2028年，欢迎下单');
    await op.getByTestId('console-chat-send').click();
    await thread.getByText('您好，现货效期到2028年，欢迎下单').waitFor();

    // The member's open dialog shows the answer without a reload; the member's next line reaches the console live.
    await dialog.getByTestId('chat-message').filter({ hasText: '您好，现货效期到2028年，欢迎下单' }).waitFor();
    await dialog.getByLabel('消息内容').fill('好的，马上下单');
    await dialog.getByLabel('消息内容').press('Enter');
    await thread.getByText('好的，马上下单').waitFor();
    // The console can see the line (pushed) before the member's own dialog has drawn the answer to its send.
    await dialog.getByTestId('chat-message').filter({ hasText: '好的，马上下单' }).waitFor();
    expect(await dialog.getByTestId('chat-message').count()).toBeGreaterThanOrEqual(4);
    await shot(page, 'chat-dialog', false);
    await shot(op, 'console-chat', false);

    // The shop's own page opens the same conversation, its history kept.
    await page.keyboard.press('Escape');
    await page.goto(`/list?shop_id=${goods.shop_id}`);
    await page.getByTestId('shop-heading').getByTestId('contact-shop').waitFor();
    await shot(page, 'chat-shop-heading', false);
    await page.getByTestId('shop-heading').getByTestId('contact-shop').click();
    await dialog.getByTestId('chat-message').filter({ hasText: '好的，马上下单' }).waitFor();
  });

  it('the shop’s own 客服 answers in the merchant portal, seeing its shop’s chats only', async () => {
    const page = member.page;
    await page.goto(`/list/info/${goods.id}`);
    await page.getByTestId('contact-shop').click();
    const dialog = page.locator('.ant-modal', { hasText: '在线咨询' });
    const question = `${goods.name}最低起订多少？`;
    await dialog.getByLabel('消息内容').fill(question);
    await dialog.getByTestId('chat-send').click();

    const shop = staff.page;
    await consoleLogin(shop, 'baicaotang', 'baicaotang123456');
    await shop.waitForURL('**/admin/merchant/shop');
    await shop.locator('.ant-layout-sider .ant-menu').getByRole('menuitem', { name: '客服消息' }).click();
    // No shop to choose: the list is this shop's.
    expect(await shop.getByText('全部店铺').count()).toBe(0);
    await shop.getByTestId('chat-conversation').filter({ hasText: question }).first().click();
    const thread = shop.getByTestId('console-chat-messages');
    await thread.getByText(question).waitFor();
    await shop.getByLabel('回复内容').fill('一盒起订，满¥500包邮');
    await shop.getByTestId('console-chat-send').click();
    await thread.getByText('一盒起订，满¥500包邮').waitFor();
    await dialog.getByTestId('chat-message').filter({ hasText: '一盒起订，满¥500包邮' }).waitFor();
    await dialog.getByLabel('消息内容').fill('好的');
    await dialog.getByLabel('消息内容').press('Enter');
    await thread.getByText('好的', { exact: true }).waitFor();
    await shot(shop, 'merchant-chat', false);
  });
});
