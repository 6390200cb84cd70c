import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { buyWithWallet, consoleSignIn, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';
import { seedCatalog, sellsPlainly } from './seed-catalog.js';

const baseURL = serverURL();

/**
 * A plain goods of 华康 (shop 1) at ¥50–150: a few boxes pass the shop's 起订金额. The last such: the journey ends with
 * its batch recalled (off sale, out of every cart), and the other suites on the same server pick the first ones.
 */
const goods = seedCatalog.goods.findLast(
  (g) =>
    g.shop_id === 1 &&
    sellsPlainly(g) &&
    g.tags.length === 0 &&
    g.base_price >= 5000 &&
    g.base_price <= 15000 &&
    g.stocks.reduce((n, s) => n + s.number, 0) >= 100,
)!;

/**
 * 药品追溯码 and 药品召回 (issue 47): the merchant scans each box's code into the ship dialog (a USB scanner types the
 * code and Enter), the buyer downloads the parcel's manifest and scans the boxes at receipt; the one box not found
 * becomes a 少发 request in one step. Then an operator records a recall of the batch: the buyer sees the banner,
 * acknowledges with the boxes on hand and sends them back, the money to follow the shop's approval.
 */
describe('traceability codes from shipment to receipt, and a recall of the batch', () => {
  const browser = suiteBrowser(baseURL);

  it('a merchant ships with scanned codes; the buyer downloads the manifest, scans at receipt, reports the missing box; a recall reaches the buyer, who acknowledges and returns', async () => {
    const page = browser.page;
    const qty = Math.max(3, Math.ceil(30_000 / goods.base_price));
    const stamp = String(Date.now()).slice(-7);
    const codes = Array.from({ length: qty }, (_, i) => `8123456${stamp}${String(i).padStart(2, '0')}0000`);

    await signIn(page, 'demo', 'demo123456', { at: '/order' });
    const order = await buyWithWallet(page, goods.id, qty);

    // 华康's 店铺管理员 ships it, scanning the boxes into the line's field.
    await consoleSignIn(page, 'huakang', 'huakang123456', { at: `/admin/merchant/orders?status=1&keyword=${order.order_no}` });
    await page.locator('.ant-table-row', { hasText: order.order_no }).getByRole('button', { name: '发货' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText(order.order_no).first().waitFor();
    await drawer.getByRole('button', { name: /发\s*货/ }).click();
    const ship = page.locator('.ant-modal', { hasText: '本次发货' });
    await ship.getByLabel('物流公司').fill('九州通医药物流');
    await ship.getByLabel('物流单号').fill(`JZT${stamp}88`);
    const field = ship.getByLabel(`${goods.name}的追溯码`);
    await field.click();
    for (const code of codes) {
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => ship.locator('.ant-table-row').first().innerText()).toContain(`已录入 ${qty} 个`);
    await shot(page, 'console-ship-trace-codes', false);
    const shipped = page.waitForResponse((r) => r.url().includes(`/orders/${order.id}/ship`));
    await ship.getByRole('button', { name: '确认发货' }).click();
    expect((await (await shipped).json()).msg).toBe('发货成功');

    // The buyer's order page: the manifest downloads with every box's code.
    await signIn(page, 'demo', 'demo123456', { at: `/order/info/${order.id}` });
    const logistics = page.getByTestId('detail-logistics');
    const [download] = await Promise.all([page.waitForEvent('download'), logistics.getByRole('link', { name: 'CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    for (const code of codes) expect(csv).toContain(code);
    expect(download.suggestedFilename()).toBe(`追溯码清单-${order.order_no}-${csv.split('\r\n')[1]!.split(',')[0]}.csv`);

    // 扫码验收: all boxes but the last are scanned; the last is reported missing.
    await logistics.getByTestId('trace-receipt').click();
    const receipt = page.locator('.ant-modal', { hasText: '扫码验收' });
    await receipt.getByLabel('扫描的追溯码').click();
    for (const code of codes.slice(0, -1)) {
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    }
    await receipt.getByRole('button', { name: /核\s*对/ }).click();
    await expect.poll(() => receipt.innerText()).toContain(`已收 ${qty - 1} / ${qty} 盒`);
    await expect.poll(() => receipt.locator('.ant-table-row').first().innerText()).toContain('缺 1 盒');
    await shot(page, 'trace-receipt', false);
    await receipt.getByRole('button', { name: '少收货品，申请售后' }).click();
    const apply = page.getByTestId('after-sale-apply');
    await expect.poll(() => apply.getByTestId('after-sale-form').locator('textarea').inputValue()).toContain(codes[qty - 1]!);
    const filed = page.waitForResponse((r) => r.url().endsWith(`/api/order/${order.id}/after_sale`));
    await apply.getByRole('button', { name: '提交申请' }).click();
    const res = await filed;
    expect(res.status()).toBe(200);
    const created = (await res.json()).data as { kind: string; items: Array<{ number: number }> };
    expect({ kind: created.kind, items: created.items.map((i) => i.number) }).toEqual({ kind: 'missing', items: [1] });

    // An operator records a 一级 recall of the batch from the MAH's notice.
    await consoleSignIn(page, 'admin', 'admin123456', { at: '/admin/orders/recalls' });
    await page.getByRole('button', { name: /登记召回/ }).click();
    const record = page.locator('.ant-modal', { hasText: '召回批号' });
    await record.getByLabel('批准文号').fill(goods.approval_no);
    await record.getByLabel('召回批号').fill(goods.batch_no);
    await record.getByText('一级召回').click();
    await record.getByLabel('召回原因').fill('抽检不合格（溶出度）');
    await record.getByLabel('召回来源').fill(`召回通知〔2026〕${stamp}号`);
    const recorded = page.waitForResponse((r) => r.url().endsWith('/admin/api/recalls') && r.request().method() === 'POST');
    await record.getByRole('button', { name: '登记并通知' }).click();
    const recall = (await (await recorded).json()).data as { buyers: number; goods_stopped: number };
    expect(recall.buyers).toBeGreaterThanOrEqual(1);
    expect(recall.goods_stopped).toBeGreaterThanOrEqual(1);
    await page.locator('.ant-table-row', { hasText: goods.batch_no }).waitFor();

    // The buyer: a banner on every page until it acknowledges; 药品召回 lists the notice.
    await signIn(page, 'demo', 'demo123456', { at: '/' });
    const banner = page.getByTestId('recall-notice');
    await expect.poll(() => banner.innerText()).toContain('药品召回通知待确认');
    await shot(page, 'recall-banner', false);
    await banner.getByRole('link', { name: /立即处理/ }).click();
    await page.waitForURL('**/ypzh');
    const notice = page.getByTestId('recall-notice-card').filter({ hasText: goods.batch_no });
    await notice.getByRole('button', { name: '确认并上报在库数量' }).click();
    const ack = page.locator('.ant-modal', { hasText: '确认召回通知' });
    const onHand = Number(await ack.getByLabel('在库数量').inputValue());
    expect(onHand).toBeGreaterThanOrEqual(qty);
    const acked = page.waitForResponse((r) => /\/api\/recalls\/\d+\/ack$/.test(r.url()));
    await ack.getByRole('button', { name: '确认并上报' }).click();
    expect((await (await acked).json()).data.on_hand).toBe(onHand);
    await expect.poll(() => page.getByTestId('recall-notice').count()).toBe(0);

    // The boxes on hand go back: one 召回退货 request per order, refunded the way the buyer paid once the shop approves.
    await notice.getByRole('button', { name: '申请召回退货' }).click();
    const back = page.locator('.ant-modal', { hasText: '申请召回退货' });
    expect(Number(await back.getByLabel('退货数量').inputValue())).toBe(onHand);
    const returned = page.waitForResponse((r) => /\/api\/recalls\/\d+\/return$/.test(r.url()));
    await back.getByRole('button', { name: '提交退货申请' }).click();
    const recallReturn = (await (await returned).json()).data as { after_sales: Array<{ order_no: string; number: number; refund_amount: number }> };
    expect(recallReturn.after_sales.reduce((n, a) => n + a.number, 0)).toBe(onHand);
    expect(recallReturn.after_sales.find((a) => a.order_no === order.order_no)?.number).toBe(qty);
    await expect.poll(() => notice.innerText()).toContain(`已申请退回 ${onHand} 盒`);
    await shot(page, 'recall-notices', false);
    await page.getByRole('link', { name: '查看进度' }).first().click();
    await expect.poll(() => page.getByTestId('after-sale-detail').innerText()).toContain('召回退货');
  });
});
