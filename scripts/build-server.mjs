#!/usr/bin/env node
// Builds the server for production: one ESM bundle per entry (the API server, the operator CLI) with the contract
// package compiled in and every npm dependency left external, so `npm start` runs plain JavaScript with no TypeScript
// loader. Type checking stays with `tsc` (npm test); this only transpiles.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'server');
const pkg = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@yaocai/contract');

await build({
  entryPoints: { main: path.join(server, 'src/main.ts'), admin: path.join(server, 'src/cli/admin.ts') },
  outdir: path.join(server, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports of the external packages (drizzle-orm/pg-core, …) stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log('server/dist built');
