import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { phonePageOf, PHONE_MEMBER_PAGES, storefrontView, VIEW_COOKIE, type Banner } from '@yaocai/contract';
import { SESSION_COOKIE } from '../session/session.plugin.js';
import { phonePageHtml, withPhoneLoader, type FirstScreens, type PhoneHtml } from './phone-html.js';

/** Paths that are never an app page: an unknown one is a JSON 404, not index.html. */
const API_PREFIXES = ['/api/', '/media/', '/admin/api/'];

/**
 * Serves the built storefront at / and the built operator console at /admin. Hashed assets get a year of cache;
 * index.html is never cached so a deploy is seen at once. Any other GET falls back to its app's index.html
 * (client-side routes, then the app's own 404). A phone (its user agent, or the buyer's 手机版/电脑版 choice) gets the
 * phone storefront's HTML for the paths that have a phone page (contract PHONE_PAGES); its assets live under /m/.
 */
export interface PageHints {
  /** The top banner every framed storefront page shows first (null: none showing). */
  topBanner: () => Promise<Banner | null>;
  /** The largest picture of this page when the path alone names it (a goods page's main image), to preload. */
  pageImage?: (path: string) => Promise<string | null>;
  /** The phone pages' first screens, drawn into their HTML (phone-first-screen.ts). */
  phoneFirstScreens?: FirstScreens;
}

/** How long the storefront's HTML keeps its banner before asking again (banners change rarely). */
const HINTS_TTL_MS = 30_000;

/** Written by the web build (web/vite-route-frames.ts): the route patterns drawn without the site header. */
const ROUTE_FRAMES_FILE = '.vite/route-frames.json';

export async function registerWebApp(app: FastifyInstance, dists: { web: string; console?: string; phone?: string }, hints?: PageHints) {
  const phoneHtml = dists.phone ? await servePhoneAssets(app, dists.phone, hints?.phoneFirstScreens) : null;
  await serveApp(app, dists.web, '/', hints, phoneHtml);
  if (dists.console) await serveApp(app, dists.console, '/admin/');
}

/** The phone storefront's built files at /m/ (no pages of its own there: its pages answer at the storefront's paths). */
async function servePhoneAssets(app: FastifyInstance, dist: string, firstScreens?: FirstScreens): Promise<PhoneHtml | null> {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ dist }, 'phone storefront not built: run npm run build');
    return null;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/m/',
    index: false,
    wildcard: false,
    preCompressed: true,
    decorateReply: false,
    setHeaders(reply, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
      // The phone's service worker keeps its shell for the storefront's own paths, so its scope is the whole site.
      if (/^sw\.js(\.(br|gz))?$/.test(path.basename(file))) reply.header('service-worker-allowed', '/');
    },
  });
  app.get('/m/*', { schema: { hide: true } }, async (_req, reply) => reply.status(404).type('text/plain; charset=utf-8').send('Not Found'));
  return phonePageHtml(dist, fs.readFileSync(index, 'utf8'), firstScreens);
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const ownPath = (s: string) => s.startsWith('/') && !s.startsWith('//');
const webLink = (s: string) => ownPath(s) || /^https?:\/\//i.test(s);

