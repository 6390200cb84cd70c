import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
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
  // Both templates at once, each seeded by a process of its own (seed-template.ts).
  await Promise.all([pgliteTemplate(cleanups), postgresTemplate(cleanups)]);

  return async () => {
    for (const c of cleanups) await c().catch(() => undefined);
    notice?.();
  };
}

/** PGlite: migrated and seeded in memory by a process of its own, its data directory dumped for the suites to load. */
async function pgliteTemplate(cleanups: Array<() => Promise<void>>) {
  const file = path.join(os.tmpdir(), `yaocai-api-template-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`);
  cleanups.push(async () => fs.rmSync(file, { force: true }));
  await seedTemplate('pglite', file);
  process.env.YAOCAI_PGLITE_TEMPLATE = file;
}

/** PostgreSQL: a template database seeded by a process of its own, closed before any copy is made of it. */
async function postgresTemplate(cleanups: Array<() => Promise<void>>) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const name = `yaocai_tpl_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name}`);
  cleanups.push(() => adminQuery(base, `drop database if exists ${name} with (force)`));
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
