import { afterAll, beforeAll } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The web's sessionStorage key that keeps the lottery pop-up closed (web/src/features/lottery/model/lottery-text.ts). */
const LOTTERY_DISMISS_KEY = 'yc_lottery_closed';

export interface BrowserOptions {
  /** Let the lottery pop-up show for signed-in members; by default it is marked closed so it covers no other page. */
  lottery?: boolean;
}

/** Debian's Chromium with the flags this machine needs (closed network, root, no GPU). */
export async function openBrowser(
  baseURL: string,
  opts: BrowserOptions = {},
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
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

/** One browser for a whole suite: opened before its first test, closed after its last. `page` is set once open. */
export function suiteBrowser(baseURL: string, opts: BrowserOptions = {}): { readonly page: Page; readonly context: BrowserContext } {
  let opened: Awaited<ReturnType<typeof openBrowser>> | undefined;
  beforeAll(async () => {
    opened = await openBrowser(baseURL, opts);
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
