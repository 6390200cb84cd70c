import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { loadSeedIfEmpty } from '../src/seed/load-seed.js';
import type { TraceReportSink } from '../src/modules/traceability/trace-report.js';
import { takeDatabase, type PostgresCopy } from './postgres-copies.js';

export type DbKind = 'pglite' | 'postgres';

const SERVER = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The suites where the embedded engine can behave otherwise run on both databases: PGlite is the same PostgreSQL
 * compiled to WebAssembly, in the server's own process, on one connection, behind another driver. So: the database
 * layer (drivers' types, one-trip statements), search (pg_trgm and full text in WebAssembly, PGlite's rebuild at
 * start), money and stock written in transactions (checkout, payments, fulfilment), limits kept in the database,
 * LISTEN/NOTIFY (chat), jobs, stored files, time zones, hostile text, the demo data. On PostgreSQL first when there is a
 * server (TEST_DATABASE_URL; CI has one): its template is ready first (api-setup.ts), PGlite's is still being seeded.
 */
export const DB_KINDS: DbKind[] = SERVER ? ['postgres', 'pglite'] : ['pglite'];

/**
 * Every other suite (a module's rules, over the same queries) runs on one database: PostgreSQL, production's, when
 * there is a server, PGlite otherwise. The embedded engine still answers every API operation in the fuzzer
 * (fuzz-test-kit.ts) and reads every table the same as PostgreSQL (db/driver-parity.api.test.ts).
 * YAOCAI_API_KINDS=all runs these on both too.
 */
export const MODULE_KINDS: DbKind[] = !SERVER ? ['pglite'] : process.env.YAOCAI_API_KINDS === 'all' ? DB_KINDS : ['postgres'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The throwaway PostgreSQL database's URL (postgres kind only), for tests that start real server processes. */
  url?: string;
  close(): Promise<void>;
  /** inject with the session cookie of `login()` when given. */
  call(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** A member's session, signed in from a fresh client address (so per-IP login limits stay out of the way). */
  login(username?: string, password?: string): Promise<string>;
  /** The seed operator's (admin) console session, from a fresh client address. */
  operatorLogin(username?: string, password?: string): Promise<string>;
}

/** A fresh client address, so per-IP limits of one test do not spill into the next. */
export const newIp = () => `10.${crypto.randomInt(0, 255)}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;

/** The session cookie a sign-in answer set (the last non-clearing yc_sid). */
export const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const set = res.headers['set-cookie'];
  const list = (Array.isArray(set) ? set : [set]).map(String);
  return list
    .filter((c) => c.startsWith('yc_sid=') && !c.startsWith('yc_sid=;'))
    .at(-1)!
    .split(';')[0];
};

/**
 * The seeded PGlite data directory once api-setup.ts has put it in place (it is seeded while the first suites run on
 * PostgreSQL), or its failure.
 */
async function pgliteTemplateReady(template: string): Promise<void> {
  while (!fs.existsSync(template)) {
    if (fs.existsSync(`${template}.failed`))
      throw new Error(`the PGlite template could not be seeded: ${fs.readFileSync(`${template}.failed`, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A copy of the seeded PGlite data directory (server/test/api-setup.ts) beside it, for one suite; `close` removes it. */
async function copyOfTemplate(template: string): Promise<string> {
  await pgliteTemplateReady(template);
  const dir = fs.mkdtempSync(path.join(path.dirname(template), 'suite-'));
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/** A fresh, migrated, seeded database of the given kind and an app on it. PostgreSQL gets a throwaway database. */
export async function createTestApp(
  kind: DbKind,
  /** `env`: configuration over the tests' own (a production app: NODE_ENV=production, PAYMENTS_SANDBOX=false…). */
  /** `traceSink`: the national 追溯 platforms' double (traceability's RecordingTraceSink); none by default, as in production. */
  opts: { seed?: boolean; extend?: (app: FastifyInstance) => void; env?: Record<string, string>; traceSink?: TraceReportSink } = {},
): Promise<TestApp> {
  let url: string | undefined;
  let copy: PostgresCopy | undefined;
  // The seeded copies made once by server/test/api-setup.ts (a suite that wants no seed starts from nothing).
  const seeded = opts.seed !== false;
  const liteTemplate = seeded && kind === 'pglite' ? process.env.YAOCAI_PGLITE_TEMPLATE : undefined;
  if (kind === 'postgres') {
    copy = await takeDatabase(process.env.TEST_DATABASE_URL!, seeded ? process.env.YAOCAI_PG_TEMPLATE : undefined);
    url = copy.url;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    SEARCH_CACHE_TTL_MS: '0',
    PAYMENTS_SANDBOX: 'true',
    ...opts.env,
    ...(url ? { DATABASE_URL: url } : {}),
  });
  // PGlite opens a copy of the seeded data directory, as `npm start` opens its own; PostgreSQL, the copy made above.
  const dataDir = liteTemplate ? await copyOfTemplate(liteTemplate) : 'memory://';
  // As production runs: named prepared statements on PostgreSQL (config DATABASE_NAMED_STATEMENTS).
  const database = await openDatabase({ url, dataDir, poolMax: 5, namedStatements: true });
  // A no-op on a copy of the template (it is migrated); the whole history on an empty database.
  await runMigrations(database);
  if (seeded) await loadSeedIfEmpty(database);
  const app = await buildApp({ config, database, logger: false, traceSink: opts.traceSink });
  opts.extend?.(app);
  await app.ready();

  const call: TestApp['call'] = ({ cookie, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...(headers ?? {}), ...(cookie ? { cookie } : {}) } });

  return {
    app,
    database,
    url,
    call,
    async login(username = 'demo', password = 'demo123456') {
      const res = await call({ method: 'POST', url: '/api/user/login', remoteAddress: newIp(), ...form({ username, password }) });
      if (res.statusCode !== 200) throw new Error(`login ${username} ${res.statusCode} ${res.body}`);
      return cookieOf(res);
    },
    /** A console session: the demo operator by default, or any console account (a merchant's staff). */
    async operatorLogin(username = 'admin', password = 'admin123456') {
      const res = await call({
        method: 'POST',
        url: '/admin/api/login',
        remoteAddress: newIp(),
        ...form({ username, password }),
      });
      if (res.statusCode !== 200) throw new Error(`operator login ${username} ${res.statusCode} ${res.body}`);
      return cookieOf(res);
    },
    async close() {
      await app.close();
      await database.close();
      await copy?.drop();
      if (dataDir !== 'memory://') fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Form-encodes a body the way the storefront's request client does (nested keys, `ids[]=`). */
export function form(body: Record<string, unknown>): { payload: string; headers: Record<string, string> } {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((v, i) => add(`${key}[${typeof v === 'object' ? i : ''}]`, v));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value ?? ''))}`);
  };
  for (const [k, v] of Object.entries(body)) add(k, v);
  return { payload: parts.join('&'), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

/** A multipart body as the console's upload forms send it: text fields, then an optional `file` part. */
export function formWithFile(fields: Record<string, string>, file?: { data: Buffer; name: string; type?: string }) {
  const boundary = `----yaocai${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    const type = file.type ?? 'application/octet-stream';
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
