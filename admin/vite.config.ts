import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API = 'http://localhost:3000';

/**
 * pdf.js's character maps and standard fonts (the console draws uploaded PDFs itself, components/file-preview.tsx):
 * copied to dist/pdfjs/ at build and served from node_modules in development; fetched only when a PDF needs them.
 */
function pdfjsAssets(): Plugin {
  const root = path.dirname(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist')));
  const dirs = ['cmaps', 'standard_fonts'];
  return {
    name: 'yaocai-pdfjs-assets',
    generateBundle() {
      for (const dir of dirs)
        for (const file of fs.readdirSync(path.join(root, dir)))
          this.emitFile({ type: 'asset', fileName: `pdfjs/${dir}/${file}`, source: fs.readFileSync(path.join(root, dir, file)) });
    },
    configureServer(server) {
      server.middlewares.use('/admin/pdfjs', (req, res, next) => {
        const [dir, file] = (req.url ?? '').replace(/^\//, '').split('/');
        if (!dir || !file || !dirs.includes(dir) || !/^[\w.-]+$/.test(file)) return next();
        const full = path.join(root, dir, file);
        if (!fs.existsSync(full)) return next();
        res.setHeader('content-type', 'application/octet-stream');
        fs.createReadStream(full).pipe(res);
      });
    },
  };
}

/** The operator console: its own app under /admin, built beside the storefront and served by the same server. */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), pdfjsAssets()],
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
