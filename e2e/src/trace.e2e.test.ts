import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { buyWithWallet, consoleSignIn, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';
import { seedCatalog, sellsPlainly } from './seed-catalog.js';

const baseURL = serverURL();

/** A plain goods of 华康 (shop 1) at ¥50–150: a few boxes pass the shop's 起订金额. */
const goods = seedCatalog.goods.find(
  (g) =>
    g.shop_id === 1 &&
    sellsPlainly(g) &&
    g.tags.length === 0 &&
    g.base_price >= 5000 &&
    g.base_price <= 15000 &&
    g.stocks.reduce((n, s) => n + s.number, 0) >= 100,
)!;

/**
 * 药品追溯码 (issue 47): the merchant scans each box's code into the ship dialog (a USB scanner types the code and
 * Enter), the buyer downloads the parcel's manifest and scans the boxes at receipt; the one box not found becomes a
 * 少发 request in one step.
 */
describe('traceability codes from shipment to receipt', () => {
  const browser = suiteBrowser(baseURL);

  it('a merchant ships with scanned codes; the buyer downloads the manifest, scans at receipt and reports the missing box', async () => {
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
  });
});
