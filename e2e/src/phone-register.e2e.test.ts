import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { suiteBrowser } from './browser.js';
import { png, readSmsCodeWith, residentId } from './registration.js';
import { operatorApi, pageApi, shot, TAKE_SHOTS } from './storefront.js';
import { serverURL } from './servers.js';
import { fitsTheScreen, cartNumber } from './phone-kit.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

interface Status {
  review_status: string;
  review_reason: string;
  company: string;
  province: string;
  city: string;
  district: string;
  certificates: Array<{ kind: string; number: string; expires_on: string; status: string; file: { mime: string } | null }>;
}

/**
 * 获取验证码 for this phone. The server sends one code a minute per phone: when the last one (at registration) is
 * younger, the page says how long to wait and counts it down on the button; then it is asked again.
 */
async function sendCode(page: Page) {
  const button = page.getByTestId('phone-send-code');
  await button.tap();
  const said = page
    .locator('.adm-toast-main')
    .filter({ hasText: /验证码已发送/ })
    .first();
  await said.waitFor();
  if (/请\d+秒后再试/.test(await said.innerText())) {
    await expect.poll(() => button.innerText(), { timeout: 70_000, interval: 1000 }).toBe('获取验证码');
    await button.tap();
    await page.locator('.adm-toast-main').filter({ hasText: '验证码已发送，5分钟内有效' }).waitFor();
  }
  await expect.poll(() => button.innerText()).toMatch(/\d+秒后重新获取/);
}

/** A screenshot once the toasts have gone (they would hide the form); without pictures, nothing to wait for. */
async function phoneShot(page: Page, name: string, fullPage = true) {
  if (!TAKE_SHOTS) return;
  await expect.poll(() => page.locator('.adm-toast-main').count(), { timeout: 10_000 }).toBe(0);
  await shot(page, name, fullPage);
}

/** A tap on a part of an antd-mobile sheet once it has stopped sliding (Playwright waits for a stable box). */
async function tapIn(sheet: Locator, text: string) {
  await sheet
    .locator('.adm-list-item, .adm-check-list-item')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .filter({ visible: true })
    .first()
    .tap();
}

/** Province, city and district in the Cascader sheet, then 确定. */
async function pickRegion(page: Page, names: [string, string, string]) {
  await page.getByTestId('phone-region').tap();
  const sheet = page.locator('.adm-cascader').filter({ visible: true });
  for (const name of names) {
    await tapIn(sheet, name);
    // The tab of the level picked shows its name before the next list is used.
    await sheet.locator('.adm-tabs-tab').filter({ hasText: name }).waitFor();
  }
  await shot(page, 'phone-register-region', false);
  await sheet.locator('.adm-cascader-header-button').filter({ hasText: '确定' }).tap();
  await expect.poll(() => page.locator('.adm-cascader').filter({ visible: true }).count()).toBe(0);
  await expect.poll(() => page.getByTestId('phone-region').innerText()).toBe(names.join(' '));
}

