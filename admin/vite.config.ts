import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API = 'http://localhost:3000';

/** The operator console: its own app under /admin, built beside the storefront and served by the same server. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            { name: 'charts', test: /node_modules[\\/](recharts|d3-[\w-]+|victory-vendor|@reduxjs|redux|immer|reselect)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@emotion|dayjs|stylis)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/admin/api': { target: API, changeOrigin: false },
      '/api': { target: API, changeOrigin: false },
      '/media': { target: API, changeOrigin: false },
    },
  },
});
