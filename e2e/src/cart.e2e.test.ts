import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { suiteBrowser } from './browser.js';
import { pageApi, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();

// ---- The demo data, read the way the server loads it, so every figure below is computed, not copied. ----

interface SeedGoods {
  id: number;
  shop_id: number;
  name: string;
  unit: string;
  middle_pack: number;
  min_order: number;
  base_price: number;
  ladder_prices: { number: number; price: number }[];
  stocks: { number: number }[];
  tags: string[];
  is_kx: boolean;
  is_buy: boolean;
  status: string;
}
interface Seed {
  shops: { id: number; name: string; short_name: string; min_order_amount: number; shipping_amount: number }[];
  goods: SeedGoods[];
}
const seed = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../server/seed/catalog.json'), 'utf8')) as Seed;

/** Tags that bring flash sales, daily specials, gifts, add-on buys or goods-only reductions into the price. */
const PROMO_TAGS = new Set(['miao', 'te', 'zeng', 'huangou', 'zengpin', 'man']);
const plain = (g: SeedGoods) =>
  g.middle_pack === 1 &&
  g.min_order === 1 &&
  g.is_buy &&
  !g.is_kx &&
  g.status === 'on_sale' &&
  !g.tags.some((t) => PROMO_TAGS.has(t)) &&
  g.stocks.reduce((n, s) => n + s.number, 0) >= 100;
function pick(what: string, test: (g: SeedGoods) => boolean): SeedGoods {
  const g = seed.goods.find(test);
  if (!g) throw new Error(`no ${what} in server/seed/catalog.json`);
  return g;
}

/** Shop 1: a goods at ¥40–80 with no ladder — a handful of units passes 满300, a few more the shop coupon's ¥500. */
const shop1 = pick(
  'shop-1 goods',
  (g) => g.shop_id === 1 && plain(g) && g.ladder_prices.length === 0 && g.base_price >= 4000 && g.base_price <= 8000,
);
/** Shop 2: a cheap goods whose first ladder tier is 3–5 units away (it stays far below any 满减 tier). */
const shop2 = pick(
  'shop-2 ladder goods',
  (g) =>
    g.shop_id === 2 &&
    plain(g) &&
    g.ladder_prices.length >= 2 &&
    g.ladder_prices[0]!.number >= 3 &&
    g.ladder_prices[0]!.number <= 5 &&
    g.base_price * g.ladder_prices[1]!.number < 20000,
);
/** Shop 3: any plain goods under ¥200. */
const shop3 = pick(
  'shop-3 goods',
  (g) => g.shop_id === 3 && plain(g) && g.ladder_prices.length === 0 && g.base_price >= 1000 && g.base_price <= 20000,
);

/** Shop 4's 满减 covers only goods tagged 满: one it covers (a few yuan) and one it does not. */
const plainOf = (g: SeedGoods) =>
  g.middle_pack === 1 &&
  g.min_order === 1 &&
  g.is_buy &&
  !g.is_kx &&
  g.status === 'on_sale' &&
  g.ladder_prices.length === 0 &&
  !g.tags.some((t) => PROMO_TAGS.has(t) && t !== 'man') &&
  g.stocks.reduce((n, s) => n + s.number, 0) >= 100;
const covered4 = pick('shop-4 goods its 满减 covers', (g) => g.shop_id === 4 && plainOf(g) && g.tags.includes('man') && g.base_price <= 1000);
const uncovered4 = pick(
  'shop-4 goods its 满减 does not cover',
  (g) => g.shop_id === 4 && plainOf(g) && !g.tags.includes('man') && g.base_price >= 2000 && g.base_price <= 6000,
);

const TIER_300 = { threshold: 30000, reduction: 1000 };
const SHOP_COUPON = { threshold: 50000, amount: 1500 }; // each shop's 店铺券: 满500减15
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const money = (fen: number) => `¥${yuan(fen)}`;
/** ¥1,234.50 / −¥10.00 on screen → fen. */
const fenOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

// ---- Steps ----

/** Starts from an empty cart whatever an earlier suite left (setup, not the behaviour under test). */
async function emptyCart(page: Page) {
  await page.evaluate(async () => {
    const list = await (await fetch('/api/cart/list?filters=99999')).json();
    const ids: number[] = list.data.data.flatMap((g: { lines: { id: number }[] }) => g.lines.map((l) => l.id));
    if (ids.length === 0) return;
    const body = new URLSearchParams();
    for (const id of ids) body.append('ids[]', String(id));
    const res = await fetch('/api/cart/batch_delete', { method: 'POST', body });
    if (!res.ok) throw new Error(`batch_delete: ${res.status}`);
  });
}

/** A badge's text; the badge renders nothing for an empty cart. */
async function badge(page: Page, testId: 'header-cart-badge' | 'side-bar-cart-badge'): Promise<string> {
  const el = page.getByTestId(testId);
  return (await el.count()) === 0 ? '0' : el.innerText();
}

/** The detail page's own stepper and 加入购物车 (not those of the goods cards further down). */
async function addFromDetail(page: Page, g: SeedGoods, quantity: number, linesAfter: number) {
  await page.goto(`/list/info/${g.id}`);
  const summary = page.locator('div:has(> div > [data-testid="detail-name"])');
  await summary.getByTestId('detail-name').waitFor();
  expect(await summary.getByTestId('detail-name').innerText()).toContain(g.name);
  const stepper = summary.getByTestId('quantity-stepper');
  for (let n = 1; n < quantity; n++) await stepper.getByRole('button', { name: '增加' }).click();
  expect(await stepper.getByLabel('购买数量').inputValue()).toBe(String(quantity));
  await summary.getByTestId('add-to-cart').click();
  await page.locator('.ant-message-notice').filter({ hasText: '成功' }).first().waitFor();
  await expect.poll(() => badge(page, 'header-cart-badge')).toBe(String(linesAfter));
  await expect.poll(() => badge(page, 'side-bar-cart-badge')).toBe(String(linesAfter));
}

const shopGroup = (page: Page, shopId: number) => page.locator(`[data-testid="cart-shop"][data-shop-id="${shopId}"]`);
const cartLine = (page: Page, goodsId: number) => page.locator(`[data-testid="cart-line"][data-goods-id="${goodsId}"]`);
const ladderText = (line: Locator) => line.getByTestId('line-ladder').innerText();
const lineTotal = (line: Locator) => line.getByTestId('cart-line-total').innerText();

/**
 * The settle bar's figures in fen. The bar shows 商品金额 before 满减, then 满减, 换购 and 优惠券; `total` is what the
 * selected lines come to after 满减 and 换购 (the side panel's total), and the figures must add up to 应付.
 */
async function settle(page: Page) {
  const bar = page.getByTestId('settle-bar');
  const reduction = bar.getByTestId('settle-reduction');
  const addon = bar.getByTestId('settle-addon');
  const goods = fenOf(await bar.getByTestId('settle-goods').innerText());
  const f = {
    goods,
    reduction: (await reduction.count()) > 0 ? fenOf(await reduction.innerText()) : 0,
    addon: (await addon.count()) > 0 ? fenOf(await addon.innerText()) : 0,
    coupon: await couponFigure(page),
    payable: fenOf(await bar.getByTestId('settle-payable').innerText()),
  };
  expect(f.goods - f.reduction - f.coupon + f.addon, 'the settle figures add up').toBe(f.payable);
  return { ...f, total: f.goods - f.reduction + f.addon };
}

/** 优惠券 −¥15.00选择优惠券 → 1500 (the button's text follows the figure). */
async function couponFigure(page: Page): Promise<number> {
  const text = await page.getByTestId('settle-coupon').innerText();
  const m = text.match(/−¥([\d.]+)/);
  if (!m) throw new Error(`no coupon figure in "${text}"`);
  return fenOf(m[1]!);
}

describe('cart and promotions in the storefront', () => {
  const browser = suiteBrowser(baseURL);
  let page: Page;
  beforeEach(() => {
    page = browser.page;
  });

  // Quantities from the seed: shop 1 passes 满300 at `n300` units and its 店铺券 threshold (after the reduction) at `n500`.
  const n300 = Math.ceil(TIER_300.threshold / shop1.base_price);
  const n500 = Math.ceil((SHOP_COUPON.threshold + TIER_300.reduction) / shop1.base_price);
  const ladder = [...shop2.ladder_prices].sort((a, b) => a.number - b.number);
  const unit2 = shop2.unit;

  it('adds goods from three shops through their detail pages; both badges count the lines', async () => {
    expect(n300).toBeGreaterThan(2);
    expect(n500 * shop1.base_price).toBeLessThan(100000); // stays below the next tier (满1000)
    await signIn(page, 'demo', 'demo123456');
    await emptyCart(page);
    await page.reload();
    await page.getByTestId('header-company').waitFor();

    await addFromDetail(page, shop1, 2, 1);
    await addFromDetail(page, shop2, 1, 2);
    await addFromDetail(page, shop3, 1, 3);

    await page.getByTestId('header-cart').click();
    await page.waitForURL('**/cart');
    await page.getByTestId('cart-page').waitFor();
    const shops = page.getByTestId('cart-shop');
    expect(await shops.count()).toBe(3);
    expect(await shops.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-shop-id'))))).toEqual([1, 2, 3]);
    for (const id of [1, 2, 3]) {
      expect(await shopGroup(page, id).innerText()).toContain(seed.shops.find((s) => s.id === id)!.short_name);
    }
    expect(await page.getByTestId('cart-line').count()).toBe(3);
    expect(await lineTotal(cartLine(page, shop1.id))).toBe(money(2 * shop1.base_price));
    expect(await lineTotal(cartLine(page, shop2.id))).toBe(money(shop2.base_price));
    expect(await lineTotal(cartLine(page, shop3.id))).toBe(money(shop3.base_price));
    // Every shop is still under its 起订金额: each says what it lacks, nothing goes to step 2 and 去结算 says why.
    for (const [id, amount] of [
      [1, 2 * shop1.base_price],
      [2, shop2.base_price],
      [3, shop3.base_price],
    ] as const) {
      const min = seed.shops.find((x) => x.id === id)!.min_order_amount;
      expect(amount).toBeLessThan(min);
      expect(await shopGroup(page, id).getByTestId('shop-min-order').innerText()).toContain(`还差${money(min - amount)}`);
    }
    const figures = await settle(page);
    expect(figures.total).toBe(0);
    expect(await page.getByTestId('checkout').isDisabled()).toBe(true);
    expect(await page.getByTestId('settle-blocked').innerText()).toBe('所选店铺均未达到起订金额');
    await shot(page, 'cart-three-shops');
  });

  it('raising a shop-1 quantity past ¥300 turns the 满300减10 tier reached and takes ¥10 off', async () => {
    const group = shopGroup(page, 1);
    const tier = group.locator('[data-testid="shop-reduction-tier"]').filter({ hasText: /满300\.00减10\.00/ });
    expect(await tier.innerText()).toBe('满300.00减10.00');
    expect(await tier.getAttribute('data-reached')).toBe('0');

    const line = cartLine(page, shop1.id);
    const input = line.getByLabel('购买数量');
    await input.fill(String(n300));
    await input.press('Enter');
    await expect.poll(() => tier.getAttribute('data-reached')).toBe('1');
    expect(await tier.innerText()).toBe('已满300.00减10.00');
    // Reached tiers come first; the next one is still to reach.
    expect(await group.getByTestId('shop-reduction-tier').first().getAttribute('data-reached')).toBe('1');
    expect(await group.locator('[data-testid="shop-reduction-tier"][data-reached="0"]').first().innerText()).toBe('满1000.00减50.00');
    expect(await input.inputValue()).toBe(String(n300));
    // The line's subtotal carries the shop's reduction (one line, so all of it).
    expect(await line.innerText()).toContain(`满减 −${money(TIER_300.reduction)}`);
    expect(await lineTotal(line)).toBe(money(n300 * shop1.base_price - TIER_300.reduction));
    await expect.poll(() => settle(page).then((f) => f.reduction)).toBe(TIER_300.reduction);
    // Shop 1 now passes its ¥200 minimum: it alone goes to step 2, shops 2 and 3 wait in the cart, named.
    const f = await settle(page);
    expect(f.total).toBe(n300 * shop1.base_price - TIER_300.reduction);
    expect(await page.getByTestId('checkout').isDisabled()).toBe(false);
    const heldBack = await page.getByTestId('settle-held-back').innerText();
    for (const id of [2, 3]) expect(heldBack).toContain(seed.shops.find((x) => x.id === id)!.name);
    await shot(page, 'cart-tier-reached');
  });

  it('the ladder hint changes as the quantity grows and the unit price drops to the tier price', async () => {
    const line = cartLine(page, shop2.id);
    const [first, second] = ladder;
    expect(await line.getByTestId('cart-line-price').innerText()).toBe(money(shop2.base_price));
    const before = await ladderText(line);
    expect(before).toContain(`再买${first!.number - 1}${unit2}享${money(first!.price)}`);
    expect(await line.locator('[data-state="reached"]').count()).toBe(0);

    const input = line.getByLabel('购买数量');
    for (let n = 2; n <= first!.number; n++) {
      await line.getByRole('button', { name: '增加' }).click();
      await expect.poll(() => input.inputValue()).toBe(String(n));
      // One click at a time: wait for the server's figure before the next.
      const price = n >= first!.number ? first!.price : shop2.base_price;
      await expect.poll(() => lineTotal(line)).toBe(money(n * price));
    }
    await expect.poll(() => ladderText(line)).not.toBe(before);
    const after = await ladderText(line);
    expect(after).toContain(`满${first!.number}${unit2} ${money(first!.price)}`);
    expect(after).toContain(`再买${second!.number - first!.number}${unit2}享${money(second!.price)}`);
    expect(await line.locator('[data-state="reached"]').innerText()).toBe(`满${first!.number}${unit2} ${money(first!.price)}`);
    expect(await line.getByTestId('cart-line-price').innerText()).toBe(money(first!.price));
    await shot(page, 'cart-ladder');
  });

  it('claims the shop coupon from 领券; the settle bar takes it off: 应付 = 合计 − coupon', async () => {
    // Lift shop 1 over the coupon's ¥500 (counted after its ¥10 reduction).
    const line = cartLine(page, shop1.id);
    const input = line.getByLabel('购买数量');
    await input.fill(String(n500));
    await input.press('Enter');
    await expect.poll(() => lineTotal(line)).toBe(money(n500 * shop1.base_price - TIER_300.reduction));
    expect(await couponFigure(page)).toBe(0);
    const before = await settle(page);
    expect(before.payable).toBe(before.total);

    await shopGroup(page, 1).getByTestId('shop-coupon-button').click();
    const pop = page.getByTestId('shop-coupons');
    await pop.waitFor();
    const ticket = pop
      .getByTestId('coupon-ticket')
      .filter({ hasText: '满500元可用' })
      .filter({ has: page.getByTestId('shop-coupon-claim') });
    expect(await ticket.innerText()).toContain(`${SHOP_COUPON.amount / 100}`);
    await shot(page, 'cart-shop-coupons', false);
    await ticket.getByTestId('shop-coupon-claim').click();
    await page.locator('.ant-message-notice').filter({ hasText: '领取成功' }).first().waitFor();
    await expect
      .poll(() =>
        pop
          .getByTestId('coupon-ticket')
          .filter({ hasText: '满500元可用' })
          .filter({ has: page.getByTestId('shop-coupon-held') })
          .count(),
      )
      .toBe(1);

    await expect.poll(() => couponFigure(page)).toBe(SHOP_COUPON.amount);
    const after = await settle(page);
    expect(after.total).toBe(before.total);
    expect(after.payable).toBe(after.total - SHOP_COUPON.amount);
    expect(await page.getByTestId('settle-payable').innerText()).toBe(money(after.total - SHOP_COUPON.amount));
    expect(await page.getByTestId('choose-coupon').innerText()).toBe('已用1张');
    // Close the popover before the next step.
    await page.getByTestId('settle-bar').click({ position: { x: 5, y: 5 } });
    await pop.waitFor({ state: 'hidden' });
    await shot(page, 'cart-coupon-applied');
  });

  it('deletes a line only after 确定删除这件商品吗? is confirmed', async () => {
    const line = cartLine(page, shop3.id);
    await line.getByTestId('cart-line-remove').click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('确定删除这件商品吗?');
    await shot(page, 'cart-delete-confirm', false);
    // 取消 keeps it…
    await dialog
      .locator('.ant-btn')
      .filter({ hasNotText: /确\s*定/ })
      .click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await line.count()).toBe(1);
    // …确定 deletes it.
    await line.getByTestId('cart-line-remove').click();
    await dialog.waitFor();
    await dialog.locator('.ant-btn-primary').click();
    await page.locator('.ant-message-notice').filter({ hasText: '删除成功' }).first().waitFor();
    await expect.poll(() => line.count()).toBe(0);
    expect(await page.getByTestId('cart-shop').count()).toBe(2);
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    // Shop 2 (its ladder tier, still under its ¥300 minimum) waits: the figures are shop 1's.
    const f = await settle(page);
    expect(f.total).toBe(n500 * shop1.base_price - TIER_300.reduction);
    expect(f.payable).toBe(f.total - SHOP_COUPON.amount);
    await expect.poll(() => badge(page, 'side-bar-cart-badge')).toBe('2');
    await shot(page, 'cart-deleted');
  });

  it('the side-bar panel and both badges agree with the cart page', async () => {
    const lines = await page.getByTestId('cart-line').count();
    const total = money((await settle(page)).total);
    const goodsIds = await page.getByTestId('cart-line').evaluateAll((els) => els.map((el) => el.getAttribute('data-goods-id')));
    expect(goodsIds.map(Number).sort((a, b) => a - b)).toEqual([shop1.id, shop2.id].sort((a, b) => a - b));

    const check = async (where: string) => {
      await page.getByTestId('side-bar-cart').click();
      const panel = page.getByTestId('cart-panel');
      await panel.waitFor();
      await expect.poll(() => panel.getByTestId('cart-panel-line').count()).toBe(lines);
      expect(await panel.getByTestId('cart-panel-count').innerText()).toBe(`共 ${lines} 种商品`);
      expect(await panel.getByTestId('cart-panel-total').innerText()).toBe(total);
      const panelText = await panel.innerText();
      expect(panelText).toContain(`${money(shop1.base_price)} × ${n500}`);
      expect(panelText).toContain(`${money(ladder[0]!.price)} × ${ladder[0]!.number}`);
      expect(panelText).not.toContain(shop3.name);
      // The step-1 cart page has the checkout header (no 我的购物车 link); elsewhere both badges show.
      if (where !== 'cart-page') expect(await badge(page, 'header-cart-badge')).toBe(String(lines));
      expect(await badge(page, 'side-bar-cart-badge')).toBe(String(lines));
      // The side bar opens from its 40 px column to 310 px (a 0.25 s transition).
      await expect.poll(async () => Math.round((await page.getByTestId('side-bar').boundingBox())!.width)).toBe(310);
      await shot(page, `cart-panel-${where}`, false);
      await page.getByTestId('side-bar-cart').click();
      await panel.waitFor({ state: 'hidden' });
    };
    await check('cart-page');
    // Elsewhere the panel loads the cart itself: the same figures.
    await page.goto('/');
    await page.getByTestId('header-company').waitFor();
    await check('home');
  });
});

describe('the cart tells the truth: a 满减 on some goods, a shop under its 起订金额', () => {
  const browser = suiteBrowser(baseURL);
  let page: Page;
  beforeEach(() => {
    page = browser.page;
  });
  const shop4 = seed.shops.find((s) => s.id === 4)!;
  const nCovered = Math.floor(2000 / covered4.base_price); // about ¥20 of covered goods
  const coveredAmount = nCovered * covered4.base_price;
  const shop4Total = coveredAmount + uncovered4.base_price;
  const n300 = Math.ceil(TIER_300.threshold / shop1.base_price);
  const settleIds = () => pageApi<{ settle_ids: number[] }>(page, '/api/cart/list?filters=99999').then((s) => s.settle_ids);

  it('marks the lines a shop’s 满减 covers, and its hint counts them alone and says so', async () => {
    expect(shop4Total).toBeLessThan(shop4.min_order_amount);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'demo', 'demo123456');
    await emptyCart(page);
    // Setup through the page's own calls: the behaviour under test is what the cart page shows.
    await pageApi(page, '/api/cart', {
      form: {
        'params[0][goods_id]': String(shop1.id),
        'params[0][number]': String(n300),
        'params[1][goods_id]': String(covered4.id),
        'params[1][number]': String(nCovered),
        'params[2][goods_id]': String(uncovered4.id),
        'params[2][number]': '1',
      },
    });
    await page.goto('/cart');
    await page.getByTestId('cart-page').waitFor();

    const g4 = shopGroup(page, 4);
    // ¥36.70 of goods the 满减 does not cover are in the shop too: only the covered amount counts.
    expect(await g4.getByTestId('shop-next-hint').innerText()).toBe(
      `再买${money(TIER_300.threshold - coveredAmount)}可减${money(TIER_300.reduction)}（仅标「满减」的商品参与），` +
        `再买${money(shop4.shipping_amount - shop4Total)}免运费`,
    );
    expect(await g4.getByTestId('shop-reduction-scope').innerText()).toBe('指定商品满减');
    expect(await cartLine(page, covered4.id).getByTestId('line-manjian').innerText()).toBe('满减');
    expect(await cartLine(page, uncovered4.id).getByTestId('line-manjian').count()).toBe(0);
    // A whole-shop 满减 needs no marks.
    expect(await shopGroup(page, 1).getByTestId('shop-reduction-scope').innerText()).toBe('全店满减');
    expect(await shopGroup(page, 1).getByTestId('line-manjian').count()).toBe(0);
  });

  it('shows the shop under its 起订金额 as waiting, with what it lacks; 去结算 takes the shop that qualifies to step 2', async () => {
    const g4 = shopGroup(page, 4);
    const short = shop4.min_order_amount - shop4Total;
    expect(await g4.getByTestId('shop-min-order').innerText()).toContain(`本店${money(shop4.min_order_amount)}起订，还差${money(short)}`);
    expect(await g4.getByTestId('shop-add-on').getAttribute('href')).toBe('/list?shop_id=4');
    for (const id of [covered4.id, uncovered4.id]) {
      expect(await cartLine(page, id).getByTestId('line-below-minimum').innerText()).toBe(`还差${money(short)}起订，暂不可结算`);
    }
    expect(await cartLine(page, shop1.id).getByTestId('line-below-minimum').count()).toBe(0);
    expect(await page.getByTestId('settle-held-back').innerText()).toContain(shop4.name);
    // The settle bar's figures are shop 1's alone: what step 2 will show.
    const f = await settle(page);
    expect(f.goods).toBe(n300 * shop1.base_price);
    expect(f.reduction).toBe(TIER_300.reduction);
    expect(await page.getByTestId('checkout').innerText()).toMatch(/去结算\s*\(1\)/);
    await shot(page, 'cart-partial-manjian-min-order', false);

    const [shop1Line] = await settleIds();
    await page.getByTestId('checkout').click();
    await page.waitForURL(/\/cart\/step2\?/);
    expect(new URL(page.url()).searchParams.get('ids')).toBe(String(shop1Line));
    await page.getByTestId('checkout-page').waitFor();
    await expect.poll(() => page.getByTestId('checkout-shop').count()).toBe(1);
    expect(await page.getByTestId('checkout-shop').innerText()).toContain(seed.shops.find((s) => s.id === 1)!.name);
    // Nothing is refused on the confirmation page, and its figures are the cart's.
    expect(await page.getByTestId('checkout-blocked').count()).toBe(0);
    expect(await page.getByTestId('submit-order').isDisabled()).toBe(false);
    expect(fenOf(await page.getByTestId('checkout-goods').innerText())).toBe(f.goods);
    expect(fenOf(await page.getByTestId('checkout-reduction').innerText())).toBe(f.reduction);
  });

  it('with no shop at its 起订金额, 去结算 is off and says why; reaching it brings the shop along', async () => {
    await page.goto('/cart');
    await page.getByTestId('cart-page').waitFor();
    await shopGroup(page, 1)
      .getByRole('checkbox', { name: seed.shops.find((s) => s.id === 1)!.name })
      .click();
    await expect.poll(() => page.getByTestId('checkout').isDisabled()).toBe(true);
    expect(await page.getByTestId('settle-blocked').innerText()).toBe('所选店铺均未达到起订金额');
    expect((await settle(page)).payable).toBe(0);
    await shot(page, 'cart-none-settles', false);

    // Enough covered goods reach 满300减10 and the ¥200 minimum: shop 4 now goes to step 2.
    const line = cartLine(page, covered4.id);
    const input = line.getByLabel('购买数量');
    await input.fill(String(Math.ceil(TIER_300.threshold / covered4.base_price)));
    await input.press('Enter');
    await expect.poll(() => page.getByTestId('checkout').isDisabled()).toBe(false);
    const tier = shopGroup(page, 4).locator('[data-testid="shop-reduction-tier"]').first();
    expect(await tier.getAttribute('data-reached')).toBe('1');
    expect(await shopGroup(page, 4).getByTestId('shop-min-order').count()).toBe(0);
    expect(await page.getByTestId('settle-held-back').count()).toBe(0);
    expect(await line.innerText()).toContain(`满减 −${money(TIER_300.reduction)}`);
  });
});
