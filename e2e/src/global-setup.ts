import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { root, startServer, type Running } from './server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One storefront per test worker (servers.ts `serverURL()` picks the worker's own). */
    baseURLs: string[];
    /** A data dir with the demo data loaded, never served: a file that starts a server of its own copies it. */
    seededDataDir: string;
  }
}

/**
 * One storefront per test worker, so two files that run at once never share a buyer's cart or an operator's queue.
 * A first server migrates and loads the demo data into a fresh data dir; once it has shut down cleanly, every
 * storefront starts from a copy of that directory instead of seeding its own (~40 s each), and so can a file that
 * runs a server of its own (`seededDataDir`).
 */
export default async function setup(project: TestProject) {
  for (const built of ['web/dist/index.html', 'admin/dist/index.html', 'server/dist/main.js']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} missing: run npm run build first`);
  }
  // As many servers as the project runs files at once (vitest.config.ts: E2E_SERVERS, default 2).
  const seeded = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-e2e-seeded-'));
  const dirs = Array.from({ length: Math.max(1, project.config.maxWorkers) }, () => fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-e2e-')));
  const servers: Running[] = [];
  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const dir of [seeded, ...dirs]) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await (await startServer(seeded)).stop();
    for (const dir of dirs) fs.cpSync(seeded, dir, { recursive: true });
    servers.push(...(await Promise.all(dirs.map((dir) => startServer(dir)))));
  } catch (e) {
    await teardown();
    throw e;
  }
  project.provide(
    'baseURLs',
    servers.map((s) => s.baseURL),
  );
  project.provide('seededDataDir', seeded);
  return teardown;
}
