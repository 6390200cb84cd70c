import { describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { queueRows, settled, sweep, writeControls } from './console-sweep.js';
import { consoleSignIn, shot } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
/** Above every approval threshold the console's files set (console-roles sets ¥8,000): it waits for a second account. */
const CREDIT_YUAN = 9_000;
const PARTS = 3;

/** Issue 44: the read-only 审计 role is offered no write control anywhere in the platform console. */
describe('console for 审计', () => {
  const browser = suiteBrowser(baseURL);
  let made: ReturnType<typeof queueRows> | null = null;
  /** The queues' rows, made once for the file (whichever test asks first). */
  const rows = () => (made ??= queueRows(browser.page, baseURL, '审计巡检用大额调整', CREDIT_YUAN));
  const seen = { paths: [] as string[], visited: [] as string[], views: 0 };

  for (let part = 0; part < PARTS; part++)
    it(`shows 审计 no write button on any page, tab or detail of the console (part ${part + 1} of ${PARTS})`, async () => {
      const page = browser.page;
      await rows();
      await consoleSignIn(page, 'shenji', 'shenji123456');
      const { paths, visited, found, views } = await sweep(page, { part: [part, PARTS] });
      expect(found).toEqual([]);
      expect(visited.length).toBeGreaterThan(0);
      expect(views).toBeGreaterThanOrEqual(visited.length);
      seen.paths = paths;
      seen.visited.push(...visited);
      seen.views += views;
    });

  it('has swept every page of its menu, and finds the queued rows without their writes', async () => {
    const page = browser.page;
    const { orderNo } = await rows();
    expect(seen.paths).toEqual(expect.arrayContaining(['/finance/approvals', '/finance/refunds', '/finance/settlement', '/system/operators']));
    expect(seen.visited).toEqual(seen.paths);
    expect(seen.views).toBeGreaterThan(45);
    await consoleSignIn(page, 'shenji', 'shenji123456');

    // The rows made above are there, each without its write: the order opens to read, the refund and the approval wait.
    await page.goto(`/admin/orders?keyword=${orderNo}`);
    const row = page.locator('.ant-table-row', { hasText: orderNo });
    await row.getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('审计巡检用退款申请').waitFor();
    expect(await writeControls(page, 'order')).toEqual([]);
    await shot(page, 'console-audit-order', false);
    await page.goto('/admin/finance/refunds');
    await page.locator('.ant-table-row', { hasText: orderNo }).waitFor();
    await page.goto('/admin/finance/approvals');
    await page.locator('.ant-table-row', { hasText: '审计巡检用大额调整' }).waitFor();
    expect(await writeControls(page, 'approvals')).toEqual([]);
    expect(await page.getByTestId('approval-limits').getByRole('button').count()).toBe(0);
    await shot(page, 'console-audit-approvals', false);
    await page.goto('/admin/content/site');
    await settled(page);
    await shot(page, 'console-audit-site', false);
  });
});
