import { describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { buyWithWallet, consoleSignIn, pageApi, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';
import { motionSettled } from './motion.js';

const baseURL = serverURL();

/** China wall-clock text of an instant by the tz database (Intl), independent of the code under test. */
function chinaByIntl(at: string | number, seconds: boolean): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}${seconds ? `:${p.second}` : ''}`;
}

/**
 * A buyer's laptop on UTC: the storefront shows an order's time as the console does, in China time, and a date
 * picker's "today" is China's today.
 */
describe('China time in a browser on UTC', () => {
  const browser = suiteBrowser(baseURL, { timezoneId: 'UTC' });

  it('shows an order at the same China time on the storefront (list and detail) and in the console', async () => {
    const page = browser.page;
    await signIn(page, 'demo', 'demo123456');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');

    // One order of a plain goods (enough for the shop's minimum order), paid from the wallet.
    const goods = await pageApi<{
      list: Array<{ id: number; base_price: number | null; min_order: number; middle_pack: number; number: number; is_buy: number }>;
    }>(page, '/api/goods/list?page_size=50');
    const qtyOf = (g: (typeof goods.list)[number]) => {
      const q = Math.max(g.min_order, Math.ceil(31_000 / g.base_price!));
      return g.middle_pack > 1 ? Math.ceil(q / g.middle_pack) * g.middle_pack : q;
    };
    const g = goods.list.find((x) => x.is_buy && x.base_price && x.base_price < 20_000 && x.number >= qtyOf(x) + 10)!;
    const order = await buyWithWallet(page, g.id, qtyOf(g));
    const { created_at } = await pageApi<{ created_at: string }>(page, `/api/order/info/${order.id}`);
    const minute = chinaByIntl(created_at, false);

    // Storefront: the order list and the order's detail page.
    await page.goto(`/order?keyword=${order.order_no}`);
    const card = page.locator(`[data-testid="order-card"][data-order-no="${order.order_no}"]`);
    const listed = (await card.locator('header > span').first().innerText()).trim();
    await page.goto(`/order/info/${order.id}`);
    const placedAt = page.locator('dt', { hasText: '下单时间' }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => placedAt.innerText()).not.toBe('');
    const detailed = (await placedAt.innerText()).trim();
    await shot(page, 'china-time-storefront-order', false);

    // Console: the order queue and the order's drawer.
    await consoleSignIn(page, 'admin', 'admin123456', { at: `/admin/orders?keyword=${order.order_no}` });
    const row = page.locator('.ant-table-row', { hasText: order.order_no });
    await row.waitFor();
    const headers = await page.locator('.ant-table-thead th').allInnerTexts();
    const queued = (
      await row
        .locator('td')
        .nth(headers.findIndex((h) => h.trim() === '下单时间'))
        .innerText()
    ).trim();
    await row.getByRole('button', { name: /发\s*货|查\s*看/ }).click();
    const drawer = page.locator('.ant-drawer');
    const drawerTime = drawer.locator('.ant-descriptions-item-label', { hasText: '下单时间' }).locator('xpath=following-sibling::td[1]');
    await drawerTime.waitFor();
    const drawn = (await drawerTime.innerText()).trim();
    await shot(page, 'china-time-console-order', false);

    expect({ listed, detailed, queued, drawn }).toEqual({
      listed: minute,
      detailed: chinaByIntl(created_at, true),
      queued: minute,
      drawn: minute,
    });
  });

  it("filters the wallet by China's today when the laptop's own date is still yesterday", async () => {
    const page = browser.page;
    // The latest moment before now at which UTC's date is behind China's (16:00–24:00 UTC).
    const now = new Date();
    const at = now.getUTCHours() >= 16 ? now : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 30 * 60_000);
    const chinaToday = chinaByIntl(at.getTime(), false).slice(0, 10);
    expect(at.toISOString().slice(0, 10)).not.toBe(chinaToday);
    await page.clock.setFixedTime(at);

    await signIn(page, 'demo', 'demo123456', { at: '/wdqb' });
    await page.getByPlaceholder('开始日期').click();
    const today = page.locator('.ant-picker-dropdown:visible .ant-picker-cell-today');
    await today.first().waitFor();
    expect(await today.first().getAttribute('title')).toBe(chinaToday);
    await shot(page, 'china-time-wallet-today', false);

    const filtered = page.waitForRequest((r) => r.url().includes('/api/user/user_money_log') && r.url().includes('end_time='));
    // CI takes no screenshots, so nothing above waited for the dropdown to finish sliding in: a click on a cell that
    // still moves lands its mouseup elsewhere and is lost. Each click waits for the dropdown to stand still.
    const dropdown = page.locator('.ant-picker-dropdown:visible').first();
    await motionSettled(dropdown);
    await today.first().click();
    // The picker moves on to the end date after the first click: the second waits for it, or it lands on the start again.
    await page.waitForFunction(() => document.activeElement?.getAttribute('placeholder') === '结束日期');
    await motionSettled(dropdown);
    await today.first().click();
    const url = new URL((await filtered).url());
    expect([url.searchParams.get('start_time'), url.searchParams.get('end_time')]).toEqual([chinaToday, chinaToday]);
  });
});
