import zlib from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { operatorApi } from './storefront.js';

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
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
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

export async function pickRegion(page: Page, scope: Locator, names: [string, string, string]) {
  await scope.getByTestId('region-cascader').click();
  for (const name of names) {
    await page.locator(`.ant-cascader-menu-item[title="${name}"]`).click();
  }
  await expect.poll(() => scope.getByTestId('region-cascader').innerText()).toContain(names[2]);
  await page.locator('.ant-cascader-dropdown').waitFor({ state: 'hidden' });
}



