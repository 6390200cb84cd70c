import { describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { confirmApproval } from './merchant-onboarding.js';
import { png } from './registration.js';
import { consoleSignIn, operatorApi, pageApi, pickOption, shot, signIn } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

/**
 * The console's service area (issue "Operator console"): a member's merchant application, feedback and 求购 reach the
 * 客服 queues; the operator reviews the application with its licences shown in place, replies, and answers with goods.
 */
describe('operator console: service', () => {
  const browser = suiteBrowser(baseURL);
  const suffix = String(Date.now()).slice(-6);
  const company = `武汉康泰医药有限公司${suffix}`;
  const feedbackText = `希望增加夜间配送时段 ${suffix}`;
  const wantedName = `蒲地蓝消炎片${suffix}`;

  it('a member applies to sell, sends feedback and asks for a variety; 客服 works all three from the console', async () => {
    const page = browser.page;
    await signIn(page, 'demo2', 'demo123456');
    // Two licences uploaded as the member, then the application, the feedback and the 求购 — as the storefront sends them.
    const upload = async (rgb: [number, number, number]) =>
      page.evaluate(
        async ({ bytes }) => {
          const fd = new FormData();
          fd.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'licence.png');
          const res = await fetch('/api/uploads', { method: 'POST', body: fd });
          return ((await res.json()) as { data: { id: string } }).data.id;
        },
        { bytes: Array.from(png(320, 220, rgb)) },
      );
    const [business, drug] = [await upload([40, 120, 200]), await upload([200, 80, 60])];
    await pageApi(page, '/api/merchant/apply', {
      form: {
        company,
        credit_code: `91420100MA4K${suffix}`,
        drug_licence_no: `鄂AA027${suffix}`,
        contact_name: '王经理',
        contact_phone: '13900001111',
        address: '湖北省武汉市江汉区建设大道100号',
        scope: '中成药、化学药制剂、抗生素制剂',
        business_licence: business,
        drug_licence: drug,
      },
    });
    await pageApi(page, '/api/user/feedback', { form: { type: '3', content: feedbackText, contact: '13900001111' } });
    await pageApi(page, '/api/pzqg', { form: { name: wantedName, spec: '0.3g*48片', quantity: '50', unit: '盒', remark: '急需' } });

    await consoleSignIn(page, 'kefu', 'kefu123456');
    // 商家入驻: the licences beside the details, then approval.
    await page.getByRole('menuitem', { name: '商家入驻' }).click();
    const row = page.locator('.ant-table-row', { hasText: company });
    await row.getByRole('button', { name: '审核' }).click();
    const drawer = page.locator('.ant-drawer');
    await expect.poll(() => drawer.getByTestId('licence').count()).toBe(2);
    // Drawn in the drawer by the console itself (an uploaded file is never framed from our origin).
    const scan = (name: string) => drawer.getByRole('img', { name: `${name}扫描件` });
    await expect.poll(() => scan('营业执照').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await drawer.getByTestId('licence').nth(1).click();
    await expect.poll(() => scan('药品经营许可证').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await shot(page, 'console-merchant-application', false, false);
    await drawer.getByRole('button', { name: '审核通过' }).click();
    // Approval records the licences' validity and names the shop it opens.
    await confirmApproval(page, { province: '湖北省', city: '武汉市', licenceExpires: '2030-12-31' }, () =>
      shot(page, 'console-merchant-approve', false, false),
    );
    const decided = await admin<{ list: Array<{ company: string; status: number }> }>('/admin/api/merchant-applications?status=1&page_size=100');
    expect(decided.list.find((a) => a.company === company)?.status).toBe(1);

    // 意见反馈: reply in place.
    await page.getByRole('menuitem', { name: '意见反馈' }).click();
    const fb = page.locator('.ant-table-row', { hasText: feedbackText });
    await fb.getByRole('button', { name: '回复' }).click();
    const replyText = '已开通19:00-21:00夜间配送，感谢建议。';
    await page.locator('.ant-modal textarea').fill(replyText);
    // The modal's form has taken the text before it is sent (a click during the opening animation could send it empty).
    await expect.poll(() => page.locator('.ant-modal textarea').inputValue()).toBe(replyText);
    const replied = page.waitForResponse((r) => /\/admin\/api\/feedback\/\d+\/reply$/.test(r.url()) && r.request().method() === 'POST');
    await page.locator('.ant-modal').getByRole('button', { name: '发送回复' }).click();
    const res = await replied;
    expect([res.status(), ((await res.json()) as { msg: string }).msg]).toEqual([200, '回复成功']);
    await page.locator('.ant-tabs-tab', { hasText: '已回复' }).click();
    await page.locator('.ant-table-row', { hasText: feedbackText }).getByText('已开通19:00-21:00夜间配送').waitFor();
    await shot(page, 'console-feedback', false);

    // 品种求购: answered with a goods found by search.
    await page.getByRole('menuitem', { name: '品种求购' }).click();
    await page.locator('.ant-table-row', { hasText: wantedName }).getByRole('button', { name: '答复' }).click();
    const modal = page.locator('.ant-modal');
    await pickOption(page, modal.getByTestId('wanted-goods'), '蒲地蓝', { search: true });
    await modal.locator('textarea').fill('已为您找到货源，可在求购详情中直接采购。');
    await shot(page, 'console-wanted-answer', false);
    await modal.getByRole('button', { name: '发送答复' }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '答复成功' }).waitFor();
    const answered = await admin<{ list: Array<{ name: string; status: number; goods_ids: number[] }> }>('/admin/api/wanted?status=1&page_size=50');
    expect(answered.list.find((w) => w.name === wantedName)).toMatchObject({ status: 1, goods_ids: [expect.any(Number)] });
  });
});
