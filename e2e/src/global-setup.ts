import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seededIn } from '../../scripts/seeded-templates.mjs';
import { root, startServer, type Running } from './server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One storefront per test worker (servers.ts `serverURL()` picks the worker's own). */
    baseURLs: string[];
    /** A PGlite data dir with the demo data loaded, never served: a file that starts a server of its own copies it. */
    seededDataDir: string;
  }
}

/**
 * One storefront per test worker, so two files that run at once never share a buyer's cart or an operator's queue.
 *
 * The storefronts run as production does, on PostgreSQL, when a server is at hand (TEST_DATABASE_URL, which CI sets):
 * a first server migrates and loads the demo data into a template database, and each storefront gets a copy of it
 * (`CREATE DATABASE … TEMPLATE`). Without one (TEST_DATABASE_URL=none, or no server) they run on PGlite copies.
 * A PGlite data dir is seeded either way, at the same time on the other core: a file that starts a server of its own
 * (`seededDataDir`: the production second-factor journey) runs the embedded database `npm start` uses.
 * Under `npm test` both were seeded by the API step already (scripts/seeded-templates.mjs), and are copied from there.
 */
export default async function setup(project: TestProject) {
  for (const built of ['web/dist/index.html', 'admin/dist/index.html', 'phone/dist/index.html', 'server/dist/main.js']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} missing: run npm run build first`);
  }
  const workers = Math.max(1, project.config.maxWorkers);
  // Under `npm test` the API step has seeded both already (scripts/seeded-templates.mjs): its templates are used.
  const shared = seededIn(process.env.YAOCAI_SEEDED);
  const seeded = shared?.pglite ?? fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-e2e-seeded-'));
  const dirs = Array.from({ length: workers }, () => fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-e2e-')));
  const servers: Running[] = [];
  const databases = await postgresDatabases(workers, shared?.postgres ?? undefined);
  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const dir of [...(shared ? [] : [seeded]), ...dirs]) fs.rmSync(dir, { recursive: true, force: true });
    await databases?.drop();
  };
  try {
    // Seeding (unless the API step has), side by side: PostgreSQL's template and the PGlite data dir, each by a server
    // process of its own.
    await Promise.all([
      shared ? null : startServer(seeded).then((s) => s.stop()),
      databases && !databases.seeded ? startServer(dirs[0]!, { DATABASE_URL: databases.template }).then((s) => s.stop()) : null,
    ]);
    if (databases) {
      await databases.copy();
      servers.push(...(await Promise.all(dirs.map((dir, i) => startServer(dir, { DATABASE_URL: databases.storefronts[i]! })))));
    } else {
      for (const dir of dirs) fs.cpSync(seeded, dir, { recursive: true });
      servers.push(...(await Promise.all(dirs.map((dir) => startServer(dir)))));
    }
  } catch (e) {
    await teardown();
    throw e;
  }
  console.log(`e2e storefronts: ${servers.length} on ${databases ? 'PostgreSQL' : 'PGlite'}`);
  project.provide(
    'baseURLs',
    servers.map((s) => s.baseURL),
  );
  project.provide('seededDataDir', seeded);
  return teardown;
}

/**
 * Throwaway databases on the PostgreSQL server TEST_DATABASE_URL names (a template and one per storefront), or null
 * when there is none to use.
 */
async function postgresDatabases(count: number, seeded?: { server: string; name: string }) {
  const base = seeded?.server ?? (await postgresServer());
  if (!base) return null;
  const tag = crypto.randomBytes(5).toString('hex');
  // A template the API step seeded (and its run drops), or one of our own, seeded by our first server.
  const template = seeded?.name ?? `yaocai_e2e_${tag}_tpl`;
  const storefronts = Array.from({ length: count }, (_, i) => `yaocai_e2e_${tag}_${i + 1}`);
  const urlOf = (name: string) => {
    const u = new URL(base);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  if (!seeded) await admin(`create database ${template}`);
  return {
    seeded: Boolean(seeded),
    template: urlOf(template),
    storefronts: storefronts.map(urlOf),
    /** The storefronts' databases, copied from the template once its server's connections are gone. */
    copy: async () => {
      await templateReleased(base, template);
      for (const name of storefronts) await admin(`create database ${name} template ${template}`);
    },
    drop: async () => {
      for (const name of [...storefronts, ...(seeded ? [] : [template])])
        await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
    },
  };
}

/** TEST_DATABASE_URL (none: PGlite only), else a local server on 127.0.0.1:5432 that lets `postgres` in, as the API suites do. */
async function postgresServer(): Promise<string | null> {
  const given = process.env.TEST_DATABASE_URL;
  if (given === 'none') return null;
  if (given) return given;
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  const c = new pg.Client({ connectionString: local, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.query('select 1');
    return local;
  } catch {
    return null;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/**
 * A database can be copied only when nobody is connected to it: a stopped server's connections end a moment after its
 * process (PostgreSQL notices the closed sockets), so this waits until pg_stat_activity shows none of them.
 */
async function templateReleased(base: string, name: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0]!.n === 0) return;
      if (Date.now() > deadline) throw new Error(`${name} still has ${rows[0]!.n} connections 30 s after its server stopped`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await c.end();
  }
}
