import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { suiteBrowser } from './browser.js';
import { motionSettled } from './motion.js';
import { operatorApi, pageApi, SHOTS, shot } from './storefront.js';
import { serverURL } from './servers.js';
import { fitsTheScreen, phoneSignIn } from './phone-kit.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

/**
 * demo2 (the other demo store), as the engagement suite does: the demo member's coupons, points and wallet stay as the
 * cart and checkout suites expect. Every figure is read before it is changed, so the journeys hold on a storefront other
 * suites have used first.
 */
const MEMBER = { username: 'demo2', password: 'demo123456' };

/** A phone page's screenshot, also kept under docs/screenshots/phone/ (the pages people look at). */
async function phoneShot(page: Page, name: string, fullPage = false) {
  // Toasts and sheets gone (antd-mobile animates them in JS, which motionSettled does not see).
  await expect.poll(() => page.locator('.adm-toast-main, .adm-mask:visible').count()).toBe(0);
  await shot(page, `phone-${name}`, fullPage);
  const taken = `${SHOTS}/phone-${name}.png`;
  if (fs.existsSync(taken)) fs.copyFileSync(taken, `docs/screenshots/phone/${name}.png`);
}

/** Taps an antd-mobile button inside a dialog once the dialog has stopped moving. */
async function tapInDialog(page: Page, name: string) {
  const dialog = page.locator('.adm-dialog-body');
  await dialog.waitFor();
  await motionSettled(page);
  await dialog.getByRole('button', { name }).tap();
}

const money = (page: Page) => pageApi<{ user_money: number; credit_limit: number; credit_available: number }>(page, '/api/user/user_money');

