import { formatYuan } from '@yaocai/contract';
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfText } from '@yaocai/server/test/pdf-text.js';
import { suiteBrowser } from './browser.js';
import { operatorApi, pageApi, pickOption, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';
import { seedCatalog, sellsPlainly, type SeedGoods } from './seed-catalog.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

const content = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../server/seed/content.json'), 'utf8')) as {
  members: Array<{ username: string; company: string; scope_codes: string[] }>;
};
const demo = content.members.find((m) => m.username === 'demo')!;
// Shop-1 goods without promotions or pack rules, in stock; bought in a quantity that passes the shop's ¥200 minimum.
const plain = seedCatalog.goods.filter(
  (g) =>
    g.shop_id === 1 &&
    sellsPlainly(g) &&
    g.tags.length === 0 &&
    g.base_price >= 3000 &&
    g.base_price <= 9000 &&
    Math.max(...g.stocks.map((s) => s.number)) > 50,
);
const [g1, g2] = plain;
const qty = (g: SeedGoods) => Math.ceil(25000 / g.base_price);

interface OrderRow {
  id: number;
  order_no: string;
  status: number;
  pay_amount: number;
}

/** A cart holding exactly these goods (setup through the page's own calls). */
async function fillCart(page: Page, items: Array<[SeedGoods, number]>) {
  const list = await pageApi<{ data: Array<{ lines: Array<{ id: number }> }> }>(page, '/api/cart/list?filters=99999');
  const ids = list.data.flatMap((g) => g.lines.map((l) => String(l.id)));
  if (ids.length) await pageApi(page, '/api/cart/batch_delete', { form: { 'ids[]': ids } });
  const form: Record<string, string> = {};
  items.forEach(([g, n], i) => Object.assign(form, { [`params[${i}][goods_id]`]: String(g.id), [`params[${i}][number]`]: String(n) }));
  await pageApi(page, '/api/cart', { form });
}

