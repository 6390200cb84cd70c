import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { root, startServer, type Running } from './server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One storefront per test worker (servers.ts `serverURL()` picks the worker's own). */
    baseURLs: string[];
  }
}

/**
 * One storefront per test worker, so two files that run at once never share a buyer's cart or an operator's queue.
 * The first server migrates and loads the demo data into its fresh data dir; once it has shut down cleanly, the
 * others start from copies of that directory instead of seeding their own (~40 s each).
 */
export default async function setup(project: TestProject) {
  for (const built of ['web/dist/index.html', 'admin/dist/index.html', 'server/dist/main.js']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} missing: run npm run build first`);
  }
  // As many servers as the project runs files at once (vitest.config.ts: E2E_SERVERS, default 1).
  const dirs = Array.from({ length: Math.max(1, project.config.maxWorkers) }, () => fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-e2e-')));
  const servers: Running[] = [];
  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (dirs.length > 1) {
      await (await startServer(dirs[0]!)).stop();
      for (const dir of dirs.slice(1)) fs.cpSync(dirs[0]!, dir, { recursive: true });
    }
    servers.push(...(await Promise.all(dirs.map((dir) => startServer(dir)))));
  } catch (e) {
    await teardown();
    throw e;
  }
  project.provide(
    'baseURLs',
    servers.map((s) => s.baseURL),
  );
  return teardown;
}
