import { describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { serverURL } from './servers.js';
import { consoleLogin, shot } from './storefront.js';

const baseURL = serverURL();

/**
 * Issue 44: uploaded PDFs are never rendered by the browser from our origin (they are sent as sandboxed attachments);
 * the console draws them itself with pdf.js, which runs none of a document's scripts.
 */
describe('operator console: uploaded PDFs drawn in place', () => {
  const browser = suiteBrowser(baseURL);

  it('a merchant opens a 首营资料 PDF: its pages are drawn on canvases, and the file itself is an attachment', async () => {
    const page = browser.page;
    await consoleLogin(page, 'huakang', 'huakang123456');
    await page.locator('.ant-layout-sider').waitFor();
    await page.goto('/admin/merchant/first-camp');
    // A document of the demo data: other files may have uploaded theirs (a bare PDF skeleton, which has no page to draw).
    const row = page.locator('.ant-table-row', { hasText: '药品经营许可证（正本）' }).first();
    await row.waitFor();
    await row.getByRole('button', { name: '查看' }).click();
    const canvas = page.getByTestId('pdf-pages').locator('canvas').first();
    await canvas.waitFor();
    // Drawn, not blank: some pixels are neither white nor transparent.
    await expect
      .poll(() =>
        canvas.evaluate((c: HTMLCanvasElement) => {
          const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
          let inked = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200)) inked++;
          return inked > 500;
        }),
      )
      .toBe(true);
    await shot(page, 'console-first-camp-pdf', false);
    const headers = await page.evaluate(async () => {
      const link = document.querySelector<HTMLAnchorElement>('[data-testid="file-preview"] a[download]')!;
      const res = await fetch(link.href);
      return { disposition: res.headers.get('content-disposition'), csp: res.headers.get('content-security-policy') };
    });
    expect(headers.disposition).toMatch(/^attachment; /);
    expect(headers.csp).toContain('sandbox');
  });
});
