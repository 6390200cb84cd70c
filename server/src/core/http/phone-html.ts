import fs from 'node:fs';
import path from 'node:path';
import { phonePageOf, type PhonePage } from '@yaocai/contract';

/** Written by the phone build (phone/vite-page-preloads.ts): each page's files beyond the entry's. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

type Preloads = Partial<Record<PhonePage, { js: string[]; css: string[] }>>;

const ownAsset = (href: string) => /^\/m\/assets\/[\w.-]+\.(js|css)$/.test(href);

/**
 * The phone storefront's HTML for each of its pages: the built index.html, plus `<link rel="modulepreload">` (and
 * style preloads) for the files that page's module needs, so the browser fetches them beside the entry instead of once
 * the entry has run and the router has asked for them. Returns null for a path with no phone page. Without the build's
 * preload list (an older build) every page gets the plain index.html.
 */
export function phonePageHtml(dist: string, index: string): (urlPath: string) => string | null {
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
  return (urlPath) => {
    const key = phonePageOf(urlPath);
    if (!key) return null;
    return pages.get(key) ?? index;
  };
}
