import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { suiteBrowser } from './browser.js';
import { motionSettled } from './motion.js';
import { pageApi, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();

interface Goods {
  id: number;
  name: string;
  approval_no: string;
  ypgg: string;
  sccj: string;
  is_buy: number;
  number: number;
  min_order: number;
  middle_pack: number;
  shop: { name: string };
}

/** The smallest quantity the cart takes for this goods (min order rounded up to the middle pack). */
const firstQuantity = (g: Goods) => {
  const step = Math.max(1, g.middle_pack || 1);
  return Math.max(step, Math.ceil(Math.max(1, g.min_order) / step) * step);
};
const buyable = (g: Goods) => g.is_buy === 1 && g.number >= firstQuantity(g) * 2;
function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of items) out.set(key(t), [...(out.get(key(t)) ?? []), t]);
  return out;
}
const identity = (g: Goods) => `${g.name}|${g.ypgg}|${g.sccj}`;

async function catalogue(page: Page): Promise<Goods[]> {
  // The whole catalogue: an approval number "sold by one goods only" must be true of all of it.
  const all: Goods[] = [];
  for (let p = 1; ; p++) {
    const { list, total } = await pageApi<{ list: Goods[]; total: number }>(page, `/api/goods/list?page=${p}&page_size=100`);
    all.push(...list);
    if (list.length === 0 || all.length >= total) return all;
  }
}

describe('quick order: an Excel sheet of 20 lines into the cart', () => {
  const browser = suiteBrowser(baseURL);
  beforeAll(async () => {
    await signIn(browser.page, 'demo', 'demo123456');
  });

  it('uploads 20 lines, resolves the two ambiguous ones, and finds all 20 in the cart', async () => {
    const page = browser.page;
    const goods = await catalogue(page);
    // Two names several drugs answer to (different makers or specs), each with a buyable candidate to pick.
    const byName = groupBy(goods, (g) => g.name);
    const ambiguous = [...byName.entries()]
      .filter(([name, gs]) => name.length >= 3 && new Set(gs.map(identity)).size > 1 && gs.some(buyable))
      .slice(0, 2)
      .map(([name, gs]) => ({ name, pick: gs.find(buyable)! }));
    expect(ambiguous).toHaveLength(2);
    const taken = new Set(ambiguous.flatMap((a) => byName.get(a.name)!.map((g) => g.approval_no)));
    // Eighteen lines by approval number, each sold by one goods only, so the match is that goods.
    const byCode = groupBy(goods, (g) => g.approval_no);
    const coded = [...byCode.entries()]
      .filter(([code, gs]) => code.startsWith('国药准字') && gs.length === 1 && buyable(gs[0]) && !taken.has(code))
      .map(([, gs]) => gs[0])
      .filter((g) => !ambiguous.some((a) => a.name === g.name))
      .slice(0, 18);
    expect(coded).toHaveLength(18);

    // Empty the cart first: the test counts what the sheet puts there.
    const cart = await pageApi<{ data: Array<{ lines: Array<{ id: number }> }> }>(page, '/api/cart/list?filters=99999');
    const old = cart.data.flatMap((g) => g.lines.map((l) => String(l.id)));
    if (old.length) await pageApi(page, '/api/cart/batch_delete', { form: { 'ids[]': old } });

    const cell = (value: string | number) => ({ value });
    const rows = [
      ['商品名称', '批准文号/条形码', '规格', '生产厂家', '数量'].map(cell),
      ...coded.map((g) => [cell(g.name), cell(g.approval_no), cell(''), cell(''), cell(firstQuantity(g))]),
      ...ambiguous.map((a) => [cell(a.name), cell(''), cell(''), cell(''), cell(firstQuantity(a.pick))]),
    ];
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yc-qo-')), '门店采购单.xlsx');
    fs.writeFileSync(file, await writeXlsxFile(rows).toBuffer());

    await page.goto('/quickOrder');
    await page.getByTestId('quick-upload').waitFor();
    await page.getByTestId('quick-upload').locator('input[type=file]').setInputFiles(file);
    const results = page.getByTestId('quick-results');
    await results.waitFor();
    const lines = results.getByTestId('quick-line');
    await expect.poll(() => lines.count()).toBe(20);
    const unchosen = results.locator('[data-testid=quick-line][data-status=unchosen]');
    await expect.poll(() => unchosen.count()).toBe(2);
    await shot(page, 'quick-order-ambiguous');

    // Each pick is clicked once its dropdown has finished opening, and counted only when its line is chosen; a click a
    // busy machine loses (the dropdown still sliding in, the previous one still leaving) is tried again, at most 3 times.
    for (const [i, a] of ambiguous.entries()) {
      for (let attempt = 0; ; attempt++) {
        const row = unchosen.filter({ hasText: a.name }).first();
        await row.getByTestId('quick-pick').click();
        const dropdown = page.locator('.ant-select-dropdown:visible').last();
        const option = dropdown
          .locator('.ant-select-item-option')
          .filter({ hasText: a.pick.sccj })
          .filter({ hasText: a.pick.shop.name })
          .filter({ hasText: a.pick.ypgg })
          .first();
        await option.waitFor();
        await motionSettled(dropdown);
        await option.click();
        const chosen = await expect
          .poll(() => unchosen.count(), { timeout: 2000 })
          .toBe(ambiguous.length - i - 1)
          .then(() => true)
          .catch(() => false);
        if (chosen) break;
        if (attempt === 2) throw new Error(`「${a.name}」没有选上`);
        await page.keyboard.press('Escape');
      }
    }
    await expect.poll(() => unchosen.count()).toBe(0);
    await page.getByTestId('quick-add-all').click();
    await page.locator('.ant-message-notice').filter({ hasText: '加入购物车成功' }).waitFor();
    await shot(page, 'quick-order');

    const after = await pageApi<{ data: Array<{ lines: Array<{ goods: { id: number } }> }> }>(page, '/api/cart/list?filters=99999');
    const inCart = new Set(after.data.flatMap((g) => g.lines.map((l) => l.goods.id)));
    for (const g of [...coded, ...ambiguous.map((a) => a.pick)]) expect(inCart.has(g.id), `${g.name} (${g.id}) in the cart`).toBe(true);
    expect(inCart.size).toBe(20);
  });
});
