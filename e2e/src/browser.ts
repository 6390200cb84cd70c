import { afterAll, beforeAll, beforeEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
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

/** The flags this machine needs (closed network, root, no GPU). */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** A browser of its own for a test: a page, its context (cookies, storage), and `close` when done with it. */
export interface OpenBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** The context options of a set of BrowserOptions (all but the camera, which is the browser's own). */
function contextOptions(baseURL: string, opts: BrowserOptions) {
  return {
    baseURL,
    locale: 'zh-CN',
    timezoneId: opts.timezoneId,
    ...(opts.phone
      ? { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT }
      : { viewport: { width: 1366, height: 900 } }),
  };
}

/** Marks the lottery pop-up closed in every page of the context, unless the test wants it. */
async function dismissLottery(context: BrowserContext, opts: BrowserOptions) {
  if (opts.lottery) return;
  await context.addInitScript((key) => {
    try {
      window.sessionStorage.setItem(key, 'e2e');
    } catch {
      // about:blank has no storage
    }
  }, LOTTERY_DISMISS_KEY);
}

/**
 * A browser context of its own for a test (its own cookies, storage and pages), in Debian's Chromium.
 *
 * A test worker runs its files one after another against one server (servers.ts) and keeps one Chromium for all of
 * them: each file gets a context that no other file uses at the same time, and its contexts go back to the worker's
 * pool when the file is done with them, emptied — pages closed, cookies, every storage of the origin (local and
 * session storage, IndexedDB, the phone's service worker and its caches) and the HTTP cache cleared, routes removed,
 * online again — so the next file starts as in a new browser. What a file keeps from an earlier one is only the
 * renderer process, its compiled scripts and fonts: a fresh browser's first page loads cost ~1 CPU s more (the
 * storefront's bundles compiled, the CJK font read again). A context whose clock, init scripts or bindings a test
 * changed (nothing takes those back) is closed instead. A camera is the browser's own device: with one, the test gets
 * a Chromium of its own.
 */
export async function openBrowser(baseURL: string, opts: BrowserOptions = {}): Promise<OpenBrowser> {
  if (opts.camera) return ownChromium(baseURL, opts);
  const pooled = await borrow(baseURL, opts);
  const page = await pooled.context.newPage();
  return { context: pooled.context, page, close: () => giveBack(pooled) };
}

/** A Chromium of its own, with a fresh profile (for a fake camera: a browser's flags are its own). */
async function ownChromium(baseURL: string, opts: BrowserOptions): Promise<OpenBrowser> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    ...contextOptions(baseURL, opts),
    ...(opts.camera ? { permissions: ['camera'] } : {}),
    args: [
      ...FLAGS,
      ...(opts.camera
        ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${opts.camera}`]
        : []),
    ],
  });
  await dismissLottery(context, opts);
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

/** A context of the worker's Chromium, with a page that holds its renderer process between files. */
interface Pooled {
  key: string;
  baseURL: string;
  context: BrowserContext;
  /** Open at the server from the start: the files' pages join its renderer (one process per site), which stays. */
  keeper: Page;
  /** Changed in a way that cannot be taken back (clock, init scripts, bindings): closed, not reused. */
  tainted: boolean;
}

/** The worker's Chromium (a test worker's files share its modules: vitest.config.ts `isolate: false`). */
let shared: Promise<Browser> | undefined;
/** Contexts no file is using, by options. */
const idle = new Map<string, Pooled[]>();

async function borrow(baseURL: string, opts: BrowserOptions): Promise<Pooled> {
  const key = JSON.stringify([baseURL, Boolean(opts.lottery), opts.timezoneId ?? null, Boolean(opts.phone)]);
  const free = idle.get(key)?.pop();
  if (free) return free;
  shared ??= chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // The pages of one site in one context share a renderer process, as a site's tabs do on a phone: the process the
    // keeper holds (and the code it has compiled) serves each file's pages.
    args: [...FLAGS, '--process-per-site'],
  });
  const context = await (await shared).newContext(contextOptions(baseURL, opts));
  await dismissLottery(context, opts);
  const pooled: Pooled = { key, baseURL, context, keeper: await context.newPage(), tainted: false };
  // What a test cannot undo on a context marks it for closing.
  const taint = <T extends object>(target: T, names: Array<keyof T>) => {
    for (const name of names) {
      const fn = target[name] as unknown as (...a: unknown[]) => unknown;
      (target as Record<keyof T, unknown>)[name] = (...a: unknown[]) => {
        pooled.tainted = true;
        return fn.apply(target, a);
      };
    }
  };
  taint(context, [
    'addInitScript',
    'exposeBinding',
    'exposeFunction',
    'setExtraHTTPHeaders',
    'setGeolocation',
    'setHTTPCredentials',
    'grantPermissions',
  ]);
  taint(context.clock, ['install', 'setFixedTime', 'setSystemTime', 'fastForward', 'runFor', 'pauseAt', 'resume']);
  await pooled.keeper.goto('/api/health');
  return pooled;
}

/** Empties a borrowed context for the next file (or closes it), and puts it back. */
async function giveBack(pooled: Pooled) {
  const { context, keeper } = pooled;
  await Promise.all(context.pages().map((p) => (p === keeper ? null : p.close())));
  if (pooled.tainted || keeper.isClosed()) return context.close();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await context.clearPermissions();
  await context.clearCookies();
  const cdp = await context.newCDPSession(keeper);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(pooled.baseURL).origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
  const list = idle.get(pooled.key) ?? [];
  list.push(pooled);
  idle.set(pooled.key, list);
}

/** How many of a browser's last navigations, API calls and errors a failed test prints. */
const TRAIL = 40;

/**
 * Keeps what the browser's pages did lately: where they went, every API call with its status and time (or why it
 * failed, or that it is still unanswered), uncaught page errors and console errors. A failed test prints it, so a
 * failure on CI says what the page asked and got.
 */
function recordTrail({ context, page }: OpenBrowser): { lines(): string[]; stop(): void } {
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
  const onRequest = (r: Request) => {
    const path = apiPath(r.url());
    if (path !== null) pending.set(r, { path: `${r.method()} ${path}`, at: Date.now() });
  };
  const onFinished = async (r: Request) => {
    const asked = pending.get(r);
    if (!asked) return;
    pending.delete(r);
    const status = (await r.response().catch(() => null))?.status() ?? '?';
    add(`${asked.path} → ${status} in ${Date.now() - asked.at} ms`);
  };
  const onFailed = (r: Request) => {
    const asked = pending.get(r);
    if (!asked) return;
    pending.delete(r);
    add(`${asked.path} failed: ${r.failure()?.errorText ?? ''}`);
  };
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
  // The context's own pages: the test's and those it opens (not the page that holds a pooled context's renderer).
  watch(page);
  context.on('page', watch);
  context.on('request', onRequest);
  context.on('requestfinished', onFinished);
  context.on('requestfailed', onFailed);
  return {
    lines: () => [...trail, ...[...pending.values()].map((p) => `${p.path} still unanswered after ${Date.now() - p.at} ms`)],
    // A pooled context outlives the suite: its next file records a trail of its own.
    stop() {
      context.off('page', watch);
      context.off('request', onRequest);
      context.off('requestfinished', onFinished);
      context.off('requestfailed', onFailed);
    },
  };
}

/**
 * One browser for a whole suite (a context of its own, `openBrowser`): opened before its first test, given back after its
 * last. `page` is set once open. A failed test prints the browser's last API calls and errors.
 */
export function suiteBrowser(baseURL: string, opts: BrowserOptions = {}): { readonly page: Page; readonly context: BrowserContext } {
  let opened: OpenBrowser | undefined;
  let trail: ReturnType<typeof recordTrail> | undefined;
  beforeAll(async () => {
    opened = await openBrowser(baseURL, opts);
    trail = recordTrail(opened);
  });
  beforeEach((ctx) => {
    ctx.onTestFailed(() => {
      const lines = trail?.lines() ?? [];
      if (lines.length > 0) console.error(`The browser's last calls and errors before "${ctx.task.name}" failed:\n${lines.join('\n')}`);
    });
  });
  afterAll(async () => {
    trail?.stop();
    await opened?.close();
  });
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
