#!/usr/bin/env node
// `npm start`: build the storefront, the operator console, the phone storefront and the server when missing or older than their sources, then run the built server
// (migrations, demo data on an empty database, API + storefront on one port). `npm run dev` runs from source instead.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './node-version.mjs';

// First, before building anything: an older Node fails later with an error that does not say why.
requireSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Runs `npm run build -w <workspace>` when `output` is missing or older than any of `sources`. */
function buildIfStale(workspace, output, sources, label) {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  if (built && !sources.some((d) => newestMtime(d) > built)) return;
  console.log(label);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const contract = path.join(root, 'contract', 'src');
buildIfStale('web', path.join(root, 'web', 'dist', 'index.html'), [path.join(root, 'web', 'src'), contract], '构建前端 (building the storefront)…');
buildIfStale(
  'admin',
  path.join(root, 'admin', 'dist', 'index.html'),
  [path.join(root, 'admin', 'src'), contract],
  '构建运营后台 (building the operator console)…',
);
buildIfStale(
  'phone',
  path.join(root, 'phone', 'dist', 'index.html'),
  [path.join(root, 'phone', 'src'), contract],
  '构建手机版 (building the phone storefront)…',
);
buildIfStale(
  'server',
  path.join(root, 'server', 'dist', 'main.js'),
  [path.join(root, 'server', 'src'), contract],
  '构建服务端 (building the server)…',
);

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  // Demo mode: the built-in sandbox payment provider is on unless PAYMENTS_SANDBOX=false says otherwise.
  env: { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
// `npm start` receiving SIGTERM ends npm without passing the signal on: when our parent goes away, stop the server too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) child.kill('SIGTERM');
}, 500).unref();
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
