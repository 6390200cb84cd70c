import { beforeAll, describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suiteBrowser } from './browser.js';
import { png } from './registration.js';
import { shot, signIn } from './storefront.js';

const baseURL = inject('baseURL');

/** /help/us/sjrz: a wholesaler applies with its licences; the application shows as 审核中. */
describe('merchant onboarding', () => {
  const browser = suiteBrowser(baseURL);
  beforeAll(async () => {
    await signIn(browser.page, 'demo', 'demo123456');
  });

  it('applies with the company, contact and two licences', async () => {
    const page = browser.page;
    await page.goto('/help/us/sjrz');
    const form = page.getByTestId('merchant-apply');
    await form.waitFor();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-sjrz-'));
    const file = (name: string, rgb: [number, number, number]) => {
      const p = path.join(dir, name);
      fs.writeFileSync(p, png(200, 140, rgb));
      return p;
    };
    await form.getByLabel('企业名称').fill('湖北康济医药有限公司');
    await form.getByLabel('统一社会信用代码').fill('91420100MA4K500777');
    await form.getByLabel('药品经营许可证编号').fill('鄂AA0270777');
    await form.getByLabel('联系人').fill('周明');
    await form.getByLabel('联系电话').fill('13912345678');
    await form.getByLabel('经营地址').fill('武汉市东西湖区金银湖路 18 号');
    for (const [kind, name] of [
      ['business_licence', '营业执照.png'],
      ['drug_licence', '药品经营许可证.png'],
    ] as const) {
      await form
        .getByTestId(`licence-${kind}`)
        .locator('xpath=ancestor::span[contains(@class,"ant-upload")]')
        .locator('input[type=file]')
        .setInputFiles(file(name, [30, 160, 110]));
      await expect.poll(() => form.getByTestId(`licence-${kind}`).textContent()).toContain('已上传');
    }
    await shot(page, 'help-sjrz', false);
    await page.getByTestId('merchant-apply-submit').click();
    await page.locator('.ant-message-notice').filter({ hasText: '申请已提交' }).waitFor();
    const history = page.getByTestId('merchant-applications');
    await history.getByText('湖北康济医药有限公司').waitFor();
    expect(await history.textContent()).toContain('审核中');
  });
});
