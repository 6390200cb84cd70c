import fs from 'node:fs';
import path from 'node:path';
import { phonePageOf, type PhonePage } from '@yaocai/contract';

/** Written by the phone build (phone/vite-page-preloads.ts): each page's files beyond the entry's. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

type Preloads = Partial<Record<PhonePage, { js: string[]; css: string[] }>>;

const ownAsset = (href: string) => /^\/m\/assets\/[\w.-]+\.(js|css)$/.test(href);
const ownPath = (s: string) => s.startsWith('/') && !s.startsWith('//');
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The goods page's main picture drawn by the HTML where the phone page's gallery shows it (phone app/global.css
 * `yc-boot-goods`): it paints before the scripts, the goods query and React — the page's largest paint — and the
 * gallery removes it once its own copy (the same picture at the same size) has loaded. It lets every tap through.
 */
function bootGoodsImage(image: string): string {
  return `<div id="boot-goods" class="yc-boot-goods" aria-hidden="true"><img src="${attr(image)}" alt="" fetchpriority="high"></div>`;
}

/**
 * The phone storefront's HTML for each of its pages: the built index.html, plus `<link rel="modulepreload">` (and
 * style preloads) for the files that page's module needs, so the browser fetches them beside the entry instead of once
 * the entry has run and the router has asked for them; the goods page also draws its main picture from the HTML.
 * Resolves to null for a path with no phone page. Without the build's
 * preload list (an older build) every page gets the plain index.html.
 */
export function phonePageHtml(
  dist: string,
  index: string,
  pageImage?: (urlPath: string) => Promise<string | null>,
): (urlPath: string) => Promise<string | null> {
  let preloads: Preloads = {};
  try {
    preloads = JSON.parse(fs.readFileSync(path.join(dist, PAGE_PRELOADS_FILE), 'utf8')) as Preloads;
  } catch {
    // no list: plain HTML
  }
  const pages = new Map<PhonePage, string>();
  for (const [key, files] of Object.entries(preloads) as Array<[PhonePage, { js: string[]; css: string[] }]>) {
    const links = [
      ...files.js.filter(ownAsset).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ...files.css.filter(ownAsset).map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ];
    pages.set(key, links.length ? index.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : index);
  }
  return async (urlPath) => {
    const key = phonePageOf(urlPath);
    if (!key) return null;
    const page = pages.get(key) ?? index;
    if (key !== 'goodsDetail' || !pageImage) return page;
    try {
      const image = await pageImage(urlPath);
      if (!image || !ownPath(image)) return page;
      return (
        page
          // First in the head: asked for before the scripts, whose bytes would otherwise share the line with it.
          .replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    <link rel="preload" as="image" href="${attr(image)}" fetchpriority="high">`)
          .replace('<div id="root"></div>', `${bootGoodsImage(image)}<div id="root"></div>`)
      );
    } catch {
      return page; // a hint is never worth an error page
    }
  };
}
