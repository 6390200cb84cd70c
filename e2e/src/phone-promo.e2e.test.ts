import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatYuan } from '@yaocai/contract';
import { suiteBrowser } from './browser.js';
import { operatorApi, pageApi } from './storefront.js';
import { serverURL } from './servers.js';
import { cartNumber, fitsTheScreen, phoneShot, phoneSignIn } from './phone-kit.js';
import { openCampaign, seedGoods, sharedGoods } from './group-buy-kit.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

/** Goods both demo members may buy one at a time (not shop 2's: the desktop's 拼团 suite takes those). */
const plain = sharedGoods.filter((g) => g.shop_id !== 2);
const yuan = (fen: number) => formatYuan(Math.floor(fen));

/** Scrolls an endless list until `target` has come (the page loads the next page as its foot shows). */
async function scrollUntil(page: Page, target: Locator) {
  await expect
    .poll(
      async () => {
        if ((await target.count()) > 0) return true;
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await target.scrollIntoViewIfNeeded();
}

/** A bottom sheet's button, once the sheet has stopped sliding (Playwright waits for a stable box). */
async function tapInSheet(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).getByRole('button', { name }).tap();
}

/** Issue 46: the storefront's promotions, activities and the desktop's other addresses on a phone. */
describe('promotions and activities on a phone (375×812, touch)', () => {
  const browser = suiteBrowser(baseURL, { phone: true });

  it('opens a 拼团 from /ptzq, and a second member joins it on the goods page: the group forms and the order is at the group price', async () => {
    const page = browser.page;
    const running = await (await fetch(`${baseURL}/api/groupbuy?page_size=50`)).json();
    const taken = new Set((running as { data: { list: Array<{ goods: { id: number } }> } }).data.list.map((c) => c.goods.id));
    const goods = plain.find((g) => !taken.has(g.id))!;
    expect(goods, 'a goods both demo members may buy, in no running 拼团').toBeTruthy();
    const groupFen = Math.floor(goods.base_price * 0.8);
    const campaign = await openCampaign(admin, goods.id, groupFen);

    // demo2 opens a group from the zone: nothing is ordered while it waits.
    await phoneSignIn(page, 'demo2', undefined, { at: '/ptzq' });
    await page.getByText('多人成团享拼团价').waitFor();
    const card = page.locator(`[data-testid="phone-groupbuy-card"][data-campaign-id="${campaign.id}"]`);
    await scrollUntil(page, card);
    expect(await card.getByTestId('phone-groupbuy-name').innerText()).toBe(goods.name);
    expect(await card.getByTestId('phone-groupbuy-price').innerText()).toBe(yuan(groupFen));
    await card.getByText('暂无可参加的团，快来发起拼团吧').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await fitsTheScreen(page);
    await phoneShot(page, 'ptzq');
    await card.getByRole('button', { name: '发起拼团' }).tap();
    const sheet = page.getByTestId('phone-groupbuy-sheet');
    await sheet.getByText(yuan(groupFen), { exact: true }).last().waitFor();
    await expect.poll(() => sheet.getByTestId('phone-groupbuy-address').innerText()).toContain('收货地址：');
    await phoneShot(page, 'groupbuy-sheet', { sheet });
    await tapInSheet(page, 'phone-groupbuy-sheet', '确认开团');
    await page.locator('.adm-toast-main').filter({ hasText: '参团成功，等待成团' }).waitFor();
    await card.getByRole('button', { name: '已参团，等待成团' }).waitFor();
    await expect.poll(() => card.getByTestId('phone-groupbuy-group').innerText()).toContain('还差1人成团');
    const mine = await pageApi<{ list: Array<{ campaign_id: number; state: number; order_id: number | null }> }>(page, '/api/groupbuy/mine');
    expect(mine.list.find((p) => p.campaign_id === campaign.id)).toMatchObject({ state: 0, order_id: null });

    // demo finds it in the zone, opens its goods page and joins demo2's group there: it forms, demo pays at the group price.
    await phoneSignIn(page, 'demo', undefined, { at: '/ptzq' });
    const again = page.locator(`[data-testid="phone-groupbuy-card"][data-campaign-id="${campaign.id}"]`);
    await scrollUntil(page, again);
    await again.getByTestId('phone-groupbuy-name').tap();
    await page.waitForURL(`**/list/info-pt/${goods.id}`);
    const panel = page.getByTestId('phone-groupbuy-panel');
    await panel.waitFor();
    expect(await panel.getAttribute('data-campaign-id')).toBe(String(campaign.id));
    const group = panel.getByTestId('phone-groupbuy-group');
    await expect.poll(() => group.innerText()).toContain('还差1人成团');
    expect(await group.getByTestId('phone-groupbuy-left').innerText()).toMatch(/剩余 (23|24):\d\d:\d\d/);
    await panel.scrollIntoViewIfNeeded();
    await fitsTheScreen(page);
    await phoneShot(page, 'groupbuy-goods');
    await group.getByRole('button', { name: '去参团' }).tap();
    await page.getByTestId('phone-groupbuy-sheet').getByText('还差1人').waitFor();
    await tapInSheet(page, 'phone-groupbuy-sheet', '确认参团');
    const formed = page.locator('.adm-dialog-body').filter({ hasText: '拼团成功' });
    await formed.getByText('已按拼团价为您生成订单').waitFor();
    await phoneShot(page, 'groupbuy-formed', { sheet: formed });
    await formed.getByRole('button', { name: '去支付' }).tap();
    await page.waitForURL(/\/cart\/step3\/\d+/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.getByTestId('phone-pay-total').innerText()).toBe(yuan(groupFen));
    const order = await pageApi<{
      status: number;
      pay_amount: number;
      items: Array<{ goods_id: number; type: number; price: number; number: number }>;
    }>(page, `/api/order/info/${orderId}`);
    expect(order).toMatchObject({ status: 0, pay_amount: groupFen });
    expect(order.items).toEqual([expect.objectContaining({ goods_id: goods.id, type: 6, price: groupFen, number: 1 })]);
    // The desktop's other pay address is the same pay page.
    await page.goto(`/cart/hm?ids=${orderId}`);
    await expect.poll(() => page.getByTestId('phone-pay-total').innerText()).toBe(yuan(groupFen));
  });

  it('adds a 组合购 package and two quick-order rows to the cart', async () => {
    const page = browser.page;
    await phoneSignIn(page, 'demo');
    const packages = await pageApi<Array<{ id: number; name: string; can_buy: boolean; price: number | null }>>(page, '/api/combination/list');
    const pack = packages.find((p) => p.can_buy && p.price !== null)!;
    expect(pack, 'a package demo may buy').toBeTruthy();
    const packNumber = async () => {
      const cart = await pageApi<{ data: Array<{ lines: Array<{ number: number; combination: { id: number } | null }> }> }>(page, '/api/cart/list');
      return cart.data.flatMap((g) => g.lines).find((l) => l.combination?.id === pack.id)?.number ?? 0;
    };
    const before = await packNumber();
    await page.goto('/zhzq');
    const card = page.locator(`[data-testid="phone-combination"][data-combination-id="${pack.id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('phone-combination-price').innerText()).toBe(yuan(pack.price!));
    await fitsTheScreen(page);
    await phoneShot(page, 'combinations');
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: '加入购物车' }).tap();
    await expect.poll(packNumber).toBe(before + 1);

    // Two drugs by their approval numbers (each sold by one goods only), one typed with 2 units: both go to the cart.
    const codes = new Map<string, number>();
    for (const g of seedGoods) codes.set(g.approval_no, (codes.get(g.approval_no) ?? 0) + 1);
    const [first, second] = plain.filter((g) => g.approval_no.startsWith('国药准字') && codes.get(g.approval_no) === 1 && !/[()（）]/.test(g.name));
    const had = [await cartNumber(page, first!.id), await cartNumber(page, second!.id)];
    await page.goto('/quickOrder');
    const rows = page.getByTestId('phone-quick-row');
    await rows.first().waitFor();
    await rows.nth(0).getByRole('textbox').fill(first!.approval_no);
    await rows.nth(1).getByRole('textbox').fill(second!.approval_no);
    await rows.nth(1).locator('.adm-stepper-plus').tap();
    await expect.poll(() => rows.nth(1).locator('.adm-stepper-input input').inputValue()).toBe('2');
    await page.getByRole('button', { name: '识别并匹配' }).tap();
    await page.locator('.adm-toast-main').filter({ hasText: '已识别 2 行：匹配 2 行，待选择 0 行，未找到 0 行' }).waitFor();
    await expect.poll(() => rows.nth(0).getAttribute('data-status')).toBe('matched');
    expect(await rows.nth(0).getByTestId('phone-quick-goods').innerText()).toContain(first!.name);
    expect(await rows.nth(1).getByTestId('phone-quick-goods').innerText()).toContain(second!.name);
    await fitsTheScreen(page);
    await phoneShot(page, 'quick-order', { fullPage: true });
    await page.getByRole('button', { name: '全部加入购物车' }).tap();
    await expect.poll(() => cartNumber(page, first!.id)).toBe(had[0]! + 1);
    await expect.poll(() => cartNumber(page, second!.id)).toBe(had[1]! + 2);
  });

  it('plays a video, checks the 控销代理 form, follows activity links, and keeps the desktop’s other addresses', async () => {
    const page = browser.page;
    await phoneSignIn(page, 'demo');

    // 视频专区: the first video loads in the page and plays there (playsinline), another is picked from the list.
    await page.goto('/video');
    const player = page.getByTestId('phone-video-player');
    await player.waitFor();
    expect(await player.getAttribute('playsinline')).not.toBeNull();
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 0)).toBe(true);
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    const firstSrc = await player.getAttribute('src');
    await page.getByTestId('phone-video-row').nth(1).tap();
    await expect.poll(() => page.getByTestId('phone-video-player').getAttribute('src')).not.toBe(firstSrc);
    await fitsTheScreen(page);
    await phoneShot(page, 'videos');

    // 控销代理: the desktop's checks, in its words, before anything is sent.
    await page.goto('/kxdl');
    const form = page.getByTestId('phone-kx-form');
    await form.waitFor();
    await form.getByRole('textbox').nth(1).fill('12345');
    await form.getByRole('textbox').first().fill('');
    await page.getByRole('button', { name: '提交申请' }).tap();
    await form.getByText('手机号格式不正确').waitFor();
    await form.getByText('请输入联系人').waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'kx-agent');

    // An activity link: /activity/… hands over to /loading/activity?url=…, which asks where it leads.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/activity/tap**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/activity/no-such-activity');
    await page.waitForURL('**/loading/activity?url=no-such-activity');
    await page.getByTestId('phone-activity-loading').getByText('活动加载中…').waitFor();
    await phoneShot(page, 'activity-loading', { waitIdle: false });
    release();
    await page.waitForURL('**/noActivity');
    await page.getByTestId('phone-no-activity').getByText('活动暂未开始').waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'no-activity');
    await page.unroute('**/api/activity/tap**');
    await page.goto('/activity/nianzhong/from/banner');
    await page.waitForURL(/\/yjh\/\d+$/);
    const activity = page.getByTestId('phone-activity-page');
    await activity.getByText('年终采购节').first().waitFor();
    await expect.poll(() => activity.getByTestId('phone-activity-section').count()).toBeGreaterThanOrEqual(2);
    expect(await activity.getByTestId('phone-coupon').count()).toBeGreaterThan(0);
    expect(await activity.getByTestId('phone-goods-row').count()).toBeGreaterThan(0);
    await fitsTheScreen(page);
    await phoneShot(page, 'activity', { fullPage: true });
    const current = await pageApi<Array<{ id: number; title: string }>>(page, '/api/activity/current');
    await page.goto(`/Hdzx/${current.map((a) => a.id).join(',')}`);
    await page.getByTestId('phone-activity-centre').getByRole('tab', { name: current[0]!.title }).waitFor();
    await page.getByTestId('phone-activity-centre').getByTestId('phone-activity-page').waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'activity-centre');

    // 优选规则 and the signed e-contract.
    await page.goto('/yx/rule');
    await page.getByTestId('phone-yx-rule').getByText('一、入选标准').waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'yx-rule');
    await page.goto('/dzht');
    await page.getByTestId('phone-contract-signed').waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'contract-signed');

    // The desktop's other addresses open the same phone pages; /loading hands over to its redirect.
    await page.goto('/cart_step1');
    await page.waitForURL((u) => u.pathname === '/cart');
    await page.locator('.adm-tab-bar-item-active', { hasText: '购物车' }).waitFor();
    await page.goto('/yx/table');
    await expect.poll(() => page.locator('.adm-nav-bar-title').innerText()).toBe('优选专区');
    await page.getByTestId('phone-list-total').waitFor();
    await page.goto('/loading?redirect=%2Fzhzq');
    await page.waitForURL('**/zhzq');
    await page.getByTestId('phone-combinations').waitFor();

    // 微信注册 (a guest's): the phone's registration with WeChat's own first step.
    await page.context().clearCookies();
    await page.goto('/register/wechat');
    await expect.poll(() => page.locator('.adm-nav-bar-title').innerText()).toBe('微信注册');
    await page.getByText('微信授权码').waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'register-wechat');
  });
});