/** The expiry date: the wheel opens five years ahead (a licence's usual term), 确定 takes it. */
async function pickExpiry(page: Page, cert: Locator): Promise<string> {
  await cert.getByTestId('phone-cert-expiry').tap();
  const sheet = page.locator('.adm-picker').filter({ visible: true });
  await sheet.locator('.adm-picker-header-button').filter({ hasText: '确定' }).tap();
  // Closed before the next certificate's picker opens (two sheets at once would be two 确定).
  await expect.poll(() => page.locator('.adm-picker').filter({ visible: true }).count()).toBe(0);
  await expect.poll(() => cert.getByTestId('phone-cert-expiry').innerText()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return cert.getByTestId('phone-cert-expiry').innerText();
}

/** A licence photo as a phone camera takes it: larger than the 2000 px the page sends, so the page shrinks it to JPEG. */
const PHOTO = (kind: string, colour: [number, number, number]) => ({ name: `${kind}.png`, mimeType: 'image/png', buffer: png(2400, 1800, colour) });

async function addPhoto(cert: Locator, kind: string, colour: [number, number, number]) {
  await cert.getByTestId('phone-cert-photo').locator('input[type=file]').setInputFiles(PHOTO(kind, colour));
  // Uploaded: its thumbnail stands without the uploading mask.
  await cert.locator('.adm-image-uploader-cell-image').first().waitFor();
  await expect.poll(() => cert.locator('.adm-image-uploader-cell-loading, .adm-image-uploader-cell-fail').count(), { timeout: 20_000 }).toBe(0);
}

interface BuyableGoods {
  id: number;
  name: string;
  barcode: string;
  qty: number;
}

/**
 * A goods this member may buy whose box carries a valid EAN-13 that finds it alone in search (what 扫码购 opens
 * directly), with the quantity that passes its shop's 起订金额 in whole middle packs and is in stock.
 */
async function scannableGoods(page: Page): Promise<BuyableGoods> {
  const list = await pageApi<{ list: Array<{ id: number }> }>(page, '/api/goods/list?page_size=40&sort=sales');
  for (const { id } of list.list) {
    const g = await pageApi<{
      id: number;
      name: string;
      barcode: string;
      base_price: number | null;
      can_buy: number;
      number: number;
      min_order: number;
      middle_pack: number;
      shop_info: { min_order_amount: number };
    }>(page, `/api/goods/detail/${id}`);
    const b = g.barcode;
    const valid =
      /^\d{13}$/.test(b) && (10 - ([...b.slice(0, 12)].reduce((s, c, i) => s + Number(c) * (i % 2 ? 3 : 1), 0) % 10)) % 10 === Number(b[12]);
    if (!valid || !g.can_buy || !g.base_price) continue;
    const found = await pageApi<{ data: { total: number } }>(page, `/api/goods/search-new?keywords=${b}&page_size=2`);
    if (found.data.total !== 1) continue;
    const step = Math.max(1, g.middle_pack);
    const qty = Math.ceil(Math.max(g.min_order, Math.ceil((g.shop_info.min_order_amount + 1000) / g.base_price)) / step) * step;
    if (g.number < qty * 3) continue;
    return { id: g.id, name: g.name, barcode: b, qty };
  }
  throw new Error('no goods with a barcode of its own that a new member may buy in the demo data');
}

/** Issue 46's journey on a phone: register with licence photos → approval → scan → cart → wallet → order → 再来一单. */
describe('registration on a phone (375×812, touch), and the new buyer’s first order', () => {
  const browser = suiteBrowser(baseURL, { phone: true });
  const suffix = String(Date.now()).slice(-8);
  const phone = `139${suffix}`;
  const password = 'Yaocai#Phone2026';
  const newPassword = 'Yaocai#Reset2026';
  const company = `掌上大药房${suffix.slice(-4)}`;
  const numbers: Record<string, string> = {
    business_licence: '91420103MA4K1234XY',
    drug_licence: '鄂AA0271234',
    purchase_authorization: 'WT2026000456',
    purchaser_id: residentId(Number(suffix.slice(-3))),
  };
  const colours: [number, number, number][] = [
    [0, 168, 112],
    [255, 106, 0],
    [22, 119, 255],
    [200, 200, 200],
  ];
  let memberId = 0;

  it('registers with photos of its licences, is refused with a reason, fixes it from step 3 and is approved', async () => {
    const page = browser.page;
    await page.context().clearCookies();

    // /register on a phone is the phone's step 1; the login page leads there too.
    await page.goto('/login');
    await page.getByRole('link', { name: '注册账号' }).tap();
    await page.waitForURL('**/register/step1');
    await page.goto('/register');
    await page.waitForURL('**/register/step1');
    const step1 = page.getByTestId('phone-register-step1');
    await step1.waitFor();
    await page.locator('.adm-steps').getByText('填写账户信息').waitFor();

    // Nothing filled: the form names the first thing missing and asks nothing of the server.
    await page.getByRole('button', { name: '下一步，上传资质' }).tap();
    await step1.getByText('请输入手机号').first().waitFor();

    await page.getByPlaceholder('11位手机号，用于登录和接收通知').fill(phone);
    await page.getByTestId('phone-send-code').tap();
    await expect.poll(() => page.getByTestId('phone-send-code').innerText()).toMatch(/\d+秒后重新获取/);
    await page.getByPlaceholder('6位短信验证码').fill(await readSmsCodeWith(admin, phone));
    await page.getByPlaceholder('8–32位，需同时包含字母和数字').fill(password);
    await page.getByPlaceholder('请再次输入密码').fill(password);
    await page.getByPlaceholder('与营业执照上的名称一致').fill(company);
    await page.getByTestId('phone-company-type').locator('.adm-selector-item').filter({ hasText: '单体药店' }).tap();
    await page.getByPlaceholder('请输入联系人姓名').fill('王掌柜');
    await pickRegion(page, ['湖北省', '武汉市', '江汉区']);
    await page.getByPlaceholder('街道、门牌号等').fill('解放大道690号');
    await page.getByTestId('phone-register-agree').tap();
    await fitsTheScreen(page);
    await phoneShot(page, 'phone-register-step1');
    await page.getByRole('button', { name: '下一步，上传资质' }).tap();

    // Step 2: the account exists and is signed in; the certificates 单体药店 needs.
    await page.waitForURL('**/register/step2');
    const step2 = page.getByTestId('phone-register-step2');
    await step2.waitFor();
    await page.getByTestId('phone-register-company').getByText(company).waitFor();
    const certs = page.getByTestId('phone-certificate');
    const kinds = await certs.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind') ?? ''));
    expect(kinds).toEqual(['business_licence', 'drug_licence', 'purchase_authorization', 'purchaser_id']);

    // An unfinished registration: signing in again on the phone comes back to step 2.
    await page.context().clearCookies();
    await page.goto('/login?redirect=%2Fcart');
    await page.getByPlaceholder('用户名/手机号').fill(phone);
    await page.getByPlaceholder('密码').fill(password);
    await page.getByRole('button', { name: '登录' }).tap();
    await page.waitForURL('**/register/step2');
    await step2.waitFor();

    // Failure first: a bad 营业执照 number and the last photo missing — the page says so in Chinese, nothing is stored.
    for (const [i, kind] of kinds.entries()) {
      const cert = certs.nth(i);
      await cert
        .getByTestId('phone-cert-number')
        .locator('input')
        .fill(kind === 'business_licence' ? '12345' : numbers[kind]!);
      await pickExpiry(page, cert);
      if (i < kinds.length - 1) await addPhoto(cert, kind, colours[i]!);
    }
    await page.getByRole('button', { name: '提交审核' }).tap();
    await certs.nth(0).getByText('营业执照编号应为18位统一社会信用代码').waitFor();
    await certs
      .nth(kinds.length - 1)
      .getByText('请上传证件图片或PDF')
      .waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'phone-register-step2-errors');
    expect(page.url()).toContain('/register/step2');
    const untouched = await pageApi<Status>(page, '/api/register/status');
    expect(untouched.review_status).toBe('incomplete');
    expect(untouched.certificates).toEqual([]);

    // Fixed: the right number, the last photo from the camera; submitted for review.
    await certs.nth(0).getByTestId('phone-cert-number').locator('input').fill(numbers.business_licence!);
    await addPhoto(certs.nth(kinds.length - 1), kinds[kinds.length - 1]!, colours[kinds.length - 1]!);
    await expect.poll(() => step2.locator('.adm-form-item-feedback-error').count()).toBe(0);
    await phoneShot(page, 'phone-register-step2');
    await page.getByRole('button', { name: '提交审核' }).tap();
    await page.waitForURL('**/register/step3');
    const state = page.getByTestId('phone-register-status');
    await expect.poll(() => state.getAttribute('data-status')).toBe('pending');
    await state.getByText('待审核').first().waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'phone-register-step3');

    // What the server stored: the company and its region, each certificate's number, and the photos shrunk to JPEG.
    const stored = await pageApi<Status>(page, '/api/register/status');
    expect(stored).toMatchObject({ review_status: 'pending', company, province: '湖北省', city: '武汉市', district: '江汉区' });
    expect(stored.certificates.map((c) => [c.kind, c.number])).toEqual(kinds.map((k) => [k, numbers[k]]));
    for (const c of stored.certificates) {
      expect(c.file?.mime).toBe('image/jpeg');
      expect(c.expires_on > new Date().toISOString().slice(0, 10)).toBe(true);
    }

    // 我的 leads back here while the review is open.
    await page.goto('/user');
    await page.getByText('查看审核进度').tap();
    await page.waitForURL('**/register/step3');
    await expect.poll(() => state.getAttribute('data-status')).toBe('pending');

    // The operator refuses it with a reason: step 3 shows the reason and leads back to step 2, which keeps what was sent.
    const pending = await admin<{ list: { id: number; company: string }[] }>(`/admin/api/members?status=pending&keyword=${phone}`);
    memberId = pending.list.find((m) => m.company === company)!.id;
    await admin(`/admin/api/members/${memberId}/reject`, { method: 'POST', body: { reason: '营业执照照片不清晰，请重新拍摄' } });
    await page.reload();
    await expect.poll(() => state.getAttribute('data-status')).toBe('rejected');
    await page.getByTestId('phone-register-reason').getByText('营业执照照片不清晰，请重新拍摄').waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'phone-register-step3-rejected');
    await page.getByRole('button', { name: '修改资料重新提交' }).tap();
    await page.waitForURL('**/register/step2');
    await page.getByTestId('phone-register-previous-reason').getByText('营业执照照片不清晰，请重新拍摄').waitFor();
    expect(await certs.nth(0).getByTestId('phone-cert-number').locator('input').inputValue()).toBe(numbers.business_licence);
    // The company can be put right too, in a sheet over step 2.
    await page.getByRole('button', { name: '修改单位信息' }).tap();
    const editor = page.getByTestId('phone-company-editor');
    await editor.waitFor();
    await editor.getByPlaceholder('请输入联系人姓名').fill('李药师');
    await phoneShot(page, 'phone-register-company-edit', false);
    await editor.getByRole('button', { name: '保存' }).tap();
    await page.getByTestId('phone-register-company').getByText('李药师', { exact: false }).waitFor();
    expect((await pageApi<Status & { contact_name: string }>(page, '/api/register/status')).contact_name).toBe('李药师');
    // A new photo of the licence in place of the refused one.
    await certs.nth(0).locator('.adm-image-uploader-cell-delete').first().tap();
    await expect.poll(() => certs.nth(0).locator('.adm-image-uploader-cell-image').count()).toBe(0);
    await addPhoto(certs.nth(0), 'business_licence', [10, 120, 60]);
    await page.getByRole('button', { name: '提交审核' }).tap();
    await page.waitForURL('**/register/step3');
    await expect.poll(() => state.getAttribute('data-status')).toBe('pending');

    // Approved: the same page says so.
    const lookups = await admin<{ business_scopes: { code: string }[]; service_reps: { id: number }[] }>('/admin/api/lookups');
    await admin(`/admin/api/members/${memberId}/approve`, {
      method: 'POST',
      body: { scopes: lookups.business_scopes.map((s) => s.code), service_rep_id: lookups.service_reps[0]!.id },
    });
    await page.reload();
    await expect.poll(() => state.getAttribute('data-status')).toBe('approved');
    await state.getByText('已通过').first().waitFor();
    await phoneShot(page, 'phone-register-step3-approved');
    expect((await pageApi<Status>(page, '/api/register/status')).review_status).toBe('approved');
  });

  it('scans a box, buys it, signs the e-contract on the way, pays from the wallet and orders it again', async () => {
    const page = browser.page;
    const goods = await scannableGoods(page);

    // Money for the wallet the way a buyer adds it: a recharge, paid on the provider's page, credited by the job queue.
    const before = (await pageApi<{ user_money: number }>(page, '/api/user/user_money')).user_money;
    expect(before).toBe(0);
    const recharge = await pageApi<{ qr_content: string }>(page, '/api/pay/recharge', { form: { amount: '3000' } });
    const provider = await page.context().newPage();
    await provider.goto(recharge.qr_content);
    await provider.getByRole('button', { name: '确认支付' }).click();
    await provider.getByText('支付成功').waitFor();
    await provider.close();
    await expect
      .poll(async () => (await pageApi<{ user_money: number }>(page, '/api/user/user_money')).user_money, { timeout: 20_000 })
      .toBe(300_000);

    // 去采购 from step 3, then 扫码购: no camera on this phone, so the code is typed; the goods opens.
    await page.getByRole('button', { name: '去采购' }).tap();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('button', { name: '扫码购' }).tap();
    await page.waitForURL('**/scan');
    await page.getByPlaceholder('输入条形码（69码）或追溯码').fill(goods.barcode);
    await page.getByRole('button', { name: '查询' }).tap();
    await page.waitForURL(`**/list/info/${goods.id}`);
    await page.getByText(goods.barcode, { exact: true }).waitFor();
    await page.getByTestId('phone-price').waitFor();

    // Enough for the shop's 起订金额, typed into the stepper; 加入购物车.
    const qty = page.locator('.adm-stepper input');
    await qty.fill(String(goods.qty));
    await qty.blur();
    await expect.poll(() => qty.inputValue()).toBe(String(goods.qty));
    await page.getByRole('button', { name: '加入购物车' }).tap();
    await expect.poll(() => cartNumber(page, goods.id)).toBe(goods.qty);

    // The cart (its only line) → 确认订单 → 提交订单: the new member has not signed the e-contract, so the page says
    // so and opens it (spec §8, 459); signing brings the buyer back to the same 确认订单.
    await page.goto('/cart');
    await page.getByTestId('phone-cart-line').filter({ hasText: goods.name }).waitFor();
    await page.getByRole('button', { name: /去结算\(1\)/ }).tap();
    await page.waitForURL('**/cart/step2?**');
    const step2Url = page.url();
    await page.getByTestId('phone-checkout-address').getByText('解放大道690号').waitFor();
    const payable = await page.getByTestId('phone-checkout-payable').innerText();
    await page.getByRole('button', { name: '提交订单' }).tap();
    await page.waitForURL(/\/dzht\?redirect=/);
    const sign = page.getByTestId('phone-contract-form');
    await sign.waitFor();
    await page.getByTestId('phone-contract-content').waitFor();
    // Unticked, the page says what is missing, in the desktop's words.
    await sign.getByPlaceholder('请输入签署人姓名').fill('王掌柜');
    await page.getByRole('button', { name: '签署合同' }).tap();
    await sign.getByText('请阅读并同意电子合同').waitFor();
    await fitsTheScreen(page);
    await phoneShot(page, 'phone-register-contract');
    await sign.getByText('我已阅读并同意以上合同条款').tap();
    await page.getByRole('button', { name: '签署合同' }).tap();
    await page.waitForURL((u) => u.toString() === step2Url);
    await expect.poll(() => page.getByTestId('phone-checkout-payable').innerText()).toBe(payable);
    await page.getByRole('button', { name: '提交订单' }).tap();

    // Pay from the wallet.
    await page.waitForURL('**/cart/step3/**');
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.getByTestId('phone-pay-total').innerText()).toBe(payable);
    await page.getByRole('button', { name: `确认支付 ${payable}` }).tap();
    await page.waitForURL('**/cart/step4?**');
    await page.getByText('支付成功').waitFor();
    await page.getByRole('button', { name: '查看订单' }).tap();

    // The order detail: paid, waiting to be shipped; the server holds the same.
    await page.waitForURL(`**/order/info/${orderId}`);
    await page.getByTestId('phone-order-status').getByText('待发货').waitFor();
    await page.getByTestId('phone-order-item').filter({ hasText: goods.name }).waitFor();
    const fen = Math.round(Number(payable.replace(/[^\d.]/g, '')) * 100);
    const info = await pageApi<{ status: number; pay_amount: number; items: Array<{ goods_id: number; number: number }> }>(
      page,
      `/api/order/info/${orderId}`,
    );
    expect(info).toMatchObject({ status: 1, pay_amount: fen });
    expect(info.items.find((i) => i.goods_id === goods.id)?.number).toBe(goods.qty);
    expect((await pageApi<{ user_money: number }>(page, '/api/user/user_money')).user_money).toBe(300_000 - fen);
    expect(await cartNumber(page, goods.id)).toBe(0);
    await fitsTheScreen(page);

    // 再来一单: the goods is back in the cart in the ordered quantity.
    await page.getByRole('button', { name: '再来一单' }).tap();
    await page.waitForURL('**/cart');
    await page.getByTestId('phone-cart-line').filter({ hasText: goods.name }).waitFor();
    await expect.poll(() => cartNumber(page, goods.id)).toBe(goods.qty);
  });

  it('resets a forgotten password on the phone and signs in with the new one', async () => {
    const page = browser.page;
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码' }).tap();
    await page.waitForURL('**/forget/step1');
    await page.getByTestId('phone-forget-step1').waitFor();
    await page.getByPlaceholder('注册时使用的手机号').fill(phone);
    await sendCode(page);
    await page.getByPlaceholder('6位短信验证码').fill(await readSmsCodeWith(admin, phone, 'forget'));
    await fitsTheScreen(page);
    await phoneShot(page, 'phone-forget');
    await page.getByRole('button', { name: '下一步' }).tap();

    await page.waitForURL('**/forget/step2');
    await page.getByPlaceholder('8–32位，需同时包含字母和数字').fill(newPassword);
    await page.getByPlaceholder('请再次输入密码').fill('Different#2026');
    await page.getByRole('button', { name: '重置密码' }).tap();
    await page.getByText('两次输入的密码不一致').waitFor();
    await page.getByPlaceholder('请再次输入密码').fill(newPassword);
    await phoneShot(page, 'phone-forget-step2');
    await page.getByRole('button', { name: '重置密码' }).tap();

    await page.waitForURL('**/forget/step3');
    await page.getByText('密码重置成功').waitFor();
    await phoneShot(page, 'phone-forget-step3');
    await page.getByRole('button', { name: '去登录' }).tap();
    await page.waitForURL('**/login');
    await page.getByPlaceholder('用户名/手机号').fill(phone);
    await page.getByPlaceholder('密码').fill(newPassword);
    await page.getByRole('button', { name: '登录' }).tap();
    // Approved: no registration step to finish, so home.
    await page.waitForURL((u) => u.pathname === '/');
    expect((await pageApi<{ company: string }>(page, '/api/user/base')).company).toBe(company);

    // /forget/step3 opened directly states nothing and goes to step 1.
    await page.goto('/forget/step3');
    await page.waitForURL('**/forget/step1');
  });
});
