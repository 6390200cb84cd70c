#!/usr/bin/env node
// The storefront's JavaScript budget (issue 16): what a buyer's browser downloads before a page can show — the entry,
// every chunk it imports statically, and the page's own chunk with its static imports — gzip-compressed, as the server
// sends it (web/vite-precompress.ts writes the .gz files). Fails (exit 1) when a page passes the budget, so a change
// that pulls a heavy library into the first load is caught by `npm test`, not by a buyer. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

// Bytes of gzip per page. The home page is held to issue 16's 250 KB; the goods pages (antd's table, form and input
// parts they need at once) to what they weigh today plus a little, so they can only get lighter.
// 2026-12-07 (issue 46, desktop part): the goods page 451 → 281 kB (its other tabs, 404, 拼团 panel, dialogs and member
// parts load when shown; the trail and tab bar drawn without antd's Breadcrumb and Tabs), and every page 1–3 kB
// lighter (antd's shared chunks under short file names).
// The phone storefront (issue 46): its home to the 150 KB (React, the router and the query client are 108 KB of
// it; toasts and dialogs load on first use), the other pages to what they weigh today plus a little (chunk boundaries
// move by a few KB as pages are added).
const APPS = {
  web: {
    '/': { source: 'src/app/routes/home.tsx', budget: 250_000 },
    '/list': { source: 'src/app/routes/goods-list.tsx', budget: 406_000 },
    '/search': { source: 'src/app/routes/search.tsx', budget: 398_000 },
    '/list/info/:id': { source: 'src/app/routes/goods-detail.tsx', budget: 283_000 },
    '/cart': { source: 'src/app/routes/cart.tsx', budget: 319_000 },
  },
  phone: {
    '/': { source: 'src/features/home/home-page.tsx', budget: 150_000 },
    // −1 KB (2026-12-07): its rows' pictures are plain <img>s (antd-mobile's Image is gone from the lists).
    '/search': { source: 'src/features/search/search-page.tsx', budget: 151_000 },
    // +1.5 KB (2026-12-06, the account pages): the entry's table of lazy pages names seven more (≈1 KB), and the
    // photo uploader's + icon, shared with the stepper, became a chunk of its own (≈0.6 KB).
    // +1 KB (2026-12-06, the money pages): the entry's table of lazy pages names seven more, each with its files to
    // preload (≈0.8 KB); none of their code loads before they are opened.
    // +0.5 KB (2026-12-06, registration): five more entries in the table, and 459 opening the e-contract in the client.
    // +1 KB (2026-12-07, every desktop address a phone page): the entry's table names ~40 more pages with their files.
    // −30.5 KB (2026-12-07): the gallery is scroll snap and plain pictures; antd-mobile's Swiper (with its spring and
    // gesture libraries) and Image no longer load with the goods page.
    '/list/info/:id': { source: 'src/features/catalog/goods-detail-page.tsx', budget: 162_000 },
    '/cart': { source: 'src/features/cart/cart-page.tsx', budget: 185_000 },
  },
};

let dist = '';
let manifest = {};

function gzipSize(file) {
  const full = path.join(dist, file);
  const gz = `${full}.gz`;
  return fs.existsSync(gz) ? fs.statSync(gz).size : zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
}

/** The JS files a manifest entry loads before it runs: itself and its static imports, transitively. */
function closure(key, files = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`check-web-budget: ${key} is not in the build manifest`);
  if (files.has(entry.file)) return files;
  files.add(entry.file);
  for (const dep of entry.imports ?? []) closure(dep, files);
  return files;
}

let failed = false;
for (const [app, pages] of Object.entries(APPS)) {
  dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../${app}/dist`);
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.error(`check-web-budget: ${manifestFile} is missing — run npm run build first`);
    process.exit(1);
  }
  manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const rows = [];
  for (const [route, { source, budget }] of Object.entries(pages)) {
    const files = closure(source, closure('index.html'));
    const bytes = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);
    const ok = bytes <= budget;
    failed ||= !ok;
    rows.push(
      `${ok ? 'ok  ' : 'OVER'} ${route.padEnd(16)} ${(bytes / 1000).toFixed(1).padStart(6)} kB gzip (budget ${budget / 1000}) in ${files.size} files`,
    );
  }
  console.log(`${app === 'web' ? 'storefront' : 'phone storefront'} initial JS:\n${rows.join('\n')}`);
}
if (failed) {
  console.error('check-web-budget: a page passes its JS budget — load the heavy part lazily (see docs/benchmarks.md)');
  process.exit(1);
}
