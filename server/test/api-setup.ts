import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import pg from 'pg';
import { memoryBacked } from '../../scripts/seeded-templates.mjs';
import { adminQuery, copyPrefix } from './postgres-copies.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Global setup of the api project.
 * 1. Every API suite runs on PGlite and, when a PostgreSQL server is at hand, on it too. TEST_DATABASE_URL names the
 *    server (CI sets it); without it a local server on 127.0.0.1:5432 that lets `postgres` in is used, so a
 *    newcomer's `npm test` covers both. TEST_DATABASE_URL=none runs PGlite only.
 * 2. Migrating and seeding a database takes seconds and every suite needs a fresh one: it is done once here, and
 *    suites start from a copy (PostgreSQL `CREATE DATABASE … TEMPLATE`, PGlite a copied data directory). Suites that
 *    ask for no seed still migrate from nothing.
 * 3. `npm test` seeds once for both of its database-backed steps: it names a directory in YAOCAI_SEEDED
 *    (scripts/seeded-templates.mjs), and the templates made here are left there for the browser tests' storefronts
 *    (e2e/src/global-setup.ts) instead of being removed; the run removes them when it ends.
 */
export default async function setup() {
  let notice: (() => void) | undefined;
  if (process.env.TEST_DATABASE_URL === 'none') {
    delete process.env.TEST_DATABASE_URL;
    notice = skipped('TEST_DATABASE_URL=none');
  } else if (!process.env.TEST_DATABASE_URL) {
    const client = new pg.Client({ connectionString: LOCAL, connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      await client.query('select 1');
      process.env.TEST_DATABASE_URL = LOCAL;
      console.log(`API suites: PGlite and PostgreSQL (${LOCAL}, found on this machine)`);
    } catch {
      notice = skipped('no PostgreSQL server answered on 127.0.0.1:5432');
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  const cleanups: Array<() => Promise<void>> = [];
  // Both templates at once, each seeded by a process of its own (seed-template.ts). The suites start once PostgreSQL's
  // is ready (~13 s): PGlite's takes twice as long, single-threaded, and the workers run the suites' PostgreSQL halves
  // on the other core meanwhile (DB_KINDS lists postgres first); a PGlite suite waits for its template (test-app.ts).
  const pglite = pgliteTemplate(cleanups);
  await postgresTemplate(cleanups);

  return async () => {
    await pglite.catch(() => undefined);
    for (const c of cleanups) await c().catch(() => undefined);
    notice?.();
  };
}

/**
 * PGlite: a data directory migrated and seeded by a process of its own, which every suite copies and opens as
 * `npm start` opens its own. It is kept in memory-backed /dev/shm where there is one: a copy is then a memory copy
 * (~75 ms) and nothing is written to disk. Opening a copy from a directory takes a third of the time loading it from
 * a tar into PGlite's in-memory file system took (1.7 s a suite on CI's two busy cores), and the data stays out of
 * the worker's JavaScript heap.
 */
async function pgliteTemplate(cleanups: Array<() => Promise<void>>) {
  const handoff = process.env.YAOCAI_SEEDED;
  const base = handoff ?? fs.mkdtempSync(path.join(memoryBacked(), `yaocai-api-${process.pid}-`));
  if (!handoff) cleanups.push(async () => fs.rmSync(base, { recursive: true, force: true }));
  const dir = path.join(base, 'pglite');
  // Named before it exists: a suite waits until the directory appears (renamed into place whole) or the failure does.
  process.env.YAOCAI_PGLITE_TEMPLATE = dir;
  const seeding = `${dir}.seeding`;
  try {
    await seedTemplate('pglite', seeding);
    fs.renameSync(seeding, dir);
  } catch (e) {
    fs.writeFileSync(`${dir}.failed`, String((e as Error).message));
    throw e;
  }
}

/** PostgreSQL: a template database seeded by a process of its own, closed before any copy is made of it. */
async function postgresTemplate(cleanups: Array<() => Promise<void>>) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const name = `yaocai_tpl_${crypto.randomBytes(6).toString('hex')}`;
  const handoff = process.env.YAOCAI_SEEDED;
  await adminQuery(base, `create database ${name}`);
  // Handed on (below), the template itself is dropped by the run that asked for it (scripts/seeded-templates.mjs).
  if (handoff) fs.writeFileSync(path.join(handoff, 'postgres.json'), JSON.stringify({ server: base, name }));
  cleanups.push(async () => {
    // The suites' copies still there (each worker's last spare; drops cut short when a worker exits), then the template.
    const left: string[] = [];
    await adminQuery(base, async (c) => {
      const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [copyPrefix(name)]);
      left.push(...rows.map((r) => r.datname));
    });
    for (const copy of [...left, ...(handoff ? [] : [name])]) await adminQuery(base, `drop database if exists ${copy} with (force)`);
  });
  const u = new URL(base);
  u.pathname = `/${name}`;
  await seedTemplate('postgres', u.toString());
  process.env.YAOCAI_PG_TEMPLATE = name;
}

/** Runs seed-template.ts under tsx; its output is shown only when it fails. */
function seedTemplate(kind: 'pglite' | 'postgres', target: string): Promise<void> {
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  return new Promise((resolve, reject) => {
    execFile(tsx, [path.join(import.meta.dirname, 'seed-template.ts'), kind, target], { cwd: ROOT, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`seeding the ${kind} template failed: ${error.message}\n${stdout}${stderr}`));
      else resolve();
    });
  });
}

function skipped(why: string) {
  return () => {
    console.log(
      `\nAPI suites ran on PGlite only (${why}). To run them on PostgreSQL too: ` +
        'TEST_DATABASE_URL=postgres://user@host:5432/db npm test (the suites create and drop their own databases).\n',
    );
  };
}
