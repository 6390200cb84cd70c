import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The repository's root (the built server, storefront and console are under it). */
export const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Running {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * The real server as production runs it (built server, built storefront + API) on a PGlite data dir, or on the
 * PostgreSQL database `env.DATABASE_URL` names, once it answers; `env` over the e2e defaults (a production server with
 * the sandbox off, say).
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
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
      // The demo data without its 90 days of orders: these tests count orders, stock and statements from the seed.
      DEMO_HISTORY: 'false',
      ...env,
    },
    // vitest exports NODE_ENV=test, which would turn the job worker off: this server runs its worker like production.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  // Seeding a fresh data dir takes ~40 s on a quiet 2-core host and several times that when the host is shared: the
  // wait ends as soon as the server answers or exits; the deadline only stops a server that hangs.
  const deadline = Date.now() + 300_000;
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
      throw new Error('server did not start within 300 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, stop };
}

/**
 * `npm run admin -w server -- reset-demo-passwords` on a PGlite data dir (the built CLI, demo configuration): every
 * demo account still on README's password gets a random one. Returns the new passwords by user name.
 */
export function resetDemoPasswords(dataDir: string): Map<string, string> {
  const out = execFileSync(process.execPath, ['server/dist/admin.js', 'reset-demo-passwords'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return new Map([...out.matchAll(/(?:后台账号|会员账号) (\S+)\t(\S+)/g)].map((m) => [m[1], m[2]]));
}
