import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** One storefront per test worker (servers.ts `serverURL()` picks the worker's own). */
    baseURLs: string[];
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

interface Running {
  baseURL: string;
  stop(): Promise<void>;
}

/** The real server as production runs it (built server, built storefront + API) on a PGlite data dir, once it answers. */
async function startServer(dataDir: string): Promise<Running> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: baseURL,
      JOBS_POLL_MS: '500',
      PAYMENTS_SANDBOX: 'true',
      // Every test signs in from 127.0.0.1: the whole run's sign-ins fall in a few 10-minute windows of one address.
      LOGIN_ATTEMPTS_PER_IP: '1000',
    },
    // vitest exports NODE_ENV=test, which would turn the job worker off: this server runs its worker like production.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not start within 90 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, stop };
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
