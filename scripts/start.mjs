#!/usr/bin/env node
// `npm start`: build the storefront when it is missing or older than its sources, then run the server
// (migrations, demo data on an empty database, API + storefront on one port).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const index = path.join(root, 'web', 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, 'web', 'src'), path.join(root, 'contract', 'src')];
const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
if (!built || sources.some((d) => newestMtime(d) > built)) {
  console.log('构建前端 (building the storefront)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
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
