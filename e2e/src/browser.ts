import { afterAll, beforeAll, beforeEach } from 'vitest';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The web's sessionStorage key that keeps the lottery pop-up closed (web/src/features/lottery/model/lottery-text.ts). */
const LOTTERY_DISMISS_KEY = 'yc_lottery_closed';

export interface BrowserOptions {
  /** Let the lottery pop-up show for signed-in members; by default it is marked closed so it covers no other page. */
  lottery?: boolean;
  /** The browser's time zone (e.g. 'UTC': a buyer's laptop outside China); the machine's by default. */
  timezoneId?: string;
  /** A phone: 375×812 at 2x, touch, a mobile Chrome's user agent (issue 46's phone storefront). */
  phone?: boolean;
  /** A camera that films this Y4M file (Chromium's fake capture device), allowed without asking. */
  camera?: string;
}

/** An Android phone's Chrome, as the server's phone detection sees one. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/**
 * The Chromium the tests drive: Debian's `chromium-headless-shell` (Chromium's own headless build, the one Playwright
 * runs headless tests in) where installed, Debian's full `/usr/bin/chromium` otherwise; `E2E_CHROMIUM` names another.
 * Same version and engine; the shell leaves out the desktop browser's window layer and does the suite's page loads
 * with ~40 % less CPU (measured on the same pages, docs/benchmarks.md), which on CI's two cores is a third of a run.
 */
export const CHROMIUM =
  process.env.E2E_CHROMIUM ?? (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Debian's Chromium with the flags this machine needs (closed network, root, no GPU). */
export async function openBrowser(
  baseURL: string,
  opts: BrowserOptions = {},
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    baseURL,
    locale: 'zh-CN',
    timezoneId: opts.timezoneId,
    ...(opts.phone
      ? { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT }
      : { viewport: { width: 1366, height: 900 } }),
    ...(opts.camera ? { permissions: ['camera'] } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...(opts.camera
        ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${opts.camera}`]
        : []),
    ],
  });
  if (!opts.lottery) {
    await context.addInitScript((key) => {
      try {
        window.sessionStorage.setItem(key, 'e2e');
      } catch {
        // about:blank has no storage
      }
    }, LOTTERY_DISMISS_KEY);
  }
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** How many of a browser's last navigations, API calls and errors a failed test prints. */
const TRAIL = 40;

/**
 * Keeps what the browser's pages did lately: where they went, every API call with its status and time (or why it
 * failed, or that it is still unanswered), uncaught page errors and console errors. A failed test prints it, so a
 * failure on CI says what the page asked and got.
 */
function recordTrail(context: BrowserContext): () => string[] {
  const trail: string[] = [];
  const add = (line: string) => {
    trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (trail.length > TRAIL) trail.shift();
  };
  const apiPath = (url: string) => {
    const u = new URL(url);
    return u.pathname.includes('/api/') ? u.pathname + u.search : null;
  };
  // API calls asked and not answered yet (printed with their age: a server that stalls shows here).
  const pending = new Map<Request, { path: string; at: number }>();
  context.on('request', (r) => {
    const path = apiPath(r.url());
    if (path !== null) pending.set(r, { path: `${r.method()} ${path}`, at: Date.now() });
  });
  context.on('requestfinished', async (r) => {
    const asked = pending.get(r);
    if (!asked) return;
    pending.delete(r);
    const status = (await r.response().catch(() => null))?.status() ?? '?';
    add(`${asked.path} → ${status} in ${Date.now() - asked.at} ms`);
  });
  context.on('requestfailed', (r) => {
    const asked = pending.get(r);
    if (!asked) return;
    pending.delete(r);
    add(`${asked.path} failed: ${r.failure()?.errorText ?? ''}`);
  });
  const watch = (page: Page) => {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const u = new URL(frame.url());
      add(`page at ${u.pathname}${u.search}`);
    });
    page.on('pageerror', (e) => add(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') add(`console error: ${m.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return () => [...trail, ...[...pending.values()].map((p) => `${p.path} still unanswered after ${Date.now() - p.at} ms`)];
}

/**
 * One browser for a whole suite: opened before its first test, closed after its last. `page` is set once open. A
 * failed test prints the browser's last API calls and errors.
 */
export function suiteBrowser(baseURL: string, opts: BrowserOptions = {}): { readonly page: Page; readonly context: BrowserContext } {
  let opened: Awaited<ReturnType<typeof openBrowser>> | undefined;
  let trail: () => string[] = () => [];
  beforeAll(async () => {
    opened = await openBrowser(baseURL, opts);
    trail = recordTrail(opened.context);
  });
  beforeEach((ctx) => {
    ctx.onTestFailed(() => {
      const lines = trail();
      if (lines.length > 0) console.error(`The browser's last calls and errors before "${ctx.task.name}" failed:\n${lines.join('\n')}`);
    });
  });
  afterAll(() => opened?.close());
  return {
    get page() {
      if (!opened) throw new Error('browser not open yet: use page inside tests');
      return opened.page;
    },
    get context() {
      if (!opened) throw new Error('browser not open yet: use context inside tests');
      return opened.context;
    },
  };
}
