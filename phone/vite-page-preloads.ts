import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Writes dist/page-preloads.json: for each phone page (the router's `key: lazy(() => import('…'))` lines), the files its
 * module needs beyond what the entry already loads — so the server can name them in that page's HTML
 * (`<link rel="modulepreload">`) and the browser fetches them beside the entry instead of after it has run (one round
 * trip less before the page draws; issue 46's LCP on slow 4G).
 */
export function pagePreloads(routerFile: string, base: string): Plugin {
  return {
    name: 'yaocai-phone-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const pages = [...fs.readFileSync(routerFile, 'utf8').matchAll(/^\s*(\w+): lazy\(\(\) => import\('([^']+)'\)\),?$/gm)];
      if (pages.length === 0) this.error(`no pages found in ${routerFile}`);
      const chunks = Object.values(bundle).filter((c): c is Chunk & typeof c => c.type === 'chunk') as unknown as Chunk[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (c: Chunk, out = new Set<string>()) => {
        for (const f of [c.fileName, ...c.imports]) {
          if (out.has(f)) continue;
          out.add(f);
          const next = byFile.get(f);
          if (next) closure(next, out);
        }
        return out;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) this.error('phone build: no entry chunk');
      const loaded = closure(entry);
      const preloads: Record<string, { js: string[]; css: string[] }> = {};
      for (const [, key, spec] of pages) {
        const source = path.resolve(path.dirname(routerFile), spec!);
        // The chunk that holds the page's module (two pages' modules may share one).
        const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\.[jt]sx?$/, '') === source));
        if (!chunk) this.error(`phone build: no chunk for page ${key} (${spec})`);
        const js = [...closure(chunk)].filter((f) => !loaded.has(f));
        const css = [...new Set(js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]))];
        preloads[key!] = { js: js.map((f) => base + f), css: css.map((f) => base + f) };
      }
      this.emitFile({ type: 'asset', fileName: 'page-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}
