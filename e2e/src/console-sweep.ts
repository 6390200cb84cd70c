import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { buyWithWallet, operatorApi, pageApi, signIn } from './storefront.js';

/**
 * What a button that changes something is called anywhere in the console (antd spaces two-character labels: 发 货).
 * 复制 (copy an address) and 导出 (a download) change nothing; 添加/删除样例商品 work a promotion's unsaved sample cart.
 */
const WRITE_LABEL =
  /^(发货|审核|通过|驳回|拒绝|新增|新建.*|添加.*|编辑|修改.*|删除.*|导入.*|批量.*|标记.*|保存.*|提交|上传.*|生成.*|退款|已打款|授权|停用.*|恢复.*|结束|撤销|回复|重开.*|上架|下架|设置.*|调整.*|重试|撤回|启用|重置.*|发放|发布.*|审核通过|审核驳回|移出.*|确认.*|发送.*|开启.*|登记.*|上移|下移)$/;
const NOT_WRITES = new Set(['添加样例商品', '删除样例商品']);

/** The write controls visible in the page's content, its open drawers and dialogs (not the header's own account menu). */
export async function writeControls(page: Page, where: string): Promise<string[]> {
  const labels = await page
    .locator(
      ['.ant-layout-content', '.ant-drawer-open', '.ant-modal-wrap'].flatMap((s) => [`${s} button:visible`, `${s} .ant-upload:visible`]).join(', '),
    )
    .evaluateAll((els) => els.map((e) => ((e as HTMLElement).innerText || e.getAttribute('aria-label') || '').replace(/\s+/g, '')));
  return [...new Set(labels.filter((l) => WRITE_LABEL.test(l) && !NOT_WRITES.has(l)))].map((l) => `${where}: ${l}`);
}

/**
 * Counts the page's API calls in flight (`window.__ycInFlight`), from its next load on: the console's client asks
 * through fetch. In the page itself, so a call an effect starts is counted before the check that follows it can run.
 */
const counting = new WeakSet<Page>();
async function countCalls(page: Page) {
  if (counting.has(page)) return;
  counting.add(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __ycInFlight: number };
    w.__ycInFlight = 0;
    const fetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof window.fetch>) => {
      w.__ycInFlight += 1;
      return fetch(...args).finally(() => (w.__ycInFlight -= 1));
    };
  });
}

/**
 * Waits until a console page has drawn what it asked the server for: the address is `path`'s (when given) and its menu
 * item selected, its title shown, no spinner and no call in flight — all of it for five frames running, so a call an
 * effect starts after the first answer (a dependent query) is waited for too. Never a fixed time: a page that settles
 * at once is checked at once.
 */
export async function settled(page: Page, path?: string) {
  await page.locator('.ant-layout-content h4').first().waitFor();
  await quiet(page, path);
}

/** The page (and its open drawer or dialog) drawn and quiet for five frames running; at `path`'s address when given. */
async function quiet(page: Page, path?: string) {
  await page.waitForFunction(
    (path) => {
      const w = window as unknown as { __ycInFlight?: number; __ycQuiet?: number };
      const drawn =
        (path === null ||
          (location.pathname === `/admin${path}` && document.querySelector(`.ant-menu-item-selected[data-menu-id$="-${path}"]`) !== null)) &&
        document.querySelector('.ant-layout-content h4') !== null &&
        !Array.from(
          document.querySelectorAll(
            '.ant-layout-content .ant-spin-spinning, .ant-drawer-open .ant-spin-spinning, .ant-modal-wrap .ant-spin-spinning',
          ),
        ).some((e) => e.checkVisibility()) &&
        (w.__ycInFlight ?? 0) === 0;
      w.__ycQuiet = drawn ? (w.__ycQuiet ?? 0) + 1 : 0;
      return w.__ycQuiet >= 5;
    },
    path ?? null,
    { polling: 'raf' },
  );
  await page.evaluate(() => ((window as unknown as { __ycQuiet?: number }).__ycQuiet = 0));
}

/** Opens a console page from the side menu, as its user does (no reload of the console between pages). */
async function openFromMenu(page: Page, path: string) {
  await page.locator(`[data-testid=console-menu] .ant-menu-item[data-menu-id$="-${path}"]`).click();
  await settled(page, path);
}

