import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What a production server must be given: its own keys and its https address (fresh keys per test run). */
export const PRODUCTION_KEYS = {
  PAY_SANDBOX_SECRET: crypto.randomBytes(32).toString('hex'),
  CHAT_SECRET: crypto.randomBytes(32).toString('hex'),
  PUBLIC_URL: 'https://yaocai.test',
};

/**
 * A server entry (`server/src/main.ts`, the CLI) run from source to its end: exit code and what it printed. For the
 * start-ups that must refuse (they never answer, so `startServer` cannot wait for them).
 */
export function runToExit(entry: string, args: string[], env: Record<string, string>, timeoutMs = 90_000) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} still running after ${timeoutMs} ms: ${stdout}${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The real server as its own process on the test's PostgreSQL database, with a fast job worker. */
export async function startServer(url: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      // Production's code paths, with the sandbox provider on: these servers open the test's seeded database, whose demo
      // accounts still have README's passwords, which a live production start refuses (production-start.api.test.ts
      // starts one with the sandbox off on purpose).
      PAYMENTS_SANDBOX: 'true',
      JOBS_POLL_MS: '200',
      // A production server refuses development keys and wants its public address (config.ts productionRefusals).
      ...PRODUCTION_KEYS,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the process wrote to stderr (passed on as before), kept to tell why if it never answers.
  let said = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2000);
    process.stderr.write(chunk);
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${said}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // A process that never answered must not outlive the test (it would keep its port and database connections).
      child.kill('SIGKILL');
      throw new Error(`server on port ${port} did not answer /api/health within 90 s; it said: ${said || '(nothing)'}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Ports the OS has free right now, picked synchronously (a describe block's tests capture them when they are defined):
 * a helper process binds port 0 for each and reports what it got. They come from the ephemeral range, where none of
 * this machine's services listens (random ports near 4000–5800 once hit NATS on 4222; PostgreSQL and RabbitMQ sit
 * there too), and two suites never get the same one.
 */
export function freePorts(count: number): number[] {
  const script =
    `const net = require('node:net'); const ports = [];` +
    `const servers = Array.from({ length: ${count} }, () => net.createServer());` +
    `servers.forEach((s, i) => s.listen(0, '127.0.0.1', () => { ports[i] = s.address().port;` +
    ` if (ports.filter(Boolean).length === ${count}) { console.log(ports.join(',')); servers.forEach((x) => x.close()); } }));`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(',').map(Number);
}

/**
 * Two real server processes on one fresh PostgreSQL database for a describe block (the "several processes answer as
 * one" tests): `onReady` receives the test app (SQL, logins) once both answer. Returns the two ports.
 */
export function useTwoServers(onReady: (t: TestApp) => void): [number, number] {
  const ports = freePorts(2) as [number, number];
  const servers: ChildProcess[] = [];
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    // Each kept as soon as it answers: when the other never does, afterAll still stops this one.
    await Promise.all(ports.map(async (port) => servers.push(await startServer(t!.url!, port))));
    onReady(t);
  }, 150_000);
  afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM');
    await t?.close();
  });
  return ports;
}
