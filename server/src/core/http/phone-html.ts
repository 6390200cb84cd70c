import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { phonePageOf, type PhonePage } from '@yaocai/contract';

/** Written by the phone build (phone/vite-page-preloads.ts): each page's files beyond the entry's. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

type Preloads = Partial<Record<PhonePage, { js: string[]; css: string[] }>>;

/** What the server draws of a phone page before its scripts run (phone-first-screen.ts). */
export interface FirstScreen {
  /** Markup of the page's first screen, drawn over the app until the page says it is ready (phone lib/boot-screen.ts). */
  html: string;
  /** The picture that is the screen's largest paint, asked for first. */
  image?: string;
}
/** `guest`: the request carries no session at all (a cookie may still hold an expired one: then it is not a guest). */
export type FirstScreens = (page: PhonePage, url: URL, req: { guest: boolean }) => Promise<FirstScreen | null>;

/** The phone HTML of a request (an address with no phone page: the phone's 404). */
export type PhoneHtml = (url: URL, req: { guest: boolean }) => Promise<string>;

const ownAsset = (href: string) => /^\/m\/assets\/[\w.-]+\.(js|css)$/.test(href);
const ownPath = (s: string) => s.startsWith('/') && !s.startsWith('//');
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/**
 * Starts the app once the first screen is on the glass: after the screen's largest picture has loaded (or failed), and
 * one frame later; at the latest after 3 s (a tab opened in the background draws no frames). On slow 4G the picture
 * then has the line to itself instead of sharing it with 150 KB of scripts, and the screen the server drew shows at
 * once. Each file is asked for by a link the loader adds, six to a task: a page has 40 or so, and adding them all in
 * one go was one 50–140 ms task on a phone's CPU, counted whole as blocking time. The files to load are data (`#boot-js`, which the CSP does not execute), so the loader is one fixed text and
 * the CSP allows it by its hash.
 */
const LOADER =
  "(function(){var d=document,o=JSON.parse(d.getElementById('boot-js').textContent),s=0,q=[];" +
  "function add(h,r,a){q.push(function(){var l=d.createElement('link');l.rel=r;l.href=h;l.crossOrigin='';if(a)l.as=a;d.head.appendChild(l)})}" +
  'function step(){for(var n=0;n<6&&q.length;n++)q.shift()();if(q.length)setTimeout(step,0)}' +
  "function go(){if(s)return;s=1;q.push(function(){var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=o.entry;d.head.appendChild(e)});" +
  "o.js.forEach(function(h){add(h,'modulepreload')});o.css.forEach(function(h){add(h,'preload','style')});step()}" +
  'function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  "var i=d.querySelector('img[data-boot-lcp]');if(i&&!i.complete){i.addEventListener('load',painted);i.addEventListener('error',painted)}else painted();" +
  'setTimeout(go,3000)})()';
const LOADER_HASH = `'sha256-${crypto.createHash('sha256').update(LOADER).digest('base64')}'`;

/** The Content-Security-Policy of the phone HTML: the site's, with its one inline script (the loader) allowed by hash. */
export function withPhoneLoader(csp: string): string {
  return csp.replace(/script-src ([^;]*)/, `script-src $1 ${LOADER_HASH}`);
}

/**
 * The phone storefront's HTML for each of its pages, from the built index.html:
 * - its stylesheets inlined (they are a few KB, and each was a round trip before anything could paint);
 * - the page's first screen drawn by the server (`firstScreens`), its picture asked for first;
 * - the scripts — the entry's and the page's own files (phone/vite-page-preloads.ts) — started by the loader above
 *   once that screen shows, instead of competing with it.
 * Every address gets the phone app (the phone router shows its 404 for one it does not have). Without the build's preload list every page loads the entry alone.
 */
export function phonePageHtml(dist: string, index: string, firstScreens?: FirstScreens): PhoneHtml {
  let preloads: Preloads = {};
  try {
    preloads = JSON.parse(fs.readFileSync(path.join(dist, PAGE_PRELOADS_FILE), 'utf8')) as Preloads;
  } catch {
    // no list: the entry alone
  }
  let entry = '';
  const entryJs: string[] = [];
  const shell = index
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_m, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => {
      entryJs.push(href);
      return '';
    })
    .replace(/<link rel="stylesheet" crossorigin href="(\/m\/assets\/[\w.-]+\.css)">/g, (link, href: string) => {
      try {
        const css = fs.readFileSync(path.join(dist, href.slice('/m/'.length)), 'utf8').replace(/<\/style/gi, '<\\/style');
        // The disabled link is never fetched; it tells the app's module loader (Vite's preload helper looks for a
        // stylesheet link of that address) that the sheet is on the page, so a later page does not add it again —
        // after the app's own rules, whose colours it would undo.
        return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
      } catch {
        return link;
      }
    });
  // An index.html this code does not understand (no entry script) is served as it was built.
  const plain = !entry;
  const scriptsOf = (page: PhonePage) => {
    const own = preloads[page] ?? { js: [], css: [] };
    const files = { entry, js: [...entryJs, ...own.js.filter(ownAsset)], css: own.css.filter(ownAsset) };
    return `<script type="application/json" id="boot-js">${json(files)}</script><script>${LOADER}</script>`;
  };
  return async (url, req) => {
    // Every address answers a phone with the phone app: one it does not have shows the phone's 404.
    const page = phonePageOf(url.pathname) ?? 'notFound';
    if (plain) return index;
    let screen: FirstScreen | null = null;
    try {
      screen = (await firstScreens?.(page, url, req)) ?? null;
    } catch {
      screen = null; // a first screen is never worth an error page
    }
    const image = screen?.image && ownPath(screen.image) ? screen.image : null;
    let html = shell;
    // First in the head: asked for before anything else.
    if (image)
      html = html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    <link rel="preload" as="image" href="${attr(image)}" fetchpriority="high">`);
    return html.replace('<div id="root"></div>', `${screen?.html ?? ''}<div id="root"></div>${scriptsOf(page)}`);
  };
}
