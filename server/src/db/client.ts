import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import fs from 'node:fs';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One typed handle for both drivers: the same queries run on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Rows of a raw SQL query (both drivers return `{ rows }`). */
  rows<T>(query: SQL, executor?: Executor): Promise<T[]>;
  /** Resolves when the database answers (health checks). */
  ping(): Promise<void>;
}

export async function openDatabase(opts: { url?: string; dataDir: string; poolMax?: number; loadDataDir?: Blob }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 10 });
    // An idle client's error (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return wrap(db, 'postgres', () => pool.end());
  }
  if (opts.dataDir !== 'memory://') fs.mkdirSync(opts.dataDir, { recursive: true });
  // One options object: PGlite 0.4 ignores `loadDataDir` when the data directory is passed as a separate first
  // argument (even `undefined`), and the copy would silently start empty.
  const client = await PGlite.create({
    ...(opts.dataDir === 'memory://' ? {} : { dataDir: opts.dataDir }),
    extensions: { pg_trgm },
    // Tests start from a migrated, seeded copy instead of migrating and seeding again (server/test/api-setup.ts).
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return wrap(db, 'pglite', () => client.close());
}

function wrap(db: Db, kind: Database['kind'], close: () => Promise<void>): Database {
  return {
    db,
    kind,
    close,
    async rows<T>(query: SQL, executor: Executor = db) {
      const res = (await executor.execute(query)) as unknown as { rows: T[] };
      return res.rows;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
  };
}

/** The whole PGlite data directory as a tar (the API suites' seeded template); null for PostgreSQL. */
export async function dumpPglite(database: Database): Promise<Blob | null> {
  const client = (database.db as unknown as { $client?: PGlite }).$client;
  return database.kind === 'pglite' && client ? client.dumpDataDir('none') : null;
}

export { sql };
