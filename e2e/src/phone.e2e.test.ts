import { beforeAll, describe, expect, it } from 'vitest';
import { suiteBrowser, type BrowserOptions } from './browser.js';
import { barcodeVideo } from './barcode-video.js';
import { buyWithWallet, pageApi, shot } from './storefront.js';
import { serverURL } from './servers.js';
import { fitsTheScreen, cartNumber } from './phone-kit.js';

const baseURL = serverURL();

interface Goods {
  id: number;
  name: string;
  base_price: number | null;
  is_buy: number;
  number: number;
  min_order: number;
  middle_pack: number;
  sccj: string;
}

/** A goods the demo member may buy, with stock for a few packs (read as the member, by the API). */
async function buyableGoods(): Promise<Goods> {
  const login = await fetch(`${baseURL}/api/user/login`, {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=demo&password=demo123456',
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${baseURL}/api/goods/list?page_size=50&sort=sales`, { headers: { cookie } });
  const { data } = (await res.json()) as { data: { list: Goods[] } };
  const step = (g: Goods) => Math.max(1, g.middle_pack);
  return data.list.find((g) => g.is_buy && g.base_price && g.number >= Math.max(g.min_order, step(g)) * 4 && !/[()（）]/.test(g.name))!;
}

/** Issue 46: a buyer on a phone finds a drug, signs in, puts it in the cart and changes the quantity, all at phone size. */
describe('the storefront on a phone (375×812, touch)', () => {
  const browser = suiteBrowser(baseURL, { phone: true });

  it('searches, opens a goods, signs in from it, adds it to the cart and steps its quantity by the middle pack', async () => {
    const page = browser.page;
    const goods = await buyableGoods();
    await page.context().clearCookies();

    // Home: the phone page at the storefront's own address, search first, the tab bar, the best sellers.
    await page.goto('/');
    await page.getByRole('button', { name: '搜索商品' }).waitFor();
    await page.getByTestId('phone-goods-row').first().waitFor();
    await expect.poll(() => page.locator('.adm-tab-bar-item').allInnerTexts()).toEqual(['首页', '分类', '购物车', '我的']);
    await fitsTheScreen(page);
    await shot(page, 'phone-home', false);

    // Search by the goods' name: the results list it.
    await page.getByRole('button', { name: '搜索商品' }).tap();
    await page.waitForURL('**/search');
    const box = page.getByRole('searchbox').or(page.locator('.adm-search-bar input'));
    await box.first().fill(goods.name);
    await box.first().press('Enter');
    await page.waitForURL((u) => u.searchParams.get('keywords') === goods.name);
    const row = page.getByTestId('phone-goods-row').filter({ hasText: goods.name }).first();
    await row.waitFor();
    await page.getByTestId('phone-search-total').waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-search', false);
    // Narrowed in the sheet (in stock, its maker) and sorted by price: the address keeps it, the goods still shows.
    await page.getByRole('button', { name: '筛选' }).tap();
    const sheet = page.getByTestId('phone-search-filters');
    await sheet.waitFor();
    await sheet.getByRole('switch', { name: '只看有货' }).tap();
    await sheet.locator('.adm-selector-item', { hasText: goods.sccj }).first().tap();
    await shot(page, 'phone-search-filters', false);
    await sheet.getByRole('button', { name: '确定' }).tap();
    await page.waitForURL((u) => u.searchParams.get('in_stock') === '1' && u.searchParams.get('sccj') === goods.sccj);
    await page.getByRole('button', { name: '价格' }).tap();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price' && u.searchParams.get('order') === 'asc');
    await row.waitFor();
    await page.getByRole('button', { name: '筛选(2)' }).waitFor();

    // The goods page as a guest: the price is hidden, buying asks to sign in, and signing in comes back here.
    await row.tap();
    await page.waitForURL(`**/list/info/${goods.id}`);
    await page.getByTestId('phone-price-tip').waitFor();
    await page.getByRole('button', { name: '登录后购买' }).tap();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === `/list/info/${goods.id}`);
    await shot(page, 'phone-login', false);
    await page.getByPlaceholder('用户名/手机号').fill('demo');
    await page.getByPlaceholder('密码').fill('demo123456');
    await page.getByRole('button', { name: '登录' }).tap();
    await page.waitForURL(`**/list/info/${goods.id}`);
    await page.getByTestId('phone-price').waitFor();
    await page.getByText('生产厂家').waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-goods-detail', true);

    const before = await cartNumber(page, goods.id);
    await page.getByRole('button', { name: '加入购物车' }).tap();
    await page.locator('.adm-toast-main').waitFor();
    const step = Math.max(1, goods.middle_pack);
    const min = Math.max(step, Math.ceil(Math.max(1, goods.min_order) / step) * step);
    await expect.poll(() => cartNumber(page, goods.id)).toBe(before + min);

    // The cart: the line under its shop; + adds one middle pack, and the line's subtotal follows.
    await page.goto('/cart');
    const line = page.getByTestId('phone-cart-line').filter({ hasText: goods.name });
    await line.waitFor();
    const subtotal = await line.getByTestId('phone-cart-line-total').innerText();
    await line
      .getByRole('button', { name: /增加|加/ })
      .or(line.locator('.adm-stepper-plus'))
      .first()
      .tap();
    await expect.poll(() => cartNumber(page, goods.id)).toBe(before + min + step);
    await expect.poll(() => line.getByTestId('phone-cart-line-total').innerText()).not.toBe(subtotal);
    await fitsTheScreen(page);
    await shot(page, 'phone-cart', false);

    // 我的: who is signed in; 电脑版 switches this browser to the desktop pages at the same address…
    await page.locator('.adm-tab-bar-item', { hasText: '我的' }).tap();
    await page.waitForURL('**/user');
    await page.getByTestId('phone-member-card').waitFor();
    await shot(page, 'phone-member', false);
    await page.getByText('电脑版').tap();
    await page.getByTestId('header-company').waitFor();
    expect((await page.context().cookies()).find((c) => c.name === 'yc_view')?.value).toBe('desktop');
    // …and 手机版 on the desktop's top bar (shown to phones only) brings the phone page back.
    // The desktop page is laid out 1200 px wide and zoomed out to the phone's 375: a tap there lands by the zoomed
    // coordinates on another element (Chromium's emulation), so the link gets its click directly.
    await page.getByTestId('phone-view-link').dispatchEvent('click');
    await page.getByTestId('phone-member-card').waitFor();
    expect((await page.context().cookies()).find((c) => c.name === 'yc_view')?.value).toBe('phone');
  });

  it('opens a paid order from 我的订单 and puts its goods back in the cart with 再来一单', async () => {
    const page = browser.page;
    const goods = await buyableGoods();
    const step = Math.max(1, goods.middle_pack);
    // Enough for the shop's 起订金额 (¥200 in the demo data), in whole middle packs.
    const qty = Math.ceil(Math.max(goods.min_order, Math.ceil(31_000 / goods.base_price!)) / step) * step;
    const order = await buyWithWallet(page, goods.id, qty);

    await page.goto('/user');
    await page.getByText('我的订单').tap();
    await page.waitForURL('**/order');
    await page.locator('.adm-tabs-tab', { hasText: '待发货' }).tap();
    await page.waitForURL((u) => u.searchParams.get('status') === '1');
    const card = page.locator(`[data-testid="phone-order-card"][data-order-no="${order.order_no}"]`);
    await card.waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-orders', false);

    await card.getByText(goods.name.slice(0, 1)).or(card.locator('header')).first().tap();
    await page.waitForURL(`**/order/info/${order.id}`);
    await page.getByTestId('phone-order-status').getByText('待发货').waitFor();
    await page.getByTestId('phone-order-item').filter({ hasText: goods.name }).waitFor();
    await page.getByText(order.order_no).waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-order-detail', true);

    // The order holds what the cart line held when it was placed (this member's earlier units of it too).
    const info = await pageApi<{ items: Array<{ goods_id: number; number: number }> }>(page, `/api/order/info/${order.id}`);
    const ordered = info.items.find((i) => i.goods_id === goods.id)!.number;
    const before = await cartNumber(page, goods.id);
    await page.getByRole('button', { name: '再来一单' }).tap();
    await page.waitForURL('**/cart');
    await expect.poll(() => cartNumber(page, goods.id)).toBe(before + ordered);
    await page.getByTestId('phone-cart-line').filter({ hasText: goods.name }).waitFor();
  });

  it('checks the cart out on the phone: 确认订单, 提交订单, pays from the wallet, and the order waits to be shipped', async () => {
    const page = browser.page;
    const goods = await buyableGoods();
    const step = Math.max(1, goods.middle_pack);
    const qty = Math.ceil(Math.max(goods.min_order, Math.ceil(31_000 / goods.base_price!)) / step) * step;
    // Setup through the storefront's own calls: money in the wallet, this goods in the cart and the only line selected.
    const before = (await pageApi<{ user_money: number }>(page, '/api/user/user_money')).user_money;
    const recharge = await pageApi<{ qr_content: string }>(page, '/api/pay/recharge', { form: { amount: '1000' } });
    await pageApi(page, `/api/sandbox-pay/${recharge.qr_content.split('/').pop()}/confirm`, { form: {} });
    await pageApi(page, '/api/cart', { form: { 'params[0][goods_id]': String(goods.id), 'params[0][number]': String(qty) } });
    const cart = await pageApi<{ data: Array<{ lines: Array<{ id: number; goods: { id: number } }> }> }>(page, '/api/cart/list');
    const lines = cart.data.flatMap((g) => g.lines);
    await pageApi(page, '/api/cart/batch_select', { form: { ids: lines.map((l) => String(l.id)).join(','), is_selected: '0' } });
    await pageApi(page, '/api/cart/batch_select', { form: { ids: String(lines.find((l) => l.goods.id === goods.id)!.id), is_selected: '1' } });
    // The recharge is credited by the job queue.
    await expect
      .poll(async () => (await pageApi<{ user_money: number }>(page, '/api/user/user_money')).user_money)
      .toBeGreaterThanOrEqual(before + 100_000);

    await page.goto('/cart');
    await page.getByRole('button', { name: /去结算\(1\)/ }).tap();
    await page.waitForURL('**/cart/step2?**');
    await page.getByTestId('phone-checkout-shop').filter({ hasText: goods.name }).waitFor();
    await page.getByTestId('phone-checkout-address').waitFor();
    const payable = await page.getByTestId('phone-checkout-payable').innerText();
    await fitsTheScreen(page);
    await shot(page, 'phone-checkout', true);
    await page.getByRole('button', { name: '提交订单' }).tap();

    await page.waitForURL('**/cart/step3/**');
    await expect.poll(() => page.getByTestId('phone-pay-total').innerText()).toBe(payable);
    await fitsTheScreen(page);
    await shot(page, 'phone-pay', false);
    await page.getByRole('button', { name: `确认支付 ${payable}` }).tap();

    await page.waitForURL('**/cart/step4?**');
    await page.getByText('支付成功').waitFor();
    await shot(page, 'phone-pay-done', false);
    await page.getByRole('button', { name: '查看订单' }).tap();
    await page.waitForURL('**/order/info/**');
    await page.getByTestId('phone-order-status').getByText('待发货').waitFor();
    await page.getByTestId('phone-order-item').filter({ hasText: goods.name }).waitFor();
  });

  it('opens a goods from its typed barcode on 扫码购 when the phone has no camera', async () => {
    const page = browser.page;
    const goods = await barcodedGoods();
    await page.goto('/');
    await page.getByRole('button', { name: '扫码购' }).tap();
    await page.waitForURL('**/scan');
    await page.getByTestId('scan-state').getByText('无法打开摄像头，请在下方输入条形码或追溯码').waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-scan', false);
    await page.getByPlaceholder('输入条形码（69码）或追溯码').fill(goods.barcode);
    await page.getByRole('button', { name: '查询' }).tap();
    await page.waitForURL(`**/list/info/${goods.id}`);
    await page.getByText(goods.barcode, { exact: true }).waitFor();
  });

  it('keeps its shell on the phone: offline, a reload still draws the app and says the connection is lost', async () => {
    const page = browser.page;
    await page.goto('/');
    await page.getByTestId('phone-goods-row').first().waitFor();
    // The service worker has kept the shell and controls the page.
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active?.state === 'activated' && !!navigator.serviceWorker.controller,
    );
    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.getByTestId('phone-offline').getByText('网络连接失败，请检查网络后重试').waitFor();
      await page.locator('.adm-tab-bar-item', { hasText: '首页' }).waitFor();
      await shot(page, 'phone-offline', false);
    } finally {
      await page.context().setOffline(false);
    }
  });
});

/** Issue 46's scan to buy: the camera films a box's 69 barcode, and the goods opens. */
describe('扫码购 with a camera on the phone', () => {
  const opts: BrowserOptions = { phone: true };
  let goods: { id: number; barcode: string };
  // Before the browser starts: its fake camera films this goods' barcode.
  beforeAll(async () => {
    goods = await barcodedGoods();
    opts.camera = barcodeVideo(goods.barcode);
  });
  const browser = suiteBrowser(baseURL, opts);

  it('reads the barcode from the camera and opens its goods', async () => {
    const page = browser.page;
    await page.goto('/scan');
    await page.waitForURL(`**/list/info/${goods.id}`, { timeout: 20_000 });
    // Exactly: the 已识别 toast that names the code may still show over the goods page.
    await page.getByText(goods.barcode, { exact: true }).waitFor();
    await shot(page, 'phone-scan-result', false);
  });
});

/** A goods whose box carries a valid EAN-13 that finds it alone in search (what 扫码购 opens directly). */
async function barcodedGoods(): Promise<{ id: number; barcode: string }> {
  const res = await fetch(`${baseURL}/api/goods/list?page_size=30&sort=sales`);
  const { data } = (await res.json()) as { data: { list: Array<{ id: number }> } };
  for (const { id } of data.list) {
    const detail = (await (await fetch(`${baseURL}/api/goods/detail/${id}`)).json()) as { data: { barcode: string } };
    const b = detail.data.barcode;
    const valid =
      /^\d{13}$/.test(b) && (10 - ([...b.slice(0, 12)].reduce((s, c, i) => s + Number(c) * (i % 2 ? 3 : 1), 0) % 10)) % 10 === Number(b[12]);
    if (!valid) continue;
    const found = (await (await fetch(`${baseURL}/api/goods/search-new?keywords=${b}&page_size=2`)).json()) as { data: { data: { total: number } } };
    if (found.data.data.total === 1) return { id, barcode: b };
  }
  throw new Error('no goods with a barcode of its own in the demo data');
}
