import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Throwaway PostgreSQL databases for the API suites. A copy of the seeded template (`CREATE DATABASE … TEMPLATE`)
 * takes the server 0.3–0.8 s, which a suite used to wait for: each worker now has its next copy made while the
 * current suite runs, and drops a finished one without waiting. Copies are named after the template, so the api
 * project's teardown (api-setup.ts) drops any still there — a worker's last spare, a drop cut short by its exit.
 */
export interface PostgresCopy {
  url: string;
  /** Drops the database; a seeded copy's drop is not waited for (the teardown sweeps what is left). */
  drop(): Promise<void>;
}

/** The prefix of a template's copies, for the teardown's sweep. */
export const copyPrefix = (template: string) => `${template}_c_`;

let spare: { template: string; name: Promise<string> } | undefined;

/** A fresh database on the server `base` names: a copy of `template`, or empty without one. */
export async function takeDatabase(base: string, template: string | undefined): Promise<PostgresCopy> {
  if (!template) {
    const name = `yaocai_t_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(base, `create database ${name}`);
    return { url: urlOf(base, name), drop: () => adminQuery(base, `drop database if exists ${name} with (force)`) };
  }
  const next = spare?.template === template ? spare.name : makeCopy(base, template);
  // The next suite's copy is made now, on the server, while this one runs.
  spare = { template, name: makeCopy(base, template) };
  // A spare that failed is reported by the suite that takes it, not as an unhandled rejection now.
  spare.name.catch(() => undefined);
  const name = await next;
  return {
    url: urlOf(base, name),
    async drop() {
      void adminQuery(base, `drop database if exists ${name} with (force)`).catch(() => undefined);
    },
  };
}

async function makeCopy(base: string, template: string): Promise<string> {
  const name = `${copyPrefix(template)}${crypto.randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files (0.3 s) where PostgreSQL 15's default writes all 100 MB to the WAL (0.6 s);
  // servers before 15 know only the file copy, and no STRATEGY option.
  await adminQuery(base, async (c) => {
    const { rows } = await c.query<{ v: number }>(`select current_setting('server_version_num')::int as v`);
    await c.query(`create database ${name} template ${template}${rows[0]!.v >= 150000 ? ' strategy file_copy' : ''}`);
  });
  return name;
}

function urlOf(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs a statement (or a function of a client) on a connection of its own to the server's `base` database. */
export async function adminQuery(base: string, work: string | ((c: pg.Client) => Promise<void>)): Promise<void> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    if (typeof work === 'string') await c.query(work);
    else await work(c);
  } finally {
    await c.end();
  }
}
