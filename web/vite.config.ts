import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';
import { routeFrames } from './vite-route-frames';

const API = 'http://localhost:3000';

const ANTD =
  /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@emotion|dayjs|clsx|compute-scroll-into-view|scroll-into-view-if-needed|throttle-debounce|stylis)[\\/]/;

/**
 * Vendor groups, so the app's own code changes without busting the (large, stable) library chunks. antd is split by
 * need: what the shell loads at start (`$initial`: statically imported from the entry) and what only lazily loaded
 * pages use (Table, Pagination, InputNumber, Breadcrumb… of the goods lists and product page), so the home page does
 * not download the table.
 */
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
  { name: 'antd', test: ANTD, tags: ['$initial' as const] },
  // Strictly by page, with no `entriesAwareMergeThreshold`: merging the small subgroups (tried at 1.5 kB) saves the lists
  // a few files, but puts what one page needs into another's chunk (the input styles into the home page's floors,
  // +3.6 kB; from 1.9 kB on, Pagination and Select into the goods page's, +35 kB).
  { name: 'antd-pages', test: ANTD, entriesAware: true },
];

export default defineConfig({
  plugins: [react(), precompress(), routeFrames()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-web-budget.mjs: which chunks each page loads first.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Rolldown's successor of Rollup's manualChunks (which Vite 8 still accepts but marks deprecated).
        codeSplitting: { groups: chunkGroups },
        // antd's page groups are named after every page that shares them (`antd-pages~brands~cart~coupon-centre~…`,
        // up to 100 characters), and each name is written into the entry's table of what every lazy page preloads and
        // into each import of it: a short name is as good and costs fewer bytes on every page.
        chunkFileNames: (chunk) => (chunk.name.startsWith('antd-pages~') ? 'assets/antd-pages-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/media': { target: API, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/media': { target: API, changeOrigin: false },
    },
  },
});