/** `/list/info/:id`, `*` → a whole-path matcher. */
function routeMatcher(patterns: string[]): (path: string) => boolean {
  const regexes = patterns.map(
    (p) =>
      new RegExp(
        `^${p
          .split('/')
          .map((seg) => (seg === '*' ? '.*' : seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
      ),
  );
  return (path) => regexes.some((r) => r.test(path));
}

function withoutHeaderOf(dist: string): (path: string) => boolean {
  try {
    const frames = JSON.parse(fs.readFileSync(path.join(dist, ROUTE_FRAMES_FILE), 'utf8')) as { withoutHeader?: string[] };
    return routeMatcher(frames.withoutHeader ?? []);
  } catch {
    return () => false;
  }
}

/**
 * The top banner drawn by the HTML itself, above the app's root, in the band the app's TopBanner draws (the
 * storefront's global class `yc-top-banner`, whose stylesheet the HTML loads before it paints): it paints before the scripts run, and the app adopts it rather than drawing its own (a
 * replaced element would be painted — and counted as the largest paint — again). The data rides along for the app's
 * query (a JSON block, which the CSP does not execute).
 */
function bootBanner(b: Banner): string {
  const href = webLink(b.url) ? ` href="${attr(b.url)}"` : '';
  const json = JSON.stringify([b]).replace(/</g, '\\u003c');
  return (
    `<div id="boot-top" class="yc-top-banner"><a${href} title="${attr(b.name)}">` +
    `<img src="${attr(b.image)}" alt="${attr(b.name)}"></a></div>` +
    `<script type="application/json" id="boot-top-banner">${json}</script>`
  );
}

/**
 * A goods page's main image drawn by the HTML where the page's gallery shows it (the storefront's global classes
 * `yc-boot-goods` and `yc-goods-main`, the gallery's own box): it paints with the first paint instead of after the scripts, the goods query and React, and the
 * gallery removes it once its own image — the same picture at the same size — has loaded. Decorative: the page's own
 * image carries the name.
 */
function bootPageImage(image: string): string {
  return `<div id="boot-goods" class="yc-boot-goods" aria-hidden="true"><div class="yc-goods-main"><img src="${attr(image)}" alt="" fetchpriority="high"></div></div>`;
}

/**
 * The storefront's HTML for a path: on framed pages, with the top banner preloaded and drawn before the app starts
 * (the largest paint of most pages: without this its request waits for the scripts, then for /api/focus/top, then
 * for React). Only our own image paths; any failure leaves the HTML as built.
 */
function htmlWithHints(html: string, hints: PageHints | undefined, withoutHeader: (path: string) => boolean) {
  let cached: { at: number; html: string } | null = null;
  const framed = async (): Promise<string> => {
    if (!hints) return html;
    if (cached && Date.now() - cached.at < HINTS_TTL_MS) return cached.html;
    let out = html;
    try {
      const banner = await hints.topBanner();
      if (banner && ownPath(banner.image)) {
        out = html
          .replace('</head>', `    <link rel="preload" as="image" href="${attr(banner.image)}" fetchpriority="high">\n  </head>`)
          .replace('<div id="root"></div>', `${bootBanner(banner)}<div id="root"></div>`);
      }
    } catch {
      // a hint is never worth an error page
    }
    cached = { at: Date.now(), html: out };
    return out;
  };
  const withPageImage = async (page: string, path: string): Promise<string> => {
    try {
      const image = await hints?.pageImage?.(path);
      if (!image || !ownPath(image)) return page;
      return page
        .replace('</head>', `    <link rel="preload" as="image" href="${attr(image)}" fetchpriority="high">\n  </head>`)
        .replace('<div id="root"></div>', `${bootPageImage(image)}<div id="root"></div>`);
    } catch {
      return page;
    }
  };
  return async (path: string) => withPageImage(withoutHeader(path) ? html : await framed(), path);
}

async function serveApp(app: FastifyInstance, dist: string, prefix: '/' | '/admin/', hints?: PageHints, phoneHtml?: PhoneHtml | null) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ dist }, 'web app not built: run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each asset (web/vite-precompress.ts): sent as they are when accepted.
    preCompressed: true,
    // The second app shares the reply decorators the first one added.
    decorateReply: prefix === '/',
    setHeaders(reply, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
  const html = htmlWithHints(fs.readFileSync(index, 'utf8'), hints, withoutHeaderOf(dist));
  const fallback = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0]!;
    if (API_PREFIXES.some((p) => url.startsWith(p))) return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
    // Built files are routes of their own (wildcard: false); a missing file is a 404, not the app.
    if (path.extname(url)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!phoneHtml) return reply.send(await html(url));
    // The same address answers a phone and a desk differently: caches keep them apart.
    reply.header('vary', 'User-Agent, Cookie');
    if (storefrontView(req.cookies?.[VIEW_COOKIE], req.headers['user-agent']) !== 'phone') return reply.send(await html(url));
    const guest = !req.cookies?.[SESSION_COOKIE];
    // A guest on a phone opening a member's page (the cart, orders, the wallet) signs in first: at once, instead of after
    // the page's scripts have run and its first call has been refused.
    const key = phonePageOf(url);
    if (guest && key && PHONE_MEMBER_PAGES.has(key)) return reply.redirect(`/login?redirect=${encodeURIComponent(req.url)}`);
    const phone = await phoneHtml(new URL(req.url, 'http://storefront'), { guest });
    const csp = reply.getHeader('content-security-policy') ?? reply.raw.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.raw.setHeader('content-security-policy', withPhoneLoader(csp));
    return reply.send(phone);
  };
  app.get(`${prefix}*`, { schema: { hide: true } }, fallback);
  if (prefix !== '/') app.get(prefix.slice(0, -1), { schema: { hide: true } }, async (_req, reply) => reply.redirect(prefix));
}