/** From the cart page through 去结算 and step 2's 提交订单 to step 3; returns the new orders' numbers. */
async function placeFromCart(page: Page): Promise<string[]> {
  await page.goto('/cart');
  await page.getByTestId('checkout').click();
  await page.getByTestId('checkout-page').waitFor();
  // demo's registered company address is its default delivery address (seeded as on approval).
  await expect.poll(() => page.getByTestId('checkout-address').innerText()).toContain('张敏');
  await page.getByTestId('submit-order').click();
  await page.waitForURL(/\/cart\/step3\//);
  await page.getByTestId('pay-order').first().waitFor();
  return Promise.all((await page.getByTestId('pay-order').all()).map(async (row) => (await row.innerText()).match(/YC\d+/)![0]));
}

async function orderByNo(page: Page, orderNo: string): Promise<OrderRow> {
  const list = await pageApi<{ list: OrderRow[] }>(page, `/api/order/list?keyword=${orderNo}`);
  return list.list[0];
}

describe('checkout, payment, orders and e-invoice in the storefront', () => {
  const browser = suiteBrowser(baseURL);
  let page: Page;
  beforeEach(() => {
    page = browser.page;
  });

  it('recharges through the provider’s QR page, then pays a filled cart from the wallet through steps 2 to 4', async () => {
    expect(g1 && g2, 'plain shop-1 goods in the seed').toBeTruthy();
    await signIn(page, 'demo', 'demo123456');
    // Wallet money: a recharge paid on the sandbox provider's page (what the QR code opens); the notification is async.
    const recharge = await pageApi<{ qr_content: string }>(page, '/api/pay/recharge', { form: { amount: '2000' } });
    const provider = await page.context().newPage();
    await provider.goto(recharge.qr_content);
    await provider.getByRole('button', { name: '确认支付' }).click();
    await provider.getByText('支付成功').waitFor();
    await provider.close();
    await expect
      .poll(async () => (await pageApi<{ user_money: number }>(page, '/api/user/user_money')).user_money, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(200000);

    await fillCart(page, [[g1, qty(g1)]]);
    const [orderNo] = await placeFromCart(page);
    await shot(page, 'checkout-step3-wallet');
    await page.getByTestId('pay-method-wallet').click();
    await page.getByTestId('pay-submit').click();
    // Paying from the balance asks once more, with the amount.
    const confirm = page.locator('.ant-modal-confirm');
    // The goods at their price, less the shop's 满减 and coupons, plus its shipping fee: as the server priced the order.
    const placed = await orderByNo(page, orderNo);
    const detail = await pageApi<{ goods_amount: number; manjian_amount: number; coupon_amount: number; shipping_fee: number }>(
      page,
      `/api/order/info/${placed.id}`,
    );
    expect(detail.goods_amount).toBe(qty(g1) * g1.base_price);
    const due = placed.pay_amount;
    expect(due).toBe(detail.goods_amount - detail.manjian_amount - detail.coupon_amount + detail.shipping_fee);
    expect(await confirm.innerText()).toContain(formatYuan(due));
    await confirm.getByRole('button', { name: /确\s*定|确认/ }).click();
    await page.waitForURL(/\/cart\/step4/);
    await page.getByTestId('pay-done').waitFor();
    expect(await page.getByTestId('pay-done').innerText()).toContain(orderNo);
    await shot(page, 'checkout-step4');

    // The order centre lists it as paid (待发货).
    await page.goto('/order');
    const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain('待发货');
    const order = await orderByNo(page, orderNo);
    expect(order.status).toBe(1);

    // The member centre leads with it: 待发货 counted, the order on top, its goods among those bought most.
    await page.goto('/user');
    await page.getByTestId('member-centre').waitFor();
    await expect.poll(() => page.getByTestId('order-count-paid').innerText()).toMatch(/[1-9]/);
    await expect.poll(() => page.getByTestId('recent-orders').innerText()).toContain(g1.name);
    await expect
      .poll(() =>
        page
          .getByTestId('frequent-goods')
          .getByRole('button', { name: /再次购买/ })
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await page.getByTestId('tile-balance').innerText()).toMatch(/¥\d+\.\d{2}/);
    await shot(page, 'member-centre');

    // The operator ships it through the admin API; the buyer confirms receipt on the detail page.
    await admin(`/admin/api/orders/${order.id}/ship`, { method: 'POST', body: { carrier: '顺丰速运', tracking_no: 'SF1234567890' } });
    await page.goto(`/order/info/${order.id}`);
    await expect.poll(() => page.getByTestId('detail-logistics').innerText()).toContain('SF1234567890');
    await page.getByTestId('detail-action-receive').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定|确认/ })
      .click();
    await expect.poll(async () => (await orderByNo(page, orderNo)).status).toBe(3);
    await expect.poll(() => page.getByTestId('detail-status').innerText()).toContain('已完成');
    await shot(page, 'order-completed');

    // The e-invoice is issued on completion: listed on /dzfp and downloadable as a Chinese PDF.
    await page.goto('/dzfp');
    const row = page.getByTestId('invoice-list').locator('tr', { hasText: orderNo });
    await row.waitFor();
    const href = await row.getByTestId('invoice-pdf').getAttribute('href');
    const pdf = await page.request.get(new URL(href!, baseURL).toString());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(await pdf.body()))).replace(/\s+/g, '');
    for (const s of ['电子发票（普通发票）', `订单号：${orderNo}`, `名称：${demo.company}`, '价税合计（大写）', formatYuan(order.pay_amount)])
      expect(text, s).toContain(s);
    await shot(page, 'invoice-list');

    // A return is applied for on the order itself; the buyer lands on the request's own page, which follows it.
    await page.goto(`/order/info/${order.id}`);
    await page.getByTestId('detail-action-return').click();
    const apply = page.getByTestId('after-sale-form');
    await apply.waitFor();
    await page.getByTestId('kind-return').click();
    await apply.getByTestId('after-sale-pick').first().check();
    await pickOption(page, page.getByTestId('after-sale-reason'), '包装破损');
    await shot(page, 'order-apply-after-sale', false);
    await page.getByTestId('after-sale-submit').click();
    await page.waitForURL(/\/order\/returnInfo\/\d+$/);
    const requestId = Number(/(\d+)$/.exec(page.url())![1]);
    await expect.poll(() => page.getByTestId('after-sale-status').innerText()).toBe('待审核');
    expect(await page.getByTestId('after-sale-lines').innerText()).toContain(g1.name);
    await admin(`/admin/api/after_sales/${requestId}/decide`, { method: 'POST', body: { approve: 1, reason: '同意退货' } });
    await page.reload();
    await expect.poll(() => page.getByTestId('after-sale-status').innerText()).toBe('已完成');
    expect(await page.getByTestId('after-sale-refunded').innerText()).toContain('账户余额');
    expect(await page.getByTestId('after-sale-timeline').innerText()).toMatch(/提交申请[\s\S]*商家已同意[\s\S]*退款成功[\s\S]*售后完成/);
    await shot(page, 'order-return-info');
    // The same request under the other path is sent to its own.
    await page.goto(`/order/afterSalesInfo/${requestId}`);
    await page.waitForURL(new RegExp(`/order/returnInfo/${requestId}$`));
  }, 120_000);

  it('pays a second order online: QR on step 3, the provider’s page confirms, step 4 follows by itself', async () => {
    await fillCart(page, [[g2, qty(g2)]]);
    const [orderNo] = await placeFromCart(page);
    await page.getByTestId('pay-method-online').click();
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('qr-payment').waitFor();
    expect(await page.getByTestId('qr-image').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await shot(page, 'checkout-step3-qr');
    const link = await page.getByTestId('sandbox-link').getAttribute('href');
    const provider = await page.context().newPage();
    await provider.goto(link!);
    expect(await provider.locator('.amount').innerText()).toBe(formatYuan((await orderByNo(page, orderNo)).pay_amount));
    await provider.getByRole('button', { name: '确认支付' }).click();
    await provider.getByText('支付成功').waitFor();
    await provider.close();
    await page.waitForURL(/\/cart\/step4/, { timeout: 20_000 });
    expect(await page.getByTestId('pay-done').innerText()).toContain(orderNo);
    const paid = await orderByNo(page, orderNo);
    expect(paid.status).toBe(1);
  }, 90_000);
});
