import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { precompress } from '../web/vite-precompress';
import { serviceWorker } from './vite-service-worker';
import { pagePreloads } from './vite-page-preloads';

const API = 'http://localhost:3000';

/**
 * The phone storefront (issue 46): its own small app, built beside the desktop storefront and the console. Its pages
 * answer at the storefront's own paths (the server picks the app by device, contract PHONE_PAGES); its files live
 * under /m/.
 */
export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    serviceWorker(fs.readFileSync(new URL('./src/app/service-worker.js.txt', import.meta.url), 'utf8')),
    pagePreloads(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)), '/m/'),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-web-budget.mjs: what the phone home loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5175,
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/media': { target: API, changeOrigin: false },
    },
  },
});
