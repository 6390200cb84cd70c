import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { png } from './registration.js';

/** A wholesaler's application at /help/us/sjrz, as the member types it. */
export interface Applicant {
  company: string;
  creditCode: string;
  drugLicenceNo: string;
  contact: string;
  phone: string;
  address: string;
}

/**
 * Fills /help/us/sjrz as the signed-in member: the company, its contact and the two licence scans (uploaded through
 * the form's own upload), then submits. `beforeSubmit` sees the filled form (a screenshot, say).
 */
export async function applyAtSjrz(page: Page, a: Applicant, beforeSubmit?: () => Promise<void>): Promise<Locator> {
  await page.goto('/help/us/sjrz');
  const form = page.getByTestId('merchant-apply');
  await form.waitFor();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-sjrz-'));
  const file = (name: string) => {
    const p = path.join(dir, name);
    fs.writeFileSync(p, png(200, 140, [30, 160, 110]));
    return p;
  };
  await form.getByLabel('企业名称').fill(a.company);
  await form.getByLabel('统一社会信用代码').fill(a.creditCode);
  await form.getByLabel('药品经营许可证编号').fill(a.drugLicenceNo);
  await form.getByLabel('联系人').fill(a.contact);
  await form.getByLabel('联系电话').fill(a.phone);
  await form.getByLabel('经营地址').fill(a.address);
  for (const [kind, name] of [
    ['business_licence', '营业执照.png'],
    ['drug_licence', '药品经营许可证.png'],
  ] as const) {
    await form
      .getByTestId(`licence-${kind}`)
      .locator('xpath=ancestor::span[contains(@class,"ant-upload")]')
      .locator('input[type=file]')
      .setInputFiles(file(name));
    await expect.poll(() => form.getByTestId(`licence-${kind}`).textContent()).toContain('已上传');
  }
  await beforeSubmit?.();
  await page.getByTestId('merchant-apply-submit').click();
  await page.locator('.ant-message-notice').filter({ hasText: '申请已提交' }).waitFor();
  return page.getByTestId('merchant-applications');
}

/** In the console's approval dialog of an application: where the shop is, the drug licence's validity, then 审核通过. */
export async function confirmApproval(
  page: Page,
  at: { province: string; city: string; licenceExpires: string },
  beforeConfirm?: () => Promise<void>,
) {
  const approve = page.locator('.ant-modal').filter({ hasText: '审核通过并开通店铺' });
  await approve.getByLabel('所在省份').fill(at.province);
  await approve.getByLabel('所在城市').fill(at.city);
  const expires = approve.getByLabel(/药品经营许可证.*有效期至/);
  await expires.click();
  await expires.fill(at.licenceExpires);
  await expires.press('Enter');
  await beforeConfirm?.();
  await approve.getByRole('button', { name: '审核通过' }).click();
  await page.locator('.ant-message-notice').filter({ hasText: '审核完成' }).waitFor();
}
