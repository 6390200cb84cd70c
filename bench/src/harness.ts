import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
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
  /** CPU used during the measured seconds, in cores (1.0 = one core busy): server, PostgreSQL, load generator. */
  cpu?: { server: number; postgres: number; loadgen: number };
}

/** The server process whose CPU the rows report (set by run.ts when it starts one). */
let serverPid: number | undefined;
export function reportCpuOf(pid: number | undefined) {
  serverPid = pid;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of a process, in ms; 0 when it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process on this machine (postmaster, backends, walwriter…): CPU ms by pid. */
function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') byPid.set(Number(entry), cpuMsOf(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/** CPU PostgreSQL used between two readings: per process, so backends that end or start in between count right. */
function postgresDelta(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

function cpuSnapshot() {
  const own = process.cpuUsage();
  return { server: serverPid ? cpuMsOf(serverPid) : 0, postgres: postgresCpuMs(), loadgen: (own.user + own.system) / 1000, at: Date.now() };
}

export async function recreateDatabase(name: string) {
  const c = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  return `${PG_SERVER}/${name}`;
}

/**
 * The grown catalogue kept as a template (`BENCH_TEMPLATE=<name>`), so two checkouts are measured on the same data
 * (issue 45: the bench before and after a refactoring) without growing it twice: `name` is made a copy of the template
 * when the template exists (`true`), else recreated empty (`false`) for the caller to fill and keep with `keepTemplate`.
 */
export async function databaseFromTemplate(name: string, template: string): Promise<{ url: string; copied: boolean }> {
  const c = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await c.connect();
  try {
    const found = await c.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) return { url: await recreateDatabase(name), copied: false };
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name} template ${template}`);
    return { url: `${PG_SERVER}/${name}`, copied: true };
  } finally {
    await c.end();
  }
}

/** Keeps `name` (closed, as grown and vacuumed) as the template `template` of the next runs. */
export async function keepTemplate(name: string, template: string) {
  const c = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await c.connect();
  await c.query(`drop database if exists ${template} with (force)`);
  await c.query(`create database ${template} template ${name}`);
  await c.end();
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
  /**
   * Request bodies, built before measuring: every connection sends them all in turn, connection k starting k/connections
   * of the way in, so that no two connections send the same body at once (adds of one goods would queue on its line).
   * Built once because autocannon rebuilds a request with a body function for every send — about 70 µs of the load
   * generator's CPU a request, taken from the server on this 2-core machine, which a real client fleet does not cost.
   */
  bodies?: string[];
}

/** autocannon, 10 connections on loopback, after a warm-up; `paths` rotate so caches see varied keys. */
export async function measure(name: string, base: string, paths: string[], opts: MeasureOptions = {}): Promise<Figure> {
  const connections = opts.connections ?? 10;
  const method = opts.method ?? ('GET' as const);
  const bodies = opts.bodies;
  const requests = paths.map((p) => ({ method, path: p, headers: opts.headers }));
  // Connection k's own list: every body once, from its own starting point (paths still rotate).
  const requestsOf = (k: number, all: string[]) => {
    const from = Math.floor((k * all.length) / connections);
    return all.map((_, j) => ({ method, path: paths[j % paths.length], headers: opts.headers, body: all[(from + j) % all.length] }));
  };
  const run = (duration: number) => {
    let k = 0;
    return autocannon({
      url: base,
      connections,
      duration,
      requests: bodies ? requestsOf(0, bodies) : requests,
      ...(bodies ? { setupClient: (client: autocannon.Client) => client.setRequests(requestsOf(k++ % connections, bodies)) } : {}),
    });
  };
  await run(2);
  const before = cpuSnapshot();
  const r = await run(opts.seconds ?? 8);
  const after = cpuSnapshot();
  const elapsed = after.at - before.at;
  const round = (ms: number) => Math.round((ms / elapsed) * 100) / 100;
  const cores = (k: 'server' | 'loadgen') => round(after[k] - before[k]);
  // Each row as it is measured: a run that fails later still leaves its figures in the log.
  console.log(`${name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.errors + r.non2xx} errors`);
  return {
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpu: { server: cores('server'), postgres: round(postgresDelta(before.postgres, after.postgres)), loadgen: cores('loadgen') },
  };
}

/**
 * Brings a fresh server to its steady state for a workload: each distinct path once, 10 at a time (per-process caches
 * of rows read by id fill as they do on a serving process). Caches of whole answers are not touched by this.
 */
export async function warmUp(base: string, paths: string[], connections = 10): Promise<void> {
  const todo = [...new Set(paths)];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let p = todo.pop(); p !== undefined; p = todo.pop()) {
        const res = await fetch(base + p);
        await res.arrayBuffer();
      }
    }),
  );
}

export function table(figures: Figure[], baseline: Figure): string {
  const cpu = (f: Figure) => (f.cpu ? `${f.cpu.server} / ${f.cpu.postgres} / ${f.cpu.loadgen}` : '');
  const rows = figures.map(
    (f) => `| ${f.name} | ${f.reqPerSec} | ${f.p50} | ${f.p99} | ${(f.reqPerSec / baseline.reqPerSec).toFixed(2)} | ${f.errors} | ${cpu(f)} |`,
  );
  return [
    '| scenario | req/s | p50 ms | p99 ms | × baseline req/s | errors | CPU cores: server / PostgreSQL / load generator |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** A seeded pseudo-random generator (LCG) in [0, 1): the bench's catalogue and query mix are the same every run. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
