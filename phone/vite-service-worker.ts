import type { Plugin } from 'vite';

/**
 * Writes the phone storefront's service worker (dist/sw.js) at build time, with the shell it keeps: the phone's
 * index.html and the files its first page loads (from the bundle: the entry chunk, its static imports and CSS), under a
 * version that changes with them. What the worker does is in src/app/service-worker.js.txt's comments.
 */
export function serviceWorker(source: string): Plugin {
  return {
    name: 'yaocai-phone-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (!entry || entry.type !== 'chunk') throw new Error('phone build: no entry chunk');
      const shell = new Set<string>([entry.fileName, ...entry.imports, ...(entry.viteMetadata?.importedCss ?? [])]);
      const files = ['index.html', ...[...shell].sort()].map((f) => `/m/${f}`);
      const version =
        files.join('|').length.toString(36) +
        '-' +
        [...shell]
          .sort()
          .join('')
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(-24);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source.replace('__SHELL__', JSON.stringify(files)).replace('__VERSION__', JSON.stringify(version)),
      });
    },
  };
}
