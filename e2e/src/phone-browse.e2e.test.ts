import { describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser.js';
import { shot } from './storefront.js';
import { serverURL } from './servers.js';
import { fitsTheScreen } from './phone-kit.js';

const baseURL = serverURL();

async function apiData<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`);
  return ((await res.json()) as { data: T }).data;
}

/** Issue 46: browsing on a phone — 分类, the zones, brands, shops, 每日特价, and the goods page's documents. */
describe('browsing the storefront on a phone (375×812, touch)', () => {
  const browser = suiteBrowser(baseURL, { phone: true });

  it('opens a category from the 分类 tab and lists exactly its goods', async () => {
    const page = browser.page;
    const common = await apiData<{ category: Array<{ id: number; name: string; children: unknown[] }> }>('/api/focus/common');
    const second = common.category[1]!;
    await page.goto('/');
    await page.locator('.adm-tab-bar-item', { hasText: '分类' }).tap();
    await page.waitForURL('**/category');
    await page.locator('.adm-side-bar-item', { hasText: second.name }).tap();
    const children = page.getByTestId('phone-category-children');
    await children.getByRole('button', { name: `全部${second.name} ›` }).waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-categories', false);

    await children.getByRole('button', { name: `全部${second.name} ›` }).tap();
    await page.waitForURL((u) => u.pathname === '/list' && u.searchParams.get('select') === String(second.id));
    await expect.poll(() => page.locator('.adm-nav-bar-title').innerText()).toBe(second.name);
    const expected = await apiData<{ total: number }>(`/api/goods/list?select=${second.id}&page_size=1`);
    await expect.poll(() => page.getByTestId('phone-list-total').innerText()).toBe(`共 ${expected.total} 个商品`);
    await page.getByTestId('phone-goods-row').first().waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-goods-list', false);

    // Sorted by price in the list too; the category stays in the address.
    await page.getByRole('button', { name: '价格' }).tap();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price' && u.searchParams.get('select') === String(second.id));
  });

  it('lists a zone with its fixed filter, a brand and a shop with its heading', async () => {
    const page = browser.page;
    await page.goto('/yx');
    await expect.poll(() => page.locator('.adm-nav-bar-title').innerText()).toBe('优选专区');
    const yx = await apiData<{ total: number }>('/api/goods/list?yx=1&page_size=1');
    await expect.poll(() => page.getByTestId('phone-list-total').innerText()).toBe(`共 ${yx.total} 个商品`);

    const brands = await apiData<Array<{ id: number; name: string; goods_count: number }>>('/api/brands');
    const brand = brands.find((b) => b.goods_count > 0)!;
    await page.goto('/ppzq');
    await page
      .getByTestId('phone-brands')
      .getByRole('button', { name: new RegExp(brand.name) })
      .first()
      .tap();
    await page.waitForURL(`**/ppzq/info/${brand.id}`);
    await expect.poll(() => page.locator('.adm-nav-bar-title').innerText()).toBe(brand.name);
    const byBrand = await apiData<{ total: number }>(`/api/goods/list?brand_id=${brand.id}&page_size=1`);
    await expect.poll(() => page.getByTestId('phone-list-total').innerText()).toBe(`共 ${byBrand.total} 个商品`);
    await shot(page, 'phone-brand-goods', false);

    const shops = await apiData<Array<{ id: number; name: string; goods_count: number }>>('/api/shops');
    const shop = shops.find((s) => s.goods_count > 0)!;
    await page.goto('/shops');
    await page.getByTestId('phone-shops').getByText(shop.name, { exact: true }).waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-shops', false);
    await page.getByTestId('phone-shops').getByText(shop.name, { exact: true }).tap();
    await page.waitForURL((u) => u.pathname === '/list' && u.searchParams.get('shop_id') === String(shop.id));
    await page.getByTestId('phone-shop-heading').getByText(shop.name).waitFor();
    await page.getByTestId('phone-goods-row').first().waitFor();
    // Every goods listed is the shop's own.
    const shopNames = await page.getByTestId('phone-goods-row-shop').allInnerTexts();
    expect(shopNames.length).toBeGreaterThan(0);
    expect(new Set(shopNames)).toEqual(new Set([shop.name]));
    await shot(page, 'phone-shop', false);
  });

  it("shows 每日特价 and the goods page's 说明书, 质检报告 and 首营资料", async () => {
    const page = browser.page;
    const everyday = await apiData<{ day: string; total: number }>('/api/activity/everyday_price?page=1&page_size=1');
    await page.goto('/mrtj');
    await page.getByText(`每天更新 · 限量特惠 · ${everyday.day}`).waitFor();
    if (everyday.total > 0) await page.getByTestId('phone-everyday').locator('a').first().waitFor();
    else await page.getByText('今日暂无特价商品').waitFor();
    await shot(page, 'phone-everyday', false);

    // A drug with an insert in the demo data (server/seed/package-inserts.json) and a batch report.
    const found = await apiData<{ goods: Array<{ id: number; name: string }> }>(`/api/goods/search?keywords=${encodeURIComponent('阿莫西林胶囊')}`);
    let goodsId = 0;
    for (const g of found.goods) {
      const insert = await apiData<{ insert: unknown } | null>(`/api/goods/insert?goods_id=${g.id}`);
      if (insert?.insert) {
        goodsId = g.id;
        break;
      }
    }
    expect(goodsId).toBeGreaterThan(0);
    const reports = await apiData<{ total: number; list: Array<{ batch_no: string }> }>(`/api/goods/reports?goods_id=${goodsId}`);
    await page.goto(`/list/info/${goodsId}`);
    const docs = page.getByTestId('phone-goods-documents');
    await docs.getByTestId('phone-insert').getByText('【成份】').waitFor();
    await docs.scrollIntoViewIfNeeded();
    await shot(page, 'phone-goods-insert', false);
    await docs.getByRole('tab', { name: '质检报告' }).tap();
    if (reports.total > 0) await docs.getByTestId('phone-reports').getByText(`批号 ${reports.list[0]!.batch_no}`).waitFor();
    else await docs.getByText('暂无该商品的质检报告，可联系专属客服索取').waitFor();
    await docs.getByRole('tab', { name: '首营资料' }).tap();
    await docs.getByTestId('phone-documents').getByText('商品资料').waitFor();
    await docs.getByTestId('phone-documents').getByText('企业资料').waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-goods-documents', false);
  });
});
