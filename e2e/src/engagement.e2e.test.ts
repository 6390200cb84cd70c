import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, suiteBrowser } from './browser.js';
import { consoleSignIn, operatorApi, pageApi, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

interface SeedGoods {
  id: number;
  name: string;
  shop_id: number;
  status: string;
  is_kx: boolean;
  scope_code: string;
  stocks: Array<{ ck_id: number; number: number }>;
}
const seed = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../server/seed/catalog.json'), 'utf8')) as { goods: SeedGoods[] };
// A goods no other suite looks at: shop 3's last plain chemical item.
const watched = seed.goods.filter((g) => g.shop_id === 3 && g.status === 'on_sale' && !g.is_kx && g.scope_code === 'chemical').at(-1)!;

interface Prize {
  id: number;
  name: string;
  kind: string;
}

/** demo2 (the other demo store) so the demo member's coupons and points stay as the other suites expect. */
describe('points mall, points orders and the lottery pop-up', () => {
  // The pop-up is allowed here (every other suite keeps it closed: e2e/src/browser.ts).
  const browser = suiteBrowser(baseURL, { lottery: true });
  let page: Page;
  beforeEach(() => {
    page = browser.page;
  });

  it('draws in the pop-up: the prize shows 2 s after the draw call and the coupon is in /yhq', async () => {
    const simple = await (async () => {
      await signIn(page, 'demo2', 'demo123456');
      return pageApi<{ id: number; is_join: number }>(page, '/api/draw/simple');
    })();
    expect(simple.is_join).toBe(0);
    // The operator makes the coupon the only prize that can come out (odds are the server's).
    const prizes = await admin<Array<Prize>>(`/admin/api/draw/${simple.id}/prizes`);
    for (const p of prizes)
      await admin(`/admin/api/draw/prizes/${p.id}`, { method: 'POST', body: { weight: p.kind === 'coupon' ? 1 : 0, stock: 50 } });
    const coupon = prizes.find((p) => p.kind === 'coupon')!;

    await page.goto('/');
    const popup = page.getByTestId('lottery-popup');
    await popup.waitFor();
    await shot(page, 'lottery', false);
    const drawCall = page.waitForResponse((r) => r.url().includes('/api/draw?') && r.request().method() === 'POST');
    await page.getByTestId('lottery-draw').click();
    const answered = Date.now();
    await drawCall;
    await page.getByTestId('lottery-result').waitFor({ timeout: 5000 });
    expect(Date.now() - answered).toBeGreaterThanOrEqual(1900);
    expect(await page.getByTestId('lottery-result').innerText()).toBe(`恭喜您 , 抽中${coupon.name} ( 满1000元可用，30天内有效 )`);
    await shot(page, 'lottery-result', false);
    await page.getByTestId('lottery-close').click();
    await popup.waitFor({ state: 'detached', timeout: 3000 });

    await page.goto('/yhq');
    await page.getByTestId('my-coupons').waitFor();
    await expect.poll(() => page.getByTestId('my-coupons').innerText()).toContain('平台满减券');
    // Joined: no pop-up on the next page, and the record is in the member centre.
    await page.goto('/cjjl');
    await expect.poll(() => page.getByTestId('draw-records').innerText()).toContain(coupon.name);
    expect(await page.getByTestId('lottery-popup').count()).toBe(0);
  });

  it('exchanges points for a gift, finds the points order in /jfdd, and sees it shipped by the operator', async () => {
    await page.goto('/jfsc');
    await page.getByTestId('points-mall').waitFor();
    const before = Number(await page.getByTestId('my-points').innerText());
    await shot(page, 'jfsc');
    await page.getByTestId('gift-card').filter({ hasText: '药品冷藏包 6L' }).click();
    await page.getByTestId('gift-detail').waitFor();
    await expect.poll(() => page.getByTestId('gift-address').innerText()).toContain('光谷大道 77 号'); // demo2's registered company address, its default since approval
    await shot(page, 'jfsc-details', false);
    await page.getByTestId('gift-exchange').click();
    await page.waitForURL(/\/jfdd$/);
    const row = page.getByTestId('points-order').filter({ hasText: '药品冷藏包 6L' });
    await row.waitFor();
    expect(await row.getByTestId('points-order-status').innerText()).toBe('待发货');
    const mine = await pageApi<{ points: number }>(page, '/api/user/points');
    expect(mine.points).toBe(before - 600);

    // 客服 ships it from the console's 积分订单 page, in a browser of its own.
    const desk = await openBrowser(baseURL);
    try {
      const cp = desk.page;
      await consoleSignIn(cp, 'kefu', 'kefu123456', { at: '/admin/orders/points' });
      await cp.locator('.ant-table-row', { hasText: '药品冷藏包 6L' }).first().getByRole('button', { name: '发货' }).click();
      const modal = cp.locator('.ant-modal');
      await modal.getByLabel('物流公司').fill('顺丰速运');
      await modal.getByLabel('物流单号').fill('SF2026112401');
      await modal.getByRole('button', { name: /确认发货/ }).click();
      await cp.locator('.ant-message-notice').filter({ hasText: '发货成功' }).waitFor();
      await cp.locator('.ant-tabs-tab', { hasText: '已发货' }).click();
      await cp.locator('.ant-table-row', { hasText: 'SF2026112401' }).waitFor();
      await shot(cp, 'console-points-orders', false);
    } finally {
      await desk.close();
    }
    await page.reload();
    await expect.poll(() => row.getByTestId('points-order-status').innerText()).toBe('已发货');
    expect(await row.getByTestId('points-order-tracking').innerText()).toContain('SF2026112401');
    await shot(page, 'jfdd');
  });

  it('subscribes to 到货提醒 on an out-of-stock goods; the operator restocks and the message appears in /wdxx', async () => {
    for (const st of watched.stocks) await admin(`/admin/api/goods/${watched.id}/stock`, { method: 'POST', body: { ck_id: st.ck_id, number: 0 } });
    await page.goto(`/list/info/${watched.id}`);
    await page.getByTestId('goods-alerts').waitFor();
    await page.getByTestId('subscribe-arrival').click();
    await page.getByTestId('arrival-on').waitFor();
    await shot(page, 'alerts', false);
    // Restocking puts the stock back as it was; the job queue (polling every 500 ms in e2e) sends the message.
    for (const st of watched.stocks)
      await admin(`/admin/api/goods/${watched.id}/stock`, { method: 'POST', body: { ck_id: st.ck_id, number: st.number } });
    await page.goto('/wdxx');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('message-centre').waitFor();
          return page.getByTestId('message-centre').innerText();
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toContain('到货提醒');
    await page.getByTestId('message-row').filter({ hasText: '到货提醒' }).first().click();
    await expect.poll(() => page.getByTestId('message-body').first().innerText()).toContain(watched.name);
    expect(await page.getByTestId('message-centre').innerText()).toContain('商品提醒');
  });
});