/** Issue 46: the member's money on a phone — wallet and recharge, 账期, coupons, points. */
describe('the member’s money on a phone (375×812, touch)', () => {
  const browser = suiteBrowser(baseURL, { phone: true });
  let page: Page;
  beforeEach(async () => {
    page = browser.page;
    await phoneSignIn(page, MEMBER.username, MEMBER.password);
  });

  it('recharges the wallet through the provider’s page: the balance rises and the money log shows the line', async () => {
    const before = (await money(page)).user_money;
    await page.getByText('我的钱包').tap();
    await page.waitForURL('**/wdqb');
    await expect.poll(() => page.getByTestId('phone-wallet-balance').innerText()).toBe((before / 100).toFixed(2));
    await page.getByTestId('phone-money-log').or(page.getByText('暂无余额明细')).first().waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'wallet');

    // 充值: the amount, then the provider's QR code and its page.
    await page.getByRole('button', { name: '充值' }).tap();
    await page.waitForURL((u) => u.pathname === '/wdqb' && u.searchParams.get('recharge') === '1');
    await page.getByRole('button', { name: '下一步' }).tap();
    await page.getByText('请输入充值金额').waitFor();
    await page.getByTestId('phone-recharge-amount').locator('input').fill('200');
    await fitsTheScreen(page);
    await phoneShot(page, 'recharge');
    await page.getByRole('button', { name: '下一步' }).tap();
    const panel = page.getByTestId('phone-online-payment');
    await panel.waitFor();
    const paymentNo = (await panel.getAttribute('data-payment-no'))!;
    expect(await page.evaluate(() => new URL(location.href).searchParams.get('pay'))).toBe(paymentNo);
    expect(await panel.locator('.yc-price').innerText()).toBe('¥200.00');
    await fitsTheScreen(page);
    await phoneShot(page, 'recharge-pay');
    // Nothing has moved yet: the payment waits.
    expect((await pageApi<{ status: number }>(page, `/api/pay/check_cz_order?payment_no=${paymentNo}`)).status).toBe(0);

    // The provider's page on this phone: 确认支付, then back to the store with the phone's back.
    await panel.getByRole('button', { name: /打开支付页面/ }).tap();
    await page.waitForURL('**/sandbox-pay/**');
    await page.getByText('¥200.00').waitFor();
    await page.getByRole('button', { name: '确认支付' }).tap();
    await page.locator('#done').getByText('支付成功').waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/wdqb' && u.searchParams.get('pay') === paymentNo);
    const done = page.getByTestId('phone-recharge-done');
    await done.getByText('充值成功').waitFor();
    const after = before + 20_000;
    await expect.poll(() => done.innerText()).toContain(`¥200.00 已到账，当前余额 ¥${(after / 100).toFixed(2)}`);
    await phoneShot(page, 'recharge-done');

    // What the server stored: the balance, the paid recharge, the money-log line.
    expect((await money(page)).user_money).toBe(after);
    const recharges = await pageApi<{ list: Array<{ payment_no: string; status: number; amount: number }> }>(page, '/api/pay/cz_list');
    expect(recharges.list.find((r) => r.payment_no === paymentNo)).toMatchObject({ status: 1, amount: 20_000 });
    const log = await pageApi<{ list: Array<{ amount: number; balance: number; type_text: string }> }>(page, '/api/user/user_money_log?use_type=1');
    expect(log.list[0]).toMatchObject({ amount: 20_000, balance: after, type_text: '充值' });

    // Back in the wallet: the raised balance, and the line on top of the log, also when filtered to 充值 in the last 7 days.
    await done.getByRole('button', { name: '返回我的钱包' }).tap();
    await page.waitForURL((u) => u.pathname === '/wdqb' && !u.searchParams.has('recharge'));
    await expect.poll(() => page.getByTestId('phone-wallet-balance').innerText()).toBe((after / 100).toFixed(2));
    const firstLine = page.getByTestId('phone-money-log-line').first();
    await expect.poll(() => firstLine.innerText()).toMatch(/充值[\s\S]*\+200\.00[\s\S]*余额 /);
    const filters = page.getByTestId('phone-money-log-filters');
    await filters.getByText('全部类型').tap();
    await motionSettled(page);
    await page.locator('.adm-dropdown-popup .adm-selector-item', { hasText: /^充值$/ }).tap();
    await page.waitForURL((u) => u.searchParams.get('use_type') === '1');
    await filters.getByText('全部时间').tap();
    await motionSettled(page);
    await page.locator('.adm-dropdown-popup .adm-selector-item', { hasText: '近7天' }).tap();
    await page.waitForURL((u) => !!u.searchParams.get('from') && !!u.searchParams.get('to'));
    await expect.poll(() => firstLine.innerText()).toContain('+200.00');
    for (const line of await page.getByTestId('phone-money-log-line').all()) expect(await line.innerText()).toMatch(/^充值/);
    await fitsTheScreen(page);
    await phoneShot(page, 'wallet-log-filtered');

    // 自定义: both days picked on the wheel, which opens on China's today whatever the phone's zone says it is.
    const today = await page.evaluate(() => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
    await filters.getByText('近7天').tap();
    await motionSettled(page);
    await page.locator('.adm-dropdown-popup .adm-selector-item', { hasText: '自定义' }).tap();
    for (const end of ['开始日期', '结束日期']) {
      await page.locator('.adm-dropdown-popup .adm-list-item', { hasText: end }).tap();
      const picker = page.locator('.adm-picker').filter({ hasText: end });
      await picker.waitFor();
      await motionSettled(page);
      await picker.getByText('确定').tap();
      await expect.poll(() => page.locator('.adm-dropdown-popup .adm-list-item', { hasText: end }).innerText()).toContain(today);
    }
    await expect.poll(() => page.locator('.adm-picker:visible').count()).toBe(0);
    await shot(page, 'phone-wallet-log-range', false);
    if (fs.existsSync(`${SHOTS}/phone-wallet-log-range.png`))
      fs.copyFileSync(`${SHOTS}/phone-wallet-log-range.png`, 'docs/screenshots/phone/wallet-log-range.png');
    await page.locator('.adm-dropdown-popup').getByRole('button', { name: '确定' }).tap();
    await page.waitForURL((u) => u.searchParams.get('from') === today && u.searchParams.get('to') === today);
    await expect.poll(() => filters.innerText()).toContain(`${today} ~ ${today}`);
    await expect.poll(() => firstLine.innerText()).toContain('+200.00');

    // 充值记录: this recharge, 已到账.
    await page.locator('.adm-tabs-tab', { hasText: '充值记录' }).tap();
    await page.getByTestId('phone-recharges').getByText(paymentNo).waitFor();
    expect(await page.getByTestId('phone-recharges').locator('.adm-list-item', { hasText: paymentNo }).innerText()).toContain('已到账');
  });

  it('claims a coupon in 领券中心 and finds it under 我的优惠券 未使用', async () => {
    const centre = await pageApi<{ list: Array<{ id: number; name: string; can_claim: boolean; claimed: number }> }>(
      page,
      '/api/user/availableCoupon?type=0&page_size=50',
    );
    const coupon = centre.list.find((c) => c.can_claim && c.claimed === 0);
    expect(coupon, 'a coupon demo2 has not claimed yet').toBeDefined();
    const held = async () =>
      (await pageApi<{ list: Array<{ id: number }> }>(page, '/api/user/coupon?status=0&page_size=100')).list.filter((c) => c.id === coupon!.id)
        .length;
    expect(await held()).toBe(0);

    await page.getByText('领券中心').tap();
    await page.waitForURL('**/lqzx');
    const ticket = page.locator(`[data-testid="phone-coupon"][data-coupon-id="${coupon!.id}"]`).first();
    await ticket.waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'coupon-centre');
    await ticket.getByRole('button', { name: '立即领取' }).tap();
    await page.locator('.adm-toast-main').waitFor();
    await expect.poll(() => ticket.innerText()).toContain('已领取');
    expect(await held()).toBe(1);

    await page.getByText('我的券').tap();
    await page.waitForURL('**/yhq');
    const mine = page.getByTestId('phone-my-coupons').locator(`[data-testid="phone-coupon"][data-coupon-id="${coupon!.id}"]`);
    await mine.waitFor();
    expect(await mine.innerText()).toContain(coupon!.name);
    await mine.getByRole('button', { name: '去使用' }).waitFor();
    await expect.poll(() => page.locator('.adm-tabs-tab-active').innerText()).toMatch(/^未使用\(\d+\)$/);
    await fitsTheScreen(page);
    await phoneShot(page, 'my-coupons');
    // 已使用 and 已过期 are their own tabs (kept in the address).
    await page.locator('.adm-tabs-tab', { hasText: '已过期' }).tap();
    await page.waitForURL((u) => u.searchParams.get('status') === '2');
    await page.getByTestId('phone-my-coupons').or(page.getByText('暂无优惠券')).first().waitFor();
  });

  it('exchanges points for a gift in 积分商城 and sees the points order in 积分订单', async () => {
    const gift = '医用外科口罩 50只/盒';
    const before = (await pageApi<{ points: number }>(page, '/api/user/points')).points;
    const ordersBefore = (await pageApi<{ total: number }>(page, '/api/points/orders')).total;

    await page.getByText('积分商城').tap();
    await page.waitForURL('**/jfsc');
    await expect.poll(() => page.getByTestId('phone-my-points').innerText()).toBe(String(before));
    await page.getByTestId('phone-gift').filter({ hasText: gift }).waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'points-mall');

    await page.getByTestId('phone-gift').filter({ hasText: gift }).tap();
    await page.waitForURL((u) => u.pathname === '/jfsc/details' && !!u.searchParams.get('id'));
    await page.getByTestId('phone-gift-detail').waitFor();
    await expect.poll(() => page.getByTestId('phone-gift-my-points').innerText()).toBe(String(before));
    // demo2's registered company address, its default since approval.
    await expect.poll(() => page.getByTestId('phone-gift-address').innerText()).toContain('光谷大道 77 号');
    await page.locator('.adm-stepper-plus').tap();
    await page.getByText('共需 600 积分').waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'points-gift');
    await page.getByRole('button', { name: '立即兑换' }).tap();
    await page.getByText(`确定使用 600 积分兑换「${gift}」× 2 吗？`).waitFor();
    await tapInDialog(page, '确定兑换');

    await page.waitForURL('**/jfdd');
    const order = page.getByTestId('phone-points-order').filter({ hasText: gift }).first();
    await order.waitFor();
    expect(await order.getByTestId('phone-points-order-status').innerText()).toBe('待发货');
    expect(await order.innerText()).toContain(`${gift} × 2`);
    expect(await order.innerText()).toContain('消耗 600 积分');

    // What the server stored: the points taken once, the order with its quantity and address.
    expect((await pageApi<{ points: number }>(page, '/api/user/points')).points).toBe(before - 600);
    const orders = await pageApi<{
      total: number;
      list: Array<{ goods_name: string; number: number; points: number; status: number; order_no: string }>;
    }>(page, '/api/points/orders');
    expect(orders.total).toBe(ordersBefore + 1);
    expect(orders.list[0]).toMatchObject({ goods_name: gift, number: 2, points: 600, status: 0 });
    expect(await order.getAttribute('data-order-no')).toBe(orders.list[0]!.order_no);
    await fitsTheScreen(page);
    await phoneShot(page, 'points-orders');
  });

  it('binds a withdrawal card with the code sent to the account phone and applies to withdraw part of the balance', async () => {
    if ((await money(page)).user_money < 5_000) await rechargeOnSandbox(page, 100);
    const before = (await money(page)).user_money;
    // The member's state carries its phone masked; the buyer types it whole (demo2's, from the demo data).
    const seed = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../server/seed/content.json'), 'utf8')) as {
      members: Array<{ username: string; phone: string }>;
    };
    const phone = seed.members.find((m) => m.username === MEMBER.username)!.phone;
    await page.goto('/wdqb');
    await page.getByTestId('phone-wallet-balance').waitFor();
    await page.getByRole('button', { name: '提现', exact: true }).tap();
    // A card is bound first (a member who has one goes straight to 申请提现).
    const bind = page.getByRole('button', { name: '获取验证码' });
    const apply = page.getByTestId('phone-withdraw-card');
    await bind.or(apply).first().waitFor();
    if (await bind.isVisible()) {
      await page.getByPlaceholder('如：中国工商银行武汉江汉支行').fill('中国工商银行武汉光谷支行');
      await page.getByPlaceholder('与营业执照一致的企业名称').fill('益康连锁大药房（演示）光谷分店');
      await page.getByPlaceholder('请输入银行卡号').fill('6222 0212 3456 7890 123');
      await page.getByText(`验证码将发送至账户绑定的手机号 ${phone.slice(0, 3)}****${phone.slice(-4)}`).waitFor();
      await page.getByPlaceholder('账户绑定的手机号').fill(phone);
      await bind.tap();
      await page.getByRole('button', { name: /秒后重发$/ }).waitFor();
      const sent = await admin<Array<{ content: string }>>(`/admin/api/sms_outbox?phone=${phone}`);
      const code = /\d{6}/.exec(sent[0]!.content)![0];
      await page.getByPlaceholder('6位验证码').fill(code);
      await fitsTheScreen(page);
      await phoneShot(page, 'bind-card');
      await page.getByRole('button', { name: '提交' }).tap();
      await page.locator('.adm-toast-main', { hasText: '绑定成功' }).waitFor();
      await page.waitForURL((u) => u.pathname === '/wdqb' && !u.searchParams.has('bind'));
      expect(await pageApi<{ card_no_masked: string }>(page, '/api/withdraw/getbank')).toMatchObject({
        card_no_masked: expect.stringMatching(/0123$/),
      });
      await page.getByRole('button', { name: '提现', exact: true }).tap();
    }
    await apply.waitFor();
    expect(await apply.innerText()).toContain('0123');
    await page.getByRole('textbox', { name: '提现金额' }).fill('50');
    await fitsTheScreen(page);
    await phoneShot(page, 'withdraw');
    await page.getByRole('button', { name: '提交' }).tap();
    await page.locator('.adm-toast-main', { hasText: '提现申请已提交，请等待审核' }).waitFor();
    await page.waitForURL((u) => u.pathname === '/wdqb' && !u.searchParams.has('withdraw'));

    // The application waits for review; its money is held from the balance (what the server stored, and the page).
    const list = await pageApi<{ list: Array<{ amount: number; status: number; status_text: string }> }>(page, '/api/withdraw/list');
    expect(list.list[0]).toMatchObject({ amount: 5_000, status: 0 });
    const after = (await money(page)).user_money;
    expect(after).toBe(before - 5_000);
    await expect.poll(() => page.getByTestId('phone-wallet-balance').innerText()).toBe((after / 100).toFixed(2));
    await page.locator('.adm-tabs-tab', { hasText: '提现记录' }).tap();
    const row = page.getByTestId('phone-withdrawals').locator('.adm-list-item').first();
    await expect.poll(() => row.innerText()).toContain('-50.00');
    expect(await row.innerText()).toContain(list.list[0]!.status_text);
    await fitsTheScreen(page);
    await phoneShot(page, 'wallet-withdrawals');
  });

  it('shows 账期 for a member granted a line: pays an order on it, sees the bill, and repays it from the balance', async () => {
    const members = await admin<{ list: Array<{ id: number; username: string }> }>(`/admin/api/members?status=approved&keyword=${MEMBER.username}`);
    const memberId = members.list.find((m) => m.username === MEMBER.username)!.id;
    await admin(`/admin/api/members/${memberId}/credit`, { method: 'POST', body: { credit_limit: '3000', due_days: 30 } });
    const line = await pageApi<{ enabled: boolean; credit_limit: number; used: number }>(page, '/api/user/user_credit');
    expect(line).toMatchObject({ enabled: true, credit_limit: 300_000 });

    // An order placed through the storefront's own calls, paid on 账期 on the phone's pay page.
    const order = await placeOrder(page);
    await page.goto(`/cart/step3/${order.id}`);
    await page.getByTestId('phone-pay-total').waitFor();
    // Short of balance (the wallet holds less than the order), the pay page offers 充值 and the recharge comes back here.
    if ((await money(page)).user_money < order.pay_amount) {
      await page.getByText('余额不足，去充值').tap();
      await page.waitForURL(
        (u) => u.pathname === '/wdqb' && u.searchParams.get('recharge') === '1' && u.searchParams.get('redirect') === `/cart/step3/${order.id}`,
      );
      await page.getByText('余额充值').waitFor();
      await page.goBack();
      await page.getByTestId('phone-pay-total').waitFor();
    }
    // antd-mobile names the radio's label, not its input: the 账期支付 row's radio.
    await page.locator('.adm-list-item', { hasText: '账期支付' }).locator('.adm-radio').tap();
    await page.getByRole('button', { name: /^确认支付/ }).tap();
    await page.waitForURL('**/cart/step4?**');
    const owed = (await pageApi<{ used: number }>(page, '/api/user/user_credit')).used;
    expect(owed).toBeGreaterThanOrEqual(line.used + order.pay_amount);

    await page.goto('/user');
    await page.getByText('账期管理').tap();
    await page.waitForURL('**/zqgl');
    await expect.poll(() => page.getByTestId('phone-credit-available').innerText()).toBe(((300_000 - owed) / 100).toFixed(2));
    await expect.poll(() => page.getByTestId('phone-credit-used').innerText()).toBe(`¥${(owed / 100).toFixed(2)}`);
    const bill = page.getByTestId('phone-credit-bill').filter({ hasText: order.order_no });
    await bill.waitFor();
    expect(await bill.innerText()).toContain('待还款');
    await fitsTheScreen(page);
    await phoneShot(page, 'credit');

    // 还款 from the balance (recharged first if it is short), everything owed.
    if ((await money(page)).user_money < owed) await rechargeOnSandbox(page, Math.ceil(owed / 100) + 1);
    await page.getByRole('button', { name: '还款' }).tap();
    await page.waitForURL((u) => u.searchParams.get('repay') === '1');
    await expect
      .poll(() => page.getByRole('textbox', { name: '还款金额' }).inputValue())
      .toBe(owed % 100 ? (owed / 100).toFixed(2) : String(owed / 100));
    await fitsTheScreen(page);
    await phoneShot(page, 'credit-repay');
    const walletBefore = (await money(page)).user_money;
    await page.locator('form').getByRole('button', { name: '还款' }).tap();
    await page.locator('.adm-toast-main', { hasText: '还款成功' }).waitFor();
    await page.waitForURL((u) => u.pathname === '/zqgl' && !u.searchParams.has('repay'));
    await expect.poll(() => page.getByTestId('phone-credit-used').innerText()).toBe('¥0.00');
    await page.locator('.adm-tabs-tab', { hasText: '已还清' }).tap();
    await expect.poll(() => bill.innerText()).toContain('已还清');

    // What the server stored: nothing owed, the bill settled, the balance down by what was owed.
    expect(await pageApi<{ used: number; available: number }>(page, '/api/user/user_credit')).toMatchObject({ used: 0, available: 300_000 });
    const settled = await pageApi<{ list: Array<{ order_no: string; settled_at: string | null; repaid_amount: number }> }>(
      page,
      '/api/user/user_credit_list?type=2&page_size=50',
    );
    expect(settled.list.find((b) => b.order_no === order.order_no)).toMatchObject({ repaid_amount: order.pay_amount });
    expect((await money(page)).user_money).toBe(walletBefore - owed);
  });
});

