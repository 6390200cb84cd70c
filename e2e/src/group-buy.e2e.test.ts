import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatYuan } from '@yaocai/contract';
import { suiteBrowser } from './browser.js';
import { operatorApi, pageApi, SHOTS, shot, signIn, TAKE_SHOTS } from './storefront.js';
import { motionSettled } from './motion.js';
import { openCampaign, sharedGoods } from './group-buy-kit.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

/** A goods both demo members may buy one by one (no pack rules), with stock to spare, in shop 2. */
const GOODS = sharedGoods.find((g) => g.shop_id === 2)!;
/** The group price: 80% of the list price, in fen and as the operator types it. */
const GROUP_FEN = Math.floor(GOODS.base_price * 0.8);
const fenOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

interface OrderRow {
  id: number;
  order_no: string;
  status: number;
  pay_amount: number;
  items: Array<{ goods_id: number; type: number; price: number; number: number }>;
}

/** The join dialog: the quantity typed in, the amount it shows checked, then 确认. */
async function confirmJoin(page: Page, number: number, screenshot?: string) {
  const dialog = page.getByTestId('groupbuy-dialog');
  await dialog.waitFor();
  const input = dialog.locator('input.ant-input-number-input');
  await input.fill(String(number));
  await input.press('Tab');
  await expect.poll(async () => fenOf(await dialog.getByTestId('groupbuy-amount').innerText())).toBe(GROUP_FEN * number);
  // The modal has finished opening: the confirm button is where it stays, and the screenshot shows it whole.
  await motionSettled(page);
  if (screenshot && TAKE_SHOTS) await page.screenshot({ path: `${SHOTS}/${screenshot}.png` });
  await page.getByTestId('groupbuy-confirm').click();
}

/** The member's group-buy order in /order: the card shows the line at the group price, tagged 拼团. */
async function orderAtGroupPrice(page: Page, number: number) {
  const mine = await pageApi<{ list: Array<{ order_id: number | null; order_no: string | null; state: number }> }>(page, '/api/groupbuy/mine');
  const orderNo = mine.list[0]!.order_no!;
  expect(orderNo).toMatch(/^YC\d+/);
  await page.goto('/order');
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  await card.waitFor();
  expect(await card.getByTestId('order-line-groupbuy').innerText()).toBe('拼团');
  expect(await card.getByTestId('order-status').innerText()).toBe('待付款');
  expect(await card.innerText()).toContain(formatYuan(GROUP_FEN));
  expect(await card.innerText()).toContain(`×${number}`);
  const order = (await pageApi<{ list: OrderRow[] }>(page, `/api/order/list?keyword=${orderNo}`)).list[0]!;
  expect(order).toMatchObject({ status: 0, pay_amount: GROUP_FEN * number });
  expect(order.items).toEqual([expect.objectContaining({ goods_id: GOODS.id, type: 6, price: GROUP_FEN, number })]);
  return { card, orderNo };
}

describe('group buy (/ptzq): two members join until the group forms', () => {
  const browser = suiteBrowser(baseURL);
  let page: Page;
  beforeEach(() => {
    page = browser.page;
  });
  let campaignId = 0;

  it('demo opens a group from /ptzq; nothing is ordered or charged while it waits', async () => {
    expect(GOODS, 'a goods both demo members may buy').toBeTruthy();
    const created = await openCampaign(admin, GOODS.id, GROUP_FEN);
    campaignId = created.id;

    await signIn(page, 'demo', 'demo123456', { at: '/ptzq' });
    const card = page.locator(`[data-testid="groupbuy-card"][data-campaign-id="${campaignId}"]`);
    await card.waitFor();
    expect(await card.getByTestId('groupbuy-name').innerText()).toBe(GOODS.name);
    expect(fenOf(await card.getByTestId('groupbuy-price').innerText())).toBe(GROUP_FEN);
    expect(await card.innerText()).toContain('2人成团');
    expect(await page.getByTestId('groupbuy-card').count()).toBeGreaterThan(1);

    await card.getByTestId('groupbuy-open').click();
    await confirmJoin(page, 2, 'groupbuy-join-dialog');
    await page.locator('.ant-message-notice').filter({ hasText: '参团成功，等待成团' }).waitFor();
    await card.getByTestId('groupbuy-waiting').waitFor();
    const group = card.getByTestId('groupbuy-open-group');
    await expect.poll(() => group.count()).toBe(1);
    expect(await group.innerText()).toContain('还差1人成团');
    expect(await group.getByTestId('groupbuy-group-left').innerText()).toMatch(/剩余 (23|24):\d\d:\d\d/);

    const mine = await pageApi<{ list: Array<{ state: number; order_id: number | null }> }>(page, '/api/groupbuy/mine');
    expect(mine.list[0]).toMatchObject({ state: 0, order_id: null });
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    // From the top, so the header is not the sticky search bar in the middle of the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'ptzq');
  });

  it('demo2 joins that group from the goods detail’s 拼团 panel; the group forms and demo2’s order is at the group price', async () => {
    await signIn(page, 'demo2', 'demo123456', { at: `/list/info-pt/${GOODS.id}` });
    const panel = page.getByTestId('groupbuy-panel');
    await panel.waitFor();
    expect(await panel.getAttribute('data-campaign-id')).toBe(String(campaignId));
    expect(fenOf(await panel.getByTestId('groupbuy-panel-price').innerText())).toBe(GROUP_FEN);
    const group = panel.getByTestId('groupbuy-open-group');
    await group.waitFor();
    expect(await group.innerText()).toContain('还差1人成团');
    await panel.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await motionSettled(panel);
    if (TAKE_SHOTS) await panel.screenshot({ path: `${SHOTS}/goods-detail-groupbuy.png` });

    await group.getByTestId('groupbuy-join').click();
    await confirmJoin(page, 1);
    const formed = page.locator('.ant-modal-confirm').filter({ hasText: '拼团成功' });
    await formed.waitFor();
    expect(await formed.innerText()).toContain('已按拼团价为您生成订单');
    await motionSettled(page);
    await shot(page, 'groupbuy-formed', false);
    await formed.locator('.ant-modal-close').click();

    await orderAtGroupPrice(page, 1);
  });

  it('demo sees the group formed in 我的拼团 and its own order at the group price in /order', async () => {
    await signIn(page, 'demo', 'demo123456', { at: '/ptzq?tab=mine' });
    const row = page.getByTestId('my-groupbuy').first();
    await row.waitFor();
    expect(await row.getByTestId('my-groupbuy-state').innerText()).toBe('已下单');
    expect(await row.innerText()).toContain('拼团成功');
    expect(await row.innerText()).toContain('2/2人');
    await shot(page, 'ptzq-mine', false);

    const { orderNo } = await orderAtGroupPrice(page, 2);
    // Told in /wdxx: the group formed and which order to pay.
    const messages = await pageApi<{ list: Array<{ title: string; body: string }> }>(page, '/api/user/messages');
    expect(messages.list.find((m) => m.title === '拼团成功')?.body).toContain(orderNo);
  });
});
