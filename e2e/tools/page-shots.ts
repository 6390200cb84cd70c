/**
 * Screenshots of the main pages, to check that a refactoring changed nothing a person sees (issue 45: "the screenshots
 * of the main pages unchanged"). Two modes:
 *
 *   npx tsx e2e/tools/page-shots.ts shoot <dir>         the built app of this checkout (npm run build first) on a fresh
 *                                                       PGlite with the demo data, desktop and phone widths, into <dir>
 *   npx tsx e2e/tools/page-shots.ts compare <a> <b>     pixel differences page by page; <b>/diff-<page>.png marks them
 *
 * To compare with an older commit: a worktree of it, built, with this file copied into its e2e/tools, shot there; then
 * here; then compare. Moving parts (a countdown, today's date in a range) differ by a few pixels: look at the diffs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startServer } from '../src/server-process.js';

interface Shot {
  name: string;
  path: string;
  as?: 'member' | 'operator';
}

const SHOTS: Shot[] = [
  { name: 'home-guest', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'home', path: '/', as: 'member' },
  { name: 'search', path: '/search?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97', as: 'member' },
  { name: 'list', path: '/list', as: 'member' },
  { name: 'detail', path: '/list/info/:goods', as: 'member' },
  { name: 'cart', path: '/cart', as: 'member' },
  { name: 'member-centre', path: '/user', as: 'member' },
  { name: 'orders', path: '/order', as: 'member' },
  { name: 'wallet', path: '/wdqb', as: 'member' },
  { name: 'coupon-centre', path: '/lqzx', as: 'member' },
  { name: 'points-mall', path: '/jfsc', as: 'member' },
  { name: 'console-login', path: '/admin/login' },
  { name: 'console-dashboard', path: '/admin/', as: 'operator' },
  { name: 'console-goods', path: '/admin/catalog/goods', as: 'operator' },
  { name: 'console-orders', path: '/admin/orders', as: 'operator' },
  { name: 'console-members', path: '/admin/members', as: 'operator' },
  { name: 'console-coupons', path: '/admin/promotions/coupons', as: 'operator' },
];
const SIZES = [
  { label: 'desktop', width: 1366, height: 900 },
  { label: 'phone', width: 390, height: 844 },
];

async function signIn(page: Page, base: string, as: 'member' | 'operator') {
  const [url, username, password] = as === 'member' ? ['/api/user/login', 'demo', 'demo123456'] : ['/admin/api/login', 'admin', 'admin123456'];
  const res = await page.request.post(base + url, { form: { username, password }, headers: { origin: base } });
  if (!res.ok()) throw new Error(`${as} sign-in: ${res.status()}`);
}

/** Waits until the page stops asking the API and moving (antd's motion classes gone, finite animations done). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => {
      const step = /-(appear|enter|leave)(-(prepare|start|active))?$/;
      const marked = Array.from(document.querySelectorAll('[class*="-appear"],[class*="-enter"],[class*="-leave"]'));
      if (marked.some((n) => Array.from(n.classList).some((c) => step.test(c)))) return false;
      if (document.querySelector('.ant-skeleton-active, .ant-spin-spinning')) return false;
      return !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
}

async function shoot(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-shots-'));
  // SHOTS_SEEDED=<data dir>: start from a copy of a data dir the server has already seeded (seeding takes ~40 s alone).
  if (process.env.SHOTS_SEEDED) fs.cpSync(process.env.SHOTS_SEEDED, dataDir, { recursive: true });
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const goods = (await (await fetch(`${server.baseURL}/api/goods/hot`)).json()) as {
      data: Array<{ id: number }> | { list: Array<{ id: number }> };
    };
    const list = Array.isArray(goods.data) ? goods.data : goods.data.list;
    const goodsId = String(list[0]?.id ?? 1);
    for (const size of SIZES) {
      for (const as of [undefined, 'member', 'operator'] as const) {
        const context = await browser.newContext({
          baseURL: server.baseURL,
          locale: 'zh-CN',
          timezoneId: 'Asia/Shanghai',
          viewport: { width: size.width, height: size.height },
          reducedMotion: 'reduce',
        });
        // The lottery pop-up stays closed (e2e/src/browser.ts does the same), so it covers no page.
        await context.addInitScript(() => {
          try {
            window.sessionStorage.setItem('yc_lottery_closed', 'shots');
          } catch {
            // about:blank
          }
        });
        const page = await context.newPage();
        if (as) await signIn(page, server.baseURL, as);
        for (const s of SHOTS.filter((x) => x.as === as)) {
          await page.goto(s.path.replace(':goods', goodsId));
          // A page that keeps moving (a countdown, a carousel) is shot anyway, and said so: this is a picture, not a check.
          await settled(page).catch(() => console.log(`${s.name}-${size.label}: still moving after 30 s`));
          await page.screenshot({ path: path.join(dir, `${s.name}-${size.label}.png`), fullPage: true });
          console.log(`${s.name}-${size.label}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Compares two screenshots in Chromium's own canvas (no image library): the count of differing pixels and a diff image. */