interface Goods {
  id: number;
  name: string;
  base_price: number | null;
  is_buy: number;
  number: number;
  min_order: number;
  middle_pack: number;
}

/** Money into the wallet on the sandbox provider, credited when the provider's notice lands (setup, not under test). */
async function rechargeOnSandbox(page: Page, yuan: number) {
  const before = (await money(page)).user_money;
  const r = await pageApi<{ qr_content: string }>(page, '/api/pay/recharge', { form: { amount: String(yuan) } });
  await pageApi(page, `/api/sandbox-pay/${r.qr_content.split('/').pop()}/confirm`, { form: {} });
  await expect.poll(async () => (await money(page)).user_money, { timeout: 20_000 }).toBeGreaterThanOrEqual(before + yuan * 100);
}

/** An unpaid order of one buyable goods over the shop's 起订金额 (¥200 in the demo data), placed by the storefront's calls. */
async function placeOrder(page: Page): Promise<{ id: number; order_no: string; pay_amount: number }> {
  const goods = await pageApi<{ list: Goods[] }>(page, '/api/goods/list?page_size=50&sort=sales');
  const step = (g: Goods) => Math.max(1, g.middle_pack);
  const g = goods.list.find((x) => x.is_buy && x.base_price && x.number >= Math.max(x.min_order, step(x)) * 4 && x.base_price < 20_000)!;
  const qty = Math.ceil(Math.max(g.min_order, Math.ceil(31_000 / g.base_price!)) / step(g)) * step(g);
  await pageApi(page, '/api/cart', { form: { 'params[0][goods_id]': String(g.id), 'params[0][number]': String(qty) } });
  const cart = await pageApi<{ data: Array<{ lines: Array<{ id: number; goods: { id: number } }> }> }>(page, '/api/cart/list');
  const line = cart.data.flatMap((s) => s.lines).find((l) => l.goods.id === g.id)!;
  const preview = await pageApi<{ idem_key: string; address: { id: number } | null }>(page, '/api/cart/checkout', {
    form: { 'ids[]': String(line.id) },
  });
  const placed = await pageApi<{ orders: Array<{ id: number; order_no: string; pay_amount: number }> }>(page, '/api/order/submit', {
    form: { 'ids[]': String(line.id), address_id: String(preview.address!.id), idem_key: preview.idem_key },
  });
  return placed.orders[0]!;
}
