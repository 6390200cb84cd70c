import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API = 'http://localhost:3000';

/** Vendor groups, so the app's own code changes without busting the (large, stable) library chunks. */
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
  { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@emotion|dayjs|clsx|compute-scroll-into-view|scroll-into-view-if-needed|throttle-debounce|stylis)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Rolldown's successor of Rollup's manualChunks (which Vite 8 still accepts but marks deprecated).
        codeSplitting: { groups: chunkGroups },
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
