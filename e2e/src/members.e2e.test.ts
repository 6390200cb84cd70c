import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { suiteBrowser } from './browser.js';
import { operatorApi, shot, signIn } from './storefront.js';
import { pickRegion, png, readSmsCodeWith, residentId } from './registration.js';

const baseURL = inject('baseURL');
/** The operator console (review decisions, the sandbox SMS outbox). */
const admin = operatorApi(baseURL);
const readSmsCode = (phone: string, purpose = 'register') => readSmsCodeWith(admin, phone, purpose);

describe('members: registration, review, prices, addresses, stores', () => {
  const browser = suiteBrowser(baseURL);
  let page: Page;
  beforeEach(() => {
    page = browser.page;
  });

  const suffix = String(Date.now()).slice(-8);
  const phone = `139${suffix}`;
  const password = 'Yaocai2025';
  const company = `测试大药房${suffix.slice(-4)}`;

  it('registers a pharmacy in three steps with certificate uploads, then waits for review', async () => {
    await page.context().clearCookies();
    await page.goto('/register');
    await page.waitForURL('**/register/step1');
    const form = page.getByTestId('register-step1-form');
    await form.waitFor();
    expect(await page.title()).toContain('会员注册');

    await form.locator('#phone').fill(phone);
    await page.getByTestId('register-send-code').click();
    await expect.poll(() => page.getByTestId('register-send-code').innerText()).toMatch(/\d+秒后重新获取/);
    await form.locator('#code').fill(await readSmsCode(phone));
    await form.locator('#password').fill(password);
    await form.locator('#password_confirmation').fill(password);
    await form.locator('#company').fill(company);
    await form.locator('#company_type').click();
    await page.locator('.ant-select-dropdown .ant-select-item-option-content').getByText('单体药店', { exact: true }).click();
    await form.locator('#contact_name').fill('张药师');
    await pickRegion(page, form, ['广东省', '广州市', '天河区']);
    await form.locator('#address').fill('天河路100号一楼');
    await form.locator('.ant-checkbox').click();
    await shot(page, 'register-step1');
    await page.getByTestId('register-submit').click();

    await page.waitForURL('**/register/step2');
    const step2 = page.getByTestId('register-step2-form');
    await step2.waitFor();
    const kinds = await page.getByTestId('register-certificate').evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')));
    expect(kinds).toEqual(['business_licence', 'drug_licence', 'purchase_authorization', 'purchaser_id']);
    const numbers: Record<string, string> = {
      business_licence: '91440106MA5D1234XY',
      drug_licence: '粤AA0201234',
      purchase_authorization: 'WT2025000123',
      purchaser_id: residentId(Number(suffix.slice(-3))),
    };
    const colours: [number, number, number][] = [[0, 168, 112], [255, 106, 0], [22, 119, 255], [200, 200, 200]];
    const certs = page.getByTestId('register-certificate');
    for (let i = 0; i < kinds.length; i++) {
      const cert = certs.nth(i);
      await cert.getByTestId('register-cert-number').fill(numbers[kinds[i]!]!);
      const date = cert.locator('.ant-picker input');
      await date.click();
      await date.fill('2030-12-31');
      await date.press('Enter');
      await cert.getByTestId('register-upload').locator('input[type=file]').setInputFiles({
        name: `${kinds[i]}.png`,
        mimeType: 'image/png',
        buffer: png(24, 16, colours[i]!),
      });
      await expect.poll(() => cert.getByTestId('upload-file-name').innerText()).toContain(`${kinds[i]}.png`);
    }
    await shot(page, 'register-step2');
    await step2.getByTestId('register-submit').click();

    await page.waitForURL('**/register/step3');
    const status = page.getByTestId('register-status');
    await status.waitFor();
    expect(await status.getAttribute('data-status')).toBe('pending');
    expect(await status.innerText()).toContain('待审核');
    await shot(page, 'register-step3');
  });

  it('shows 登录后可见 to a guest and 资质审核通过后可见 to a member still under review', async () => {
    await page.context().clearCookies();
    await page.goto('/list');
    await page.getByTestId('goods-card').first().waitFor();
    expect((await page.getByTestId('price-tip').allInnerTexts()).every((t) => t.includes('登录后可见'))).toBe(true);
    expect(await page.getByTestId('goods-price').count()).toBe(0);

    await signIn(page, 'pending1', 'demo123456');
    await page.goto('/list');
    await page.getByTestId('goods-card').first().waitFor();
    await expect.poll(() => page.getByTestId('price-tip').first().innerText()).toContain('资质审核通过后可见');
    expect(await page.getByTestId('goods-price').count()).toBe(0);
    const notice = page.getByTestId('review-notice');
    expect(await notice.innerText()).toContain('资质审核中，审核通过后可查看价格和下单');
    await notice.getByRole('link').first().click();
    await page.waitForURL('**/register/step3');
    await page.getByTestId('register-status').waitFor();
  });

  it('the operator approves it through the admin API; after login the member sees prices and adds an address', async () => {
    const pending = await admin<{ list: { id: number; company: string }[] }>(`/admin/api/members?status=pending&keyword=${phone}`);
    const member = pending.list.find((m) => m.company === company);
    expect(member, 'the new member waits for review').toBeDefined();
    const lookups = await admin<{ business_scopes: { code: string }[]; service_reps: { id: number }[] }>('/admin/api/lookups');
    await admin(`/admin/api/members/${member!.id}/approve`, {
      method: 'POST',
      body: { scopes: lookups.business_scopes.map((s) => s.code), service_rep_id: lookups.service_reps[0]!.id },
    });

    // The login page also offers SMS sign-in.
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByTestId('login-tab-sms').click();
    await page.getByTestId('login-sms-form').waitFor();
    await page.getByTestId('login-tab-password').click();

    await signIn(page, phone, password);
    expect(await page.getByTestId('header-company').innerText()).toBe(company);
    await page.goto('/list?in_stock=1');
    await page.getByTestId('goods-price').first().waitFor();
    expect(await page.getByTestId('goods-price').first().innerText()).toMatch(/¥\d+\.\d{2}/);
    expect(await page.getByTestId('review-notice').count()).toBe(0);

    await page.goto('/user');
    const centre = page.getByTestId('member-centre');
    await centre.waitFor();
    expect(await centre.getByTestId('review-badge').getAttribute('data-status')).toBe('approved');

    await page.goto('/zzzj');
    await expect.poll(() => page.getByTestId('zzzj-table').innerText()).toContain('2030-12-31');

    await page.goto('/addr');
    await page.getByTestId('address-book').waitFor();
    // The company address given at registration is already the default delivery address.
    await expect.poll(() => page.getByTestId('address-row').count()).toBe(1);
    expect(await page.getByTestId('address-row').first().innerText()).toContain('天河路100号一楼');
    await page.getByTestId('address-add').click();
    const form = page.getByTestId('address-form');
    await form.waitFor();
    await form.locator('#consignee').fill('李收货');
    await form.locator('#phone').fill('12012345678');
    await form.locator('#address').click();
    expect(await form.innerText()).toContain('请输入正确的手机号或固定电话');
    await form.locator('#phone').fill('13800138000');
    await pickRegion(page, form, ['广东省', '广州市', '天河区']);
    await form.locator('#address').fill('体育西路1号仓库');
    await shot(page, 'addr-modal', false);
    await page.getByTestId('address-save').click();
    const row = page.getByTestId('address-row');
    await expect.poll(() => row.count()).toBe(2);
    const added = row.filter({ hasText: '体育西路1号仓库' });
    expect(await added.innerText()).toContain('广东省 广州市 天河区');
    await shot(page, 'addr-list', false);
  });

  it('demo links the store demo2 on /ddgl and switches to it', async () => {
    await signIn(page, 'demo', 'demo123456');
    const demoCompany = await page.getByTestId('header-company').innerText();
    await page.goto('/ddgl');
    const linkForm = page.getByTestId('store-link-form');
    await linkForm.waitFor();
    await linkForm.locator('#username').fill('demo2');
    await linkForm.locator('#password').fill('demo123456');
    await page.getByTestId('store-link-submit').click();
    const demo2 = page.locator('[data-testid="store-row"][data-username="demo2"]');
    await demo2.waitFor();
    expect(await page.getByTestId('store-row').count()).toBe(2);
    expect(await page.locator('[data-testid="store-row"][data-username="demo"]').getAttribute('data-current')).toBe('1');
    await shot(page, 'ddgl');

    await demo2.getByTestId('store-switch').click();
    await expect.poll(() => page.locator('[data-testid="store-row"][data-username="demo2"]').getAttribute('data-current'), { timeout: 15_000 }).toBe('1');
    await expect.poll(() => page.getByTestId('header-company').innerText()).not.toBe(demoCompany);
    await shot(page, 'ddgl-switched');
  });
});
