import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dumpPglite, openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { loadSeedIfEmpty } from '../src/seed/load-seed.js';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Global setup of the api project.
 * 1. Every API suite runs on PGlite and, when a PostgreSQL server is at hand, on it too. TEST_DATABASE_URL names the
 *    server (CI sets it); without it a local server on 127.0.0.1:5432 that lets `postgres` in is used, so a
 *    newcomer's `npm test` covers both. TEST_DATABASE_URL=none runs PGlite only.
 * 2. Migrating and seeding a database takes seconds and every suite needs a fresh one: it is done once here, and
 *    suites start from a copy (PostgreSQL `CREATE DATABASE … TEMPLATE`, PGlite a dumped data directory). Suites that
 *    ask for no seed still migrate from nothing.
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
  // Both templates at once: PGlite works in this process, PostgreSQL in its server.
  await Promise.all([pgliteTemplate(cleanups), postgresTemplate(cleanups)]);

  return async () => {
    for (const c of cleanups) await c().catch(() => undefined);
    notice?.();
  };
}

/** PGlite: migrate and seed in memory, dump the data directory for the suites to load. */
async function pgliteTemplate(cleanups: Array<() => Promise<void>>) {
  const lite = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(lite);
  await loadSeedIfEmpty(lite);
  const dump = await dumpPglite(lite);
  await lite.close();
  const file = path.join(os.tmpdir(), `yaocai-api-template-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump!.arrayBuffer()));
  process.env.YAOCAI_PGLITE_TEMPLATE = file;
  cleanups.push(async () => fs.rmSync(file, { force: true }));
}

/** PostgreSQL: a template database, closed before any copy is made of it. */
async function postgresTemplate(cleanups: Array<() => Promise<void>>) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const name = `yaocai_tpl_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name}`);
  cleanups.push(() => adminQuery(base, `drop database if exists ${name} with (force)`));
  const u = new URL(base);
  u.pathname = `/${name}`;
  const db = await openDatabase({ url: u.toString(), dataDir: 'memory://', poolMax: 2 });
  await runMigrations(db);
  await loadSeedIfEmpty(db);
  await db.close();
  process.env.YAOCAI_PG_TEMPLATE = name;
}

async function adminQuery(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

function skipped(why: string) {
  return () => {
    console.log(
      `\nAPI suites ran on PGlite only (${why}). To run them on PostgreSQL too: ` +
        'TEST_DATABASE_URL=postgres://user@host:5432/db npm test (the suites create and drop their own databases).\n',
    );
  };
}