async function compare(a: string, b: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  // tsx names the functions it compiles with a `__name` helper the page does not have.
  await page.evaluate('window.__name = (f) => f');
  let changed = 0;
  try {
    for (const file of fs.readdirSync(a).filter((f) => f.endsWith('.png') && !f.startsWith('diff-'))) {
      if (!fs.existsSync(path.join(b, file))) {
        console.log(`${file}: missing in ${b}`);
        changed++;
        continue;
      }
      const dataUrl = (dir: string) => `data:image/png;base64,${fs.readFileSync(path.join(dir, file)).toString('base64')}`;
      const result = await page.evaluate(
        async ([x, y]) => {
          const load = (src: string) =>
            new Promise<HTMLImageElement>((resolve, reject) => {
              const img = new Image();
              img.onload = () => resolve(img);
              img.onerror = reject;
              img.src = src;
            });
          const [ia, ib] = await Promise.all([load(x), load(y)]);
          if (ia.width !== ib.width || ia.height !== ib.height)
            return { size: `${ia.width}×${ia.height} → ${ib.width}×${ib.height}`, n: -1, diff: '' };
          const pixels = (img: HTMLImageElement) => {
            const c = document.createElement('canvas');
            c.width = img.width;
            c.height = img.height;
            const ctx = c.getContext('2d')!;
            ctx.drawImage(img, 0, 0);
            return { c, ctx, data: ctx.getImageData(0, 0, img.width, img.height) };
          };
          const pa = pixels(ia);
          const pb = pixels(ib);
          let n = 0;
          const d = pa.data.data;
          const e = pb.data.data;
          for (let i = 0; i < d.length; i += 4) {
            const hit = Math.abs(d[i] - e[i]) + Math.abs(d[i + 1] - e[i + 1]) + Math.abs(d[i + 2] - e[i + 2]) > 30;
            if (hit) n++;
            d[i] = hit ? 255 : d[i] / 3 + 170;
            d[i + 1] = hit ? 0 : d[i + 1] / 3 + 170;
            d[i + 2] = hit ? 0 : d[i + 2] / 3 + 170;
          }
          pa.ctx.putImageData(pa.data, 0, 0);
          return { size: '', n, diff: n ? pa.c.toDataURL('image/png') : '', total: ia.width * ia.height };
        },
        [dataUrl(a), dataUrl(b)] as const,
      );
      if (result.n < 0) {
        console.log(`${file}: size ${result.size}`);
        changed++;
        continue;
      }
      console.log(`${file}: ${result.n} pixels differ (${((result.n / (result.total ?? 1)) * 100).toFixed(3)} %)`);
      if (result.n > 0) {
        changed++;
        fs.writeFileSync(path.join(b, `diff-${file}`), Buffer.from(result.diff.split(',')[1], 'base64'));
      }
    }
  } finally {
    await browser.close();
  }
  console.log(changed ? `${changed} screenshots differ: look at ${b}/diff-*.png` : 'every screenshot is the same');
}

const [mode, a, b] = process.argv.slice(2);
if (mode === 'shoot' && a) await shoot(path.resolve(a));
else if (mode === 'compare' && a && b) await compare(path.resolve(a), path.resolve(b));
else {
  console.error('usage: page-shots.ts shoot <dir> | compare <a> <b>');
  process.exit(2);
}
