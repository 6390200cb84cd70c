import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AdminHelpTree } from '@yaocai/contract';
import { suiteBrowser } from './browser.js';
import { consoleSignIn, operatorApi, pickOption, shot } from './storefront.js';
import { serverURL } from './servers.js';

const baseURL = serverURL();
const admin = operatorApi(baseURL);

/**
 * Writes into the TipTap editor of the open drawer: a heading, a paragraph with a bold word, and a list. Each step waits
 * until the editor shows it.
 */
async function writeBody(page: Page, heading: string, text: string) {
  const editor = page.locator('.ant-drawer').getByTestId('rich-text-editor');
  const tiptap = editor.locator('.tiptap');
  const shows = (test: (html: string) => boolean) => expect.poll(async () => test(await tiptap.innerHTML())).toBe(true);
  const paragraphs = (html: string) => (html.match(/<p[ >]/g) ?? []).length;
  await tiptap.click();
  await editor.getByRole('button', { name: '二级标题' }).click();
  await page.keyboard.type(heading);
  await shows((h) => h.includes(`<h2>${heading}</h2>`));
  await page.keyboard.press('Enter');
  await page.keyboard.type(`${text}，`);
  await shows((h) => h.includes(`${text}，`));
  // Bold and the list by the editor's own keys (Ctrl+B, "- " at a line's start): no toolbar click moves the focus.
  await page.keyboard.press('Control+b');
  await page.keyboard.type('请及时查看');
  await shows((h) => h.includes('<strong>请及时查看</strong>'));
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Enter');
  await shows((h) => paragraphs(h) >= 2);
  await page.keyboard.type('- ');
  await shows((h) => h.includes('<ul'));
  await page.keyboard.type('第一条');
  await shows((h) => h.includes('第一条'));
}