/**
 * Visits the pages of the signed-in account's side menu (but `skip`), each of its tabs and its first row's detail, and
 * collects the write controls shown there. `part: [i, n]` visits the i-th of n runs of the menu's pages (a whole sweep
 * of the platform console is some fifty views: in parts, each is a test of its own time).
 */
export async function sweep(page: Page, opts: { skip?: string[]; part?: [number, number] } = {}) {
  const menu = page.locator('[data-testid=console-menu] .ant-menu-item');
  const paths = await menu.evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-id')!.replace(/^.*?(\/[^/]*.*)$/, '$1')));
  const [part, parts] = opts.part ?? [0, 1];
  const mine = paths.filter((p) => !opts.skip?.includes(p));
  const size = Math.ceil(mine.length / parts);
  const visited = mine.slice(part * size, (part + 1) * size);
  const found: string[] = [];
  let views = 0;
  // The count of calls in flight starts with a load of the first page; the others open from the menu.
  await countCalls(page);
  for (const [i, path] of visited.entries()) {
    if (i === 0) {
      await page.goto(`/admin${path}`);
      await settled(page, path);
    } else await openFromMenu(page, path);
    found.push(...(await writeControls(page, path)));
    views += 1;
    const tabs = page.locator('.ant-layout-content .ant-tabs-tab');
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      // A tab is not a navigation (the load state stays idle): the render that marks it active is the one that starts
      // its list's fetch (the filter lives in the URL), so the spinner is waited for from there on.
      await expect.poll(() => tabs.nth(i).getAttribute('class')).toContain('ant-tabs-tab-active');
      await settled(page);
      found.push(...(await writeControls(page, `${path} tab ${i + 1}`)));
      views += 1;
    }
    // The first row's detail (a drawer, or a file's preview dialog) as this role sees it; a link that opens a file in a
    // new tab is not one.
    const open = page
      .locator('.ant-layout-content .ant-table-row:visible')
      .first()
      .locator('button:visible:not(a button)')
      .filter({ hasText: /^(查\s*看|订\s*单)$/ });
    if (await open.count()) {
      await open.first().click();
      const detail = '.ant-drawer-open, .ant-modal-wrap:visible';
      await page.locator('.ant-drawer-open .ant-drawer-body, .ant-modal-wrap:visible .ant-modal-body').first().waitFor();
      await quiet(page);
      found.push(...(await writeControls(page, `${path} detail`)));
      views += 1;
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(detail).count()).toBe(0);
    }
  }
  return { paths, visited, found, views };
}

/**
 * Rows for the queues a write button would sit on, made through the storefront and the API: a paid order of demo2 with
 * a refund request, and a wallet credit 财务 asked for (`reason`, ¥`yuan`), waiting for a second account.
 */
export async function queueRows(page: Page, baseURL: string, reason: string, yuan: number) {
  const admin = operatorApi(baseURL);
  const caiwuApi = operatorApi(baseURL, 'caiwu', 'caiwu123456');
  await signIn(page, 'demo2', 'demo123456');
  const goods = await pageApi<{ list: Array<{ id: number; base_price: number | null; min_order: number; number: number; is_buy: number }> }>(
    page,
    '/api/goods/list?page_size=50',
  );
  const g = goods.list.find((x) => x.is_buy && x.base_price && x.base_price >= 5_000 && x.base_price < 20_000 && x.number >= 100)!;
  const order = await buyWithWallet(page, g.id, Math.max(g.min_order, Math.ceil(31_000 / g.base_price!)));
  await pageApi(page, `/api/order/${order.id}/after_sale`, { form: { kind: 'refund', reason: '审计巡检用退款申请', refund_amount: '1' } });
  const members = await admin<{ list: Array<{ id: number; username: string }> }>('/admin/api/members?status=approved&keyword=demo2');
  const memberId = members.list.find((m) => m.username === 'demo2')!.id;
  await caiwuApi(`/admin/api/members/${memberId}/wallet/adjust`, { method: 'POST', body: { direction: 'credit', amount: String(yuan), reason } });
  return { orderNo: order.order_no, memberId };
}
