import zlib from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { operatorApi } from './storefront.js';
import { motionSettled } from './motion.js';

/** Registration helpers shared by the members suite and the buyer's first-order journey. */

/** A small, real PNG (the server sniffs the content, so a renamed text file would be refused). */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A resident-ID-shaped number with a valid ISO 7064 check digit (not a real person's). */
export function residentId(seq: number): string {
  const body = `110105199003${String(seq % 100).padStart(2, '0')}${String(100 + (seq % 900)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

/**
 * The one place a test reads an SMS code: the built-in sender's outbox, which operators see through
 * GET /admin/api/sms_outbox?phone= (the sandbox "phone"). Polls briefly, newest message first.
 */
export async function readSmsCodeWith(admin: ReturnType<typeof operatorApi>, phone: string, purpose = 'register'): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const rows = await admin<{ purpose: string; content: string }[]>(`/admin/api/sms_outbox?phone=${phone}`);
    const hit = rows.find((r) => r.purpose === purpose);
    const code = hit?.content.match(/验证码为(\d{6})/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${purpose} SMS for ${phone}`);
}

/**
 * Picks province, city and district in the region cascader once its dropdown has finished opening. A click made while
 * a column is still animating in can be lost on a busy machine, so each level is clicked again (at most three times)
 * until the next column shows.
 */
export async function pickRegion(page: Page, scope: Locator, names: [string, string, string]) {
  const item = (name: string) => page.locator(`.ant-cascader-menu-item[title="${name}"]`).filter({ visible: true });
  await scope.getByTestId('region-cascader').click();
  await motionSettled(page.locator('.ant-cascader-dropdown:visible').first());
  for (const [i, name] of names.entries()) {
    const next = names[i + 1];
    for (let attempt = 1; ; attempt++) {
      if ((await item(name).count()) === 0) await scope.getByTestId('region-cascader').click();
      await item(name).click();
      if (!next) break;
      const shown = await item(next)
        .waitFor({ timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (shown || attempt === 3) break;
    }
  }
  await expect.poll(() => scope.getByTestId('region-cascader').innerText()).toContain(names[2]);
  await page.locator('.ant-cascader-dropdown').waitFor({ state: 'hidden' });
}

export interface NewCompany {
  phone: string;
  password: string;
  company: string;
  contact: string;
  region: [string, string, string];
  address: string;
  /** Makes the purchaser's resident-ID-shaped number differ between runs. */
  seq: number;
}

/**
 * Registration steps 1 and 2 through the pages: phone with its SMS code, password, company and its address, then every
 * required certificate with a number, an expiry date and a real PNG. `before` runs just before each step is submitted
 * (screenshots, extra checks). Ends on step 3; returns the certificate kinds the form asked for.
 */
export async function registerThroughPages(
  page: Page,
  admin: ReturnType<typeof operatorApi>,
  c: NewCompany,
  before: (step: 1 | 2) => Promise<void> = async () => {},
) {
  await page.context().clearCookies();
  await page.goto('/register');
  await page.waitForURL('**/register/step1');
  const form = page.getByTestId('register-step1-form');
  await form.waitFor();
  await form.locator('#phone').fill(c.phone);
  await page.getByTestId('register-send-code').click();
  await expect.poll(() => page.getByTestId('register-send-code').innerText()).toMatch(/\d+秒后重新获取/);
  await form.locator('#code').fill(await readSmsCodeWith(admin, c.phone));
  await form.locator('#password').fill(c.password);
  await form.locator('#password_confirmation').fill(c.password);
  await form.locator('#company').fill(c.company);
  await form.locator('#company_type').click();
  await page.locator('.ant-select-dropdown .ant-select-item-option-content').getByText('单体药店', { exact: true }).click();
  await form.locator('#contact_name').fill(c.contact);
  await pickRegion(page, form, c.region);
  await form.locator('#address').fill(c.address);
  await form.locator('.ant-checkbox').click();
  await before(1);
  await page.getByTestId('register-submit').click();

  await page.waitForURL('**/register/step2');
  const step2 = page.getByTestId('register-step2-form');
  await step2.waitFor();
  const certs = page.getByTestId('register-certificate');
  const kinds = await certs.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind') ?? ''));
  const numbers: Record<string, string> = {
    business_licence: '91440106MA5D1234XY',
    drug_licence: '粤AA0201234',
    purchase_authorization: 'WT2025000123',
    purchaser_id: residentId(c.seq),
  };
  const colours: [number, number, number][] = [
    [0, 168, 112],
    [255, 106, 0],
    [22, 119, 255],
    [200, 200, 200],
  ];
  for (let i = 0; i < kinds.length; i++) {
    const cert = certs.nth(i);
    await cert.getByTestId('register-cert-number').fill(numbers[kinds[i]!] ?? `NO${i}2026`);
    const date = cert.locator('.ant-picker input');
    await date.click();
    await date.fill('2030-12-31');
    await date.press('Enter');
    await cert
      .getByTestId('register-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: `${kinds[i]}.png`, mimeType: 'image/png', buffer: png(24, 16, colours[i % colours.length]!) });
    await expect.poll(() => cert.getByTestId('upload-file-name').innerText()).toContain(`${kinds[i]}.png`);
  }
  await before(2);
  await step2.getByTestId('register-submit').click();
  await page.waitForURL('**/register/step3');
  return kinds;
}
