import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { suiteBrowser } from './browser.js';
import { pageApi, shot, TAKE_SHOTS } from './storefront.js';
import { serverURL } from './servers.js';
import { fitsTheScreen, phoneSignIn } from './phone-kit.js';

const baseURL = serverURL();

interface HelpGroup {
  id: number;
  name: string;
  articles: Array<{ id: number; title: string; url: string }>;
}
interface Post {
  id: number;
  type: number;
  title: string;
}
interface Wanted {
  id: number;
  name: string;
  status_name: string;
}

async function apiData<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`);
  return ((await res.json()) as { data: T }).data;
}

/** A picture of the page once the toasts of the last action have gone (they cover what the page shows). */
async function calmShot(page: Page, name: string) {
  if (!TAKE_SHOTS) return;
  await expect.poll(() => page.locator('.adm-toast-main:visible').count(), { timeout: 10_000 }).toBe(0);
  await shot(page, name, false);
}

/** The phone's top bar title once the page has drawn it. */
const titleOf = (page: Page) => page.locator('.adm-nav-bar-title').innerText();

/** Opens a 我的 entry by its name, as a buyer taps it. */
async function openEntry(page: Page, name: string, path: string) {
  if (new URL(page.url()).pathname !== '/user') await page.goto('/user');
  await page.locator('.adm-list-item', { hasText: name }).first().tap();
  await page.waitForURL((u) => u.pathname === path);
}

/** Issue 46: the help centre, the news and self-service on a phone — the desktop-only pages given phone pages. */
describe('help centre, news and self-service on a phone (375×812, touch)', () => {
  const browser = suiteBrowser(baseURL, { phone: true });

  it('reads the help centre from 我的: the index, an article and the next one of its group, a licence, the news and a post', async () => {
    const page = browser.page;
    const groups = await apiData<HelpGroup[]>('/api/article/category');
    await page.context().clearCookies();
    await page.goto('/user');
    await page.locator('.adm-list-item', { hasText: '帮助中心' }).tap();
    await page.waitForURL((u) => u.pathname === '/help');
    const index = page.getByTestId('phone-help-index');
    // Every group of the desktop's overview, with its articles.
    for (const g of groups) await index.getByText(g.name, { exact: true }).waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-help', false);

    const guide = groups.flatMap((g) => g.articles).find((a) => a.url === '/help/xrzn/gwzn')!;
    await index.locator('.adm-list-item', { hasText: guide.title }).tap();
    await page.waitForURL((u) => u.pathname === guide.url);
    const article = page.getByTestId('phone-help-article');
    await expect.poll(() => article.locator('h1').innerText()).toBe(guide.title);
    const body = await apiData<{ body: string }>(`/api/article/${guide.id}`);
    const firstHeading = /<h3>([^<]+)<\/h3>/.exec(body.body)![1]!;
    await article.getByText(firstHeading, { exact: true }).waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-help-article', false);

    // The other articles of the group follow the article; the same article by its id reads the same.
    const safe = groups.flatMap((g) => g.articles).find((a) => a.url === '/help/xrzn/aqgy')!;
    await page.getByTestId('phone-help-more').locator('.adm-list-item', { hasText: safe.title }).tap();
    await page.waitForURL((u) => u.pathname === safe.url);
    await expect.poll(() => article.locator('h1').innerText()).toBe(safe.title);
    await page.goto(`/article/detail/${guide.id}`);
    await expect.poll(() => article.locator('h1').innerText()).toBe(guide.title);

    // /help/xrzn/hyzc?id=1 is the footer's licence page, its number from the site settings.
    const common = await apiData<{ config: { drug_info_licence: string } }>('/api/focus/common');
    await page.goto('/help/xrzn/hyzc?id=1');
    await page.getByTestId('phone-licence').getByText(common.config.drug_info_licence, { exact: true }).waitFor();
    expect(await titleOf(page)).toBe('互联网药品信息服务资格证书');
    await fitsTheScreen(page);
    await shot(page, 'phone-licence', false);

    // 首营资料: the merchants under the article, and one merchant's licence numbers and documents.
    const shops = await apiData<{ list: Array<{ id: number; name: string; licence_no: string }> }>('/api/post/syzl?page=1&page_size=10');
    const shop = shops.list[0]!;
    await page.goto('/help/us/link');
    await page.getByTestId('phone-first-camp-list').locator('.adm-list-item', { hasText: shop.name }).tap();
    await page.waitForURL((u) => u.pathname === '/help/us/linkDetails' && u.searchParams.get('id') === String(shop.id));
    const merchant = page.getByTestId('phone-first-camp-detail');
    await merchant.getByText(shop.licence_no, { exact: true }).waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-first-camp', false);
    // 商家入驻: the article, then how to apply (signed out: sign in first).
    await page.goto('/help/us/sjrz');
    await page.getByTestId('phone-merchant-apply').getByText('提交入驻申请前请先登录').waitFor();
    await page.getByTestId('phone-merchant-apply').scrollIntoViewIfNeeded();
    await shot(page, 'phone-merchant-apply', false);

    // The news: 质量公告 from the help centre, then one post and back to its list.
    const posts = await apiData<{ list: { list: Post[] } }>('/api/post/postDetail?type=1&page=1&page_size=10');
    const newest = posts.list.list[0]!;
    await page.goto('/help');
    await index.locator('.adm-list-item', { hasText: '质量公告' }).tap();
    await page.waitForURL((u) => u.pathname === '/news/hy');
    const news = page.getByTestId('phone-news-list');
    await news.getByText(newest.title, { exact: true }).waitFor();
    expect(await news.locator('.adm-list-item').count()).toBe(posts.list.list.length);
    await fitsTheScreen(page);
    await shot(page, 'phone-news-list', false);
    await news.getByText(newest.title, { exact: true }).tap();
    await page.waitForURL((u) => u.pathname === `/news/info/${newest.id}/1`);
    const detail = page.getByTestId('phone-news-detail');
    await expect.poll(() => detail.locator('h1').innerText()).toBe(newest.title);
    await fitsTheScreen(page);
    await shot(page, 'phone-news-detail', false);
    await page.getByRole('img', { name: '返回' }).tap();
    await page.waitForURL((u) => u.pathname === '/news/hy');
  });

  it('files a wanted variety (a bad field first: told why, nothing saved) and a feedback, from 我的', async () => {
    const page = browser.page;
    await phoneSignIn(page, 'demo2');
    const before = await pageApi<{ total: number }>(page, '/api/pzqg?page=1&page_size=1');
    await openEntry(page, '品种求购', '/pzqg');
    await page.getByTestId('phone-wanted-add').tap();
    await page.waitForURL((u) => u.pathname === '/pzqg/add');
    const form = page.getByTestId('phone-wanted-form');
    await form.getByPlaceholder('通用名或商品名，如 注射用头孢曲松钠').fill('头');
    await form.getByPlaceholder('数量').fill('20');
    await form.getByPlaceholder('¥').fill('12.345');
    await page.getByTestId('phone-wanted-submit').tap();
    // The desktop's messages, on the fields they are about; the request is not sent.
    await form.getByText('药品名称至少2个字符').waitFor();
    await form.getByText('期望单价格式不正确，最多两位小数').waitFor();
    await fitsTheScreen(page);
    await calmShot(page, 'phone-wanted-add');
    expect(new URL(page.url()).pathname).toBe('/pzqg/add');
    expect((await pageApi<{ total: number }>(page, '/api/pzqg?page=1&page_size=1')).total).toBe(before.total);

    const name = `注射用头孢曲松钠 ${Date.now() % 100000}`;
    await form.getByPlaceholder('通用名或商品名，如 注射用头孢曲松钠').fill(name);
    await form.getByPlaceholder('如 1.0g*10瓶').fill('1.0g*10瓶');
    await form.getByPlaceholder('¥').fill('12.5');
    await page.getByTestId('phone-wanted-submit').tap();
    await page.waitForURL((u) => u.pathname === '/pzqg/info' && Number(u.searchParams.get('id')) > 0);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const saved = await pageApi<Wanted & { spec: string; quantity: number; expected_price: number }>(page, `/api/pzqg/${id}`);
    expect(saved).toMatchObject({ name, spec: '1.0g*10瓶', quantity: 20, expected_price: 1250 });
    const info = page.getByTestId('phone-wanted-info');
    await info.getByText(name, { exact: true }).waitFor();
    await expect.poll(() => info.getByTestId('phone-wanted-status').innerText()).toBe(saved.status_name);
    await info.getByText('¥12.50').waitFor();
    await fitsTheScreen(page);
    await calmShot(page, 'phone-wanted-info');

    await page.getByRole('img', { name: '返回' }).tap();
    await page.waitForURL((u) => u.pathname === '/pzqg');
    const card = page.locator(`[data-testid="phone-wanted"][data-name="${name}"]`);
    await card.getByText(saved.status_name).waitFor();
    await fitsTheScreen(page);
    await calmShot(page, 'phone-wanted-list');
    await card.getByText(name).tap();
    await page.waitForURL((u) => u.pathname === '/pzqg/info' && u.searchParams.get('id') === String(id));

    // 意见反馈: too short first (the desktop's message), then sent and listed under 我的反馈.
    await openEntry(page, '意见反馈', '/yjfk');
    const feedback = page.getByTestId('phone-feedback-form');
    await feedback.locator('.adm-selector-item', { hasText: '商品问题' }).tap();
    const content = feedback.getByPlaceholder(/请详细描述您遇到的问题或建议/);
    await content.fill('太慢');
    await page.getByTestId('phone-feedback-submit').tap();
    await feedback.getByText('反馈内容至少5个字符').waitFor();
    const text = `手机上找药很方便，希望增加按批准文号搜索 ${Date.now() % 100000}`;
    await content.fill(text);
    await page.getByTestId('phone-feedback-submit').tap();
    const mine = page.getByTestId('phone-feedback-item').filter({ hasText: text });
    await mine.getByText('商品问题').waitFor();
    const sent = await pageApi<{ list: Array<{ content: string; type_name: string }> }>(page, '/api/user/feedback?page=1&page_size=5');
    expect(sent.list[0]).toMatchObject({ content: text, type_name: '商品问题' });
    await expect.poll(() => content.inputValue()).toBe('');
    await fitsTheScreen(page);
    await mine.scrollIntoViewIfNeeded();
    await calmShot(page, 'phone-feedback');
  });

  it('leads the account-centre addresses to their pages and shows self-service, the provider account, draws and WeChat', async () => {
    const page = browser.page;
    await phoneSignIn(page, 'demo2', undefined, { at: '/zhzx/addr' });
    await page.waitForURL((u) => u.pathname === '/addr');
    await page.getByTestId('phone-address').first().waitFor();
    await page.goto('/zhzx');
    await page.waitForURL((u) => u.pathname === '/basic');
    await page.goto('/zhzx_jcxx');
    await page.waitForURL((u) => u.pathname === '/basic');
    await expect.poll(() => titleOf(page)).toBe('账户信息');

    await page.goto('/bdwx');
    const user = await pageApi<{ wechat: string | null }>(page, '/api/user/base');
    const wechat = page.getByTestId('phone-wechat');
    await expect.poll(() => wechat.getAttribute('data-bound')).toBe(user.wechat ? '1' : '0');
    await wechat.getByText(user.wechat ? '已绑定微信' : '尚未绑定微信').waitFor();
    expect(await titleOf(page)).toBe('绑定微信');
    await fitsTheScreen(page);
    await shot(page, 'phone-wechat', false);

    await openEntry(page, '自助服务', '/zzfw');
    await page.getByTestId('phone-self-service').getByText('意见反馈').waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-self-service', false);
    await page.getByTestId('phone-self-service').locator('.adm-list-item', { hasText: '我的通联账户' }).tap();
    await page.waitForURL((u) => u.pathname === '/tlzh');
    const account = await pageApi<{ provider_name: string; status_text: string }>(page, '/api/pay/account');
    const facts = page.getByTestId('phone-pay-account');
    await facts.getByText(account.provider_name).waitFor();
    await facts.getByText(account.status_text).waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-pay-account', false);

    const draws = await pageApi<{ total: number; list: Array<{ name: string }> }>(page, '/api/draw/record?page=1&page_size=10');
    await openEntry(page, '抽奖记录', '/cjjl');
    if (draws.total > 0) await page.getByTestId('phone-draw-records').getByText(draws.list[0]!.name).first().waitFor();
    else await page.getByText('暂无抽奖记录').waitFor();
    await fitsTheScreen(page);
    await shot(page, 'phone-draw-records', false);
  });
});
