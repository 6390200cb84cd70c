import type { Plugin } from 'vite';
import { isRedirect, routeTable } from './src/app/route-table';

/** Where the server finds which storefront routes show the top banner (read by server/src/core/http/web-app.ts). */
export const ROUTE_FRAMES_FILE = '.vite/route-frames.json';

/**
 * Writes the paths of the pages drawn without the site header (login, registration, help…), so the server can put
 * the top banner into the HTML of every other page before the app's first render (issue 16: the banner is the
 * largest paint of most pages). One source of truth: the route table's flags.
 */
export function routeFrames(): Plugin {
  return {
    name: 'yaocai-route-frames',
    apply: 'build',
    generateBundle() {
      const withoutHeader = routeTable.flatMap((r) => (isRedirect(r) || r.flags.header ? [] : [r.path]));
      this.emitFile({ type: 'asset', fileName: ROUTE_FRAMES_FILE, source: `${JSON.stringify({ withoutHeader }, null, 2)}\n` });
    },
  };
}
