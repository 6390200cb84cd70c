import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PG_SERVER = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';

export interface Figure {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function recreateDatabase(name: string) {
  const c = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  return `${PG_SERVER}/${name}`;
}

/** The server as production runs it (`npm run build` first). */
export const SERVER_ENTRY = 'server/dist/main.js';

/** Starts a Node child (the built server, or the baseline from TypeScript) and waits until it answers `probe`. */
export async function startProcess(args: string[], env: Record<string, string>, probe: string): Promise<ChildProcess> {
  const loader = args[0].endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'];
  const child = spawn(process.execPath, [...loader, ...args], {
    cwd: ROOT,
    env: { PAYMENTS_SANDBOX: 'true', ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(probe)).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export interface MeasureOptions {
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A request body per request, from a counter shared by all connections (so they do not repeat one another). */
  body?: (n: number) => string;
}

/** autocannon, 10 connections on loopback, after a warm-up; `paths` rotate so caches see varied keys. */
export async function measure(name: string, base: string, paths: string[], opts: MeasureOptions = {}): Promise<Figure> {
  let n = 0;
  const body = opts.body;
  const requests = paths.map((p) => ({
    method: opts.method ?? ('GET' as const),
    path: p,
    headers: opts.headers,
    ...(body ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: body(n++) }) } : {}),
  }));
  const run = (duration: number) => autocannon({ url: base, connections: opts.connections ?? 10, duration, requests });
  await run(2);
  const r = await run(opts.seconds ?? 8);
  return { name, reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export function table(figures: Figure[], baseline: Figure): string {
  const rows = figures.map(
    (f) => `| ${f.name} | ${f.reqPerSec} | ${f.p50} | ${f.p99} | ${(f.reqPerSec / baseline.reqPerSec).toFixed(2)} | ${f.errors} |`,
  );
  return ['| scenario | req/s | p50 ms | p99 ms | × baseline req/s | errors |', '|---|---|---|---|---|---|', ...rows].join('\n');
}