/** The console's content area (issue "Operator console"): news and help articles written there show in the storefront. */
describe('operator console: content', () => {
  const browser = suiteBrowser(baseURL);
  const suffix = String(Date.now()).slice(-6);

  it('an operator publishes a company news post, and the storefront lists and shows it', async () => {
    const page = browser.page;
    const title = `药采平台年终采购节启动（${suffix}）`;
    await consoleSignIn(page, 'yunying', 'yunying123456');
    await page.getByRole('menuitem', { name: '公告资讯' }).click();
    await page.getByRole('button', { name: '发布资讯' }).click();
    const drawer = page.locator('.ant-drawer');
    await pickOption(page, drawer.locator('.ant-form-item', { hasText: '类型' }).first(), '公司新闻');
    await drawer.getByLabel('标题', { exact: true }).fill(title);
    await writeBody(page, '活动时间', '12月1日至12月31日全场满减');
    await shot(page, 'console-news-editor', false);
    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/api/posts') && r.request().method() === 'POST');
    await drawer.getByTestId('post-save').click();
    const res = await (await saved).json();
    expect(res.msg).toBe('发布成功');
    expect(res.data.body).toBe('<h2>活动时间</h2><p>12月1日至12月31日全场满减，<strong>请及时查看</strong></p><ul><li><p>第一条</p></li></ul>');
    await page.locator('.ant-table-row', { hasText: title }).getByText('已发布').waitFor();
    await shot(page, 'console-news', false);

    await page.goto('/news/company');
    const list = page.getByTestId('news-list');
    await list.getByRole('link', { name: title }).click();
    const detail = page.getByTestId('news-detail');
    await expect.poll(() => detail.locator('h1').textContent()).toBe(title);
    expect(await detail.locator('h2', { hasText: '活动时间' }).count()).toBe(1);
    expect(await detail.locator('strong', { hasText: '请及时查看' }).count()).toBe(1);
  });

  it('an operator writes a help article into 新手指南, and the help centre links and shows it', async () => {
    const page = browser.page;
    const title = `发票开具指南${suffix.slice(-3)}`;
    await page.goto('/admin/content/help');
    const group = page.locator('.ant-card', { hasText: '新手指南' });
    await group.getByRole('button', { name: '新建文章' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByLabel('标题', { exact: true }).fill(title);
    await writeBody(page, '开票流程', '订单完成后可在会员中心申请电子发票');
    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/api/articles') && r.request().method() === 'POST');
    await drawer.getByTestId('article-save').click();
    const article = (await (await saved).json()).data as { id: number; route: string };
    expect(article.route).toBe(`/article/detail/${article.id}`);
    await group.getByText(title).waitFor();
    await shot(page, 'console-help', false);
    const tree = await admin<AdminHelpTree>('/admin/api/help');
    expect(tree.find((g) => g.name === '新手指南')!.articles.map((a) => a.title)).toContain(title);

    await page.goto('/help');
    await page.getByRole('link', { name: title }).first().click();
    await page.waitForURL(`**${article.route}`);
    const shown = page.getByTestId('help-article');
    await expect.poll(() => shown.innerText()).toContain('订单完成后可在会员中心申请电子发票');
    expect(await shown.locator('h2', { hasText: '开票流程' }).count()).toBe(1);
    await shot(page, 'storefront-console-help-article', false);
  });

  it('an operator puts an uploaded banner on the home page and a hot word under the search box', async () => {
    const page = browser.page;
    const name = `年终采购节${suffix}`;
    await consoleSignIn(page, 'yunying', 'yunying123456');
    // A real 1200×120 PNG (a red band), drawn in the browser so the server sniffs genuine image bytes.
    await page.goto('/admin/content/banners');
    const png = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(1200, 120);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#e4393c';
      ctx.fillRect(0, 0, 1200, 120);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      return Array.from(bytes);
    });
    await page.getByRole('button', { name: '新建广告图' }).click();
    const drawer = page.locator('.ant-drawer');
    await pickOption(page, drawer.locator('.ant-form-item', { hasText: '广告位' }).first(), '首页底部横幅', { search: true });
    await drawer.getByLabel('标题', { exact: true }).fill(name);
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/admin/api/site/images'));
    await drawer.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    expect((await (await uploaded).json()).msg).toBe('上传成功');
    await drawer.locator('.ant-image img').waitFor();
    await drawer.getByLabel('链接', { exact: true }).fill('/mrtj');
    await shot(page, 'console-banner-editor', false);
    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/api/banners') && r.request().method() === 'POST');
    await drawer.getByTestId('banner-save').click();
    const banner = (await (await saved).json()).data as { id: number; image: string; state: string };
    expect(banner.state).toBe('showing');
    await pickOption(page, page.getByTestId('banner-slot'), '首页底部横幅', { search: true });
    await page.locator('.ant-table-row', { hasText: name }).getByText('展示中').waitFor();
    await shot(page, 'console-banners', false);

    await page.goto('/admin/content/site?tab=hot');
    // The first word is the one the header always shows.
    const first = page.locator('input[placeholder="热搜词"]').first();
    await first.fill(`连花${suffix.slice(-2)}`);
    const put = page.waitForResponse((r) => r.url().endsWith('/admin/api/site/hot-words') && r.request().method() === 'PUT');
    await page.getByTestId('site-save').click();
    expect((await (await put).json()).msg).toBe('保存成功');
    await shot(page, 'console-site-hot-words', false);
    await page.goto('/admin/content/site?tab=nav');
    await page.locator('input[placeholder="导航名称"]').first().waitFor();
    await shot(page, 'console-site-nav', false);
    await page.goto('/admin/content/site');
    await page.getByLabel('客服热线').waitFor();
    await shot(page, 'console-site-settings', false);

    await page.goto('/');
    const img = page.locator(`img[alt="${name}"]`);
    // The bottom banner row loads when it nears the screen: scroll down until it is there.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return img.count();
      })
      .toBe(1);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1200);
    expect(await img.getAttribute('src')).toBe(banner.image);
    await page
      .getByRole('link', { name: `连花${suffix.slice(-2)}` })
      .first()
      .waitFor();
  });

  it('an operator uploads a video with progress; the storefront video zone lists it and serves it in ranges', async () => {
    const page = browser.page;
    const title = `合理用药讲堂${suffix.slice(-4)}`;
    await consoleSignIn(page, 'yunying', 'yunying123456', { at: '/admin/content/videos' });
    // A real one-second WebM, recorded in the browser from a canvas, so the server sniffs genuine video bytes.
    const webm = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 90;
      const ctx = canvas.getContext('2d')!;
      const stream = canvas.captureStream(10);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((r) => (recorder.onstop = r));
      recorder.start();
      for (let i = 0; i < 10; i++) {
        ctx.fillStyle = `hsl(${i * 36}, 70%, 50%)`;
        ctx.fillRect(0, 0, 160, 90);
        await new Promise((r) => setTimeout(r, 100));
      }
      recorder.stop();
      await stopped;
      return Array.from(new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer()));
    });
    await page.getByRole('button', { name: /上传视频/ }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.locator('input[type=file]').setInputFiles({ name: 'lesson.webm', mimeType: 'video/webm', buffer: Buffer.from(webm) });
    await drawer.getByLabel('分类').fill('用药指导');
    await drawer.getByLabel('标题').fill(title);
    await drawer.getByLabel('时长（秒）').fill('1');
    await shot(page, 'console-video-upload', false);
    await drawer.getByRole('button', { name: /上\s*传/ }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '上传成功' }).waitFor();
    await page.locator('.ant-table-row', { hasText: title }).getByText('已发布').waitFor();
    await shot(page, 'console-videos', false);

    const list = (await (await fetch(`${baseURL}/api/video/list`)).json()) as { data: { list: Array<{ title: string; src: string }> } };
    const video = list.data.list.find((v) => v.title === title)!;
    expect(video).toBeTruthy();
    const part = await fetch(baseURL + video.src, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });
});
