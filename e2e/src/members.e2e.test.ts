import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { suiteBrowser } from './browser.js';
import { operatorApi, shot, signIn } from './storefront.js';
import { pickRegion, registerThroughPages } from './registration.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
/** The operator console (review decisions, the sandbox SMS outbox). */
const admin = operatorApi(baseURL);

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
    const kinds = await registerThroughPages(
      page,
      admin,
      {
        phone,
        password,
        company,
        contact: '张药师',
        region: ['广东省', '广州市', '天河区'],
        address: '天河路100号一楼',
        seq: Number(suffix.slice(-3)),
      },
      async (step) => {
        if (step === 1) expect(await page.title()).toContain('会员注册');
        await shot(page, `register-step${step}`);
      },
    );
    expect(kinds).toEqual(['business_licence', 'drug_licence', 'purchase_authorization', 'purchaser_id']);
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

    await signIn(page, 'pending1', 'demo123456', { at: '/list' });
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
    await expect
      .poll(() => page.locator('[data-testid="store-row"][data-username="demo2"]').getAttribute('data-current'), { timeout: 15_000 })
      .toBe('1');
    await expect.poll(() => page.getByTestId('header-company').innerText()).not.toBe(demoCompany);
    await shot(page, 'ddgl-switched');
  });

  it('demo sets a 最低剩余效期 of its own for a top-level category in 账户中心, and takes it away again', async () => {
    await signIn(page, 'demo', 'demo123456', { at: '/zhzx' });
    const rules = page.getByTestId('shelf-life-categories');
    await rules.getByRole('button', { name: '添加分类' }).click();
    await rules.getByLabel('一级分类').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '西药' }).first().click();
    await rules.getByLabel('分类最低剩余效期（月）').fill('18');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/shelf_life/categories'));
    await rules.getByRole('button', { name: '保存分类设置' }).click();
    const body = (await (await saved).json()) as { code: number; data: { categories: Array<{ name: string; months: number }> } };
    expect([body.code, body.data.categories.map((c) => [c.name, c.months])]).toEqual([10000, [['西药', 18]]]);
    await shot(page, 'shelf-life-categories', false);

    // Taken away, so the other files on this server see demo's cart as before.
    await page.reload();
    await rules.getByRole('button', { name: '删除' }).click();
    const cleared = page.waitForResponse((r) => r.url().endsWith('/api/user/shelf_life/categories'));
    await rules.getByRole('button', { name: '保存分类设置' }).click();
    expect(((await (await cleared).json()) as { data: { categories: unknown[] } }).data.categories).toEqual([]);
  });
});
