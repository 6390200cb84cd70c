import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';

/** Paths that are never an app page: an unknown one is a JSON 404, not index.html. */
const API_PREFIXES = ['/api/', '/media/', '/admin/api/'];

/**
 * Serves the built storefront at / and the built operator console at /admin. Hashed assets get a year of cache;
 * index.html is never cached so a deploy is seen at once. Any other GET falls back to its app's index.html
 * (client-side routes, then the app's own 404).
 */
export interface PageHints {
  /** Images every storefront page shows at once (the top banner): preloaded from the HTML. */
  preloadImages: () => Promise<string[]>;
}

/** How long the storefront's HTML keeps its preload hints before asking again (banners change rarely). */
const HINTS_TTL_MS = 30_000;

export async function registerWebApp(app: FastifyInstance, dist: string, consoleDist?: string, hints?: PageHints) {
  await serveApp(app, dist, '/', hints);
  if (consoleDist) await serveApp(app, consoleDist, '/admin/');
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The storefront's HTML with `<link rel="preload">` for the images its pages show first: the top banner is the
 * largest paint of most pages, and without the hint its request waits for the scripts and then for /api/focus/top.
 * Only our own paths are hinted; any failure leaves the HTML as built.
 */
function htmlWithHints(html: string, hints: PageHints | undefined) {
  let cached: { at: number; html: string } | null = null;
  return async (): Promise<string> => {
    if (!hints) return html;
    if (cached && Date.now() - cached.at < HINTS_TTL_MS) return cached.html;
    let out = html;
    try {
      const links = (await hints.preloadImages())
        .filter((src) => src.startsWith('/') && !src.startsWith('//'))
        .map((src) => `<link rel="preload" as="image" href="${attr(src)}" fetchpriority="high">`);
      if (links.length) out = html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    } catch {
      // a hint is never worth an error page
    }
    cached = { at: Date.now(), html: out };
    return out;
  };
}

async function serveApp(app: FastifyInstance, dist: string, prefix: '/' | '/admin/', hints?: PageHints) {
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
  const html = htmlWithHints(fs.readFileSync(index, 'utf8'), hints);
  const fallback = async (url: string, reply: import('fastify').FastifyReply) => {
    if (API_PREFIXES.some((p) => url.startsWith(p))) return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
    // Built files are routes of their own (wildcard: false); a missing file is a 404, not the app.
    if (path.extname(url)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await html());
  };
  app.get(`${prefix}*`, { schema: { hide: true } }, async (req, reply) => fallback(req.url.split('?')[0], reply));
  if (prefix !== '/') app.get(prefix.slice(0, -1), { schema: { hide: true } }, async (_req, reply) => reply.redirect(prefix));
}
