import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import fs from 'node:fs';
import { nameStatements } from './named-statements.js';
import { resilientPool } from './resilient-pool.js';
import { OneTrips, type Bind, type FoldableSelect, type ShapedRead, type TripParts, type TripRows } from './one-trip.js';

/** PostgreSQL's type OID of int8 (bigint). */
const INT8_OID = 20;

/**
 * One typed handle for both drivers: the same queries run on PGlite and on PostgreSQL. It carries no schema: queries
 * name the tables they read (each module owns its own; migrations find them by the `*.tables.ts` glob in
 * drizzle.config.ts), and no relational `db.query` API is used.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Connections whose named statements take generic plans (PostgreSQL; the same as `db` on PGlite): for the trips and
   * for fixed single statements outside transactions that would otherwise be planned again at every execution.
   */
  generic: Db;
  /** Rows of a raw SQL query (both drivers return `{ rows }`). */
  rows<T>(query: SQL, executor?: Executor): Promise<T[]>;
  /** Independent shaped reads in one statement (db/one-trip.ts): `{ a: repo.x(), b: repo.y() }` → `{ a: rows, b: rows }`. */
  oneTrip: OneTrip;
  /**
   * A select written once per `shape` with `bind(name)` for its values (db/one-trip.ts): built by Drizzle once, then
   * only given `values`, alone or with other shaped reads in one trip.
   */
  shaped<B extends FoldableSelect>(shape: string, values: Record<string, unknown>, build: (bind: Bind) => B): ShapedRead<Awaited<B>[number]>;
  /** The same for raw SQL (columns named `as "name"`). */
  shapedRaw<T>(shape: string, values: Record<string, unknown>, build: (bind: Bind) => SQL): ShapedRead<T>;
  /**
   * Any other statement written once per `shape` (a hot write with RETURNING): built once, run as a named, generically
   * planned one; its rows as JSON gives them.
   */
  shapedStatement<T>(shape: string, values: Record<string, unknown>, build: (bind: Bind) => SQL): Promise<T[]>;
  /** Resolves when the database answers (health checks). */
  ping(): Promise<void>;
  /**
   * Receives NOTIFY payloads of `channel` (sent by any process with pg_notify, delivered on commit). PostgreSQL keeps a
   * dedicated connection that reconnects by itself; `onReconnect` then tells the listener it may have missed some.
   * Resolves with a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
}

export type OneTrip = <T extends TripParts>(parts: T, executor?: Executor) => Promise<TripRows<T>>;

export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  poolMax?: number;
  /** PostgreSQL only: every parameterised query a named prepared statement (db/named-statements.ts). */
  namedStatements?: boolean;
}): Promise<Database> {
  if (opts.url) {
    const max = opts.poolMax ?? 10;
    // Connections PostgreSQL drops (a failover, a restart) are replaced; reads lost with one are sent again
    // (db/resilient-pool.ts); what cannot be answered is a 503 (core/http/error-handler.ts).
    const pool = resilientPool({ connectionString: opts.url, max });
    // An idle client's error (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    if (opts.namedStatements) pool.on('connect', nameStatements);
    const db = drizzlePg(pool) as unknown as Db;
    // One-trip reads outside a transaction take connections of their own that plan each named statement once
    // (generic plans): PostgreSQL otherwise planned them again at every execution — their `= any($ids)` lookups make
    // the first custom plans look cheaper — and a third of its time in checkout went to the planner. Other
    // statements keep custom plans where those win (the console's filtered lists: 4–8× slower when forced generic).
    const tripPool = opts.namedStatements
      ? resilientPool({ connectionString: opts.url, max: Math.max(2, Math.ceil(max / 2)), options: '-c plan_cache_mode=force_generic_plan' })
      : null;
    tripPool?.on('error', () => {});
    tripPool?.on('connect', nameStatements);
    const tripDb = tripPool ? (drizzlePg(tripPool) as unknown as Db) : db;
    const url = opts.url;
    return wrap(
      db,
      'postgres',
      async () => {
        await Promise.all([pool.end(), tripPool?.end()]);
      },
      (channel, onPayload, onReconnect) => listenPg(url, channel, onPayload, onReconnect),
      tripDb,
    );
  }
  if (opts.dataDir !== 'memory://') fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(opts.dataDir === 'memory://' ? {} : { dataDir: opts.dataDir }),
    extensions: { pg_trgm },
    // A bigint as node-postgres hands it over, its digits in a string (PGlite's own parser gives a number, or a BigInt
    // past 2^53): raw SQL reads the same on both engines (db/driver-parity.api.test.ts).
    parsers: { [INT8_OID]: (text: string) => text },
  });
  const db = drizzlePglite(client) as unknown as Db;
  return wrap(
    db,
    'pglite',
    () => client.close(),
    async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  );
}

/** LISTEN on a connection of its own, reconnecting after a second whenever it drops (a server restart). */
async function listenPg(url: string, channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async (again: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
    });
    // Each drop schedules one new connection (error and end may both fire; the first clears `client`).
    const retry = () => {
      if (stopped || client !== c) return;
      client = null;
      void c.end().catch(() => {});
      setTimeout(() => void connect(true), 1000).unref();
    };
    c.on('error', retry);
    c.on('end', retry);
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (e) {
      if (!again) throw e;
      retry();
      return;
    }
    if (again) onReconnect?.();
  };
  await connect(false);
  return async () => {
    stopped = true;
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}

function wrap(db: Db, kind: Database['kind'], close: () => Promise<void>, listen: Database['listen'], tripDb: Db = db): Database {
  // A trip given no transaction runs on the trip connections (PostgreSQL; the same database otherwise).
  const trips = new OneTrips(tripDb);
  const rows = async <T>(query: SQL, executor: Executor = db) => {
    const res = (await executor.execute(query)) as unknown as { rows: T[] };
    return res.rows;
  };
  return {
    db,
    generic: tripDb,
    kind,
    close,
    listen,
    rows,
    oneTrip: (parts, executor = db) => trips.run(parts, executor === db ? undefined : executor),
    shaped: (shape, values, build) => trips.shaped(shape, values, build),
    shapedRaw: (shape, values, build) => trips.shapedRaw(shape, values, build),
    shapedStatement: (shape, values, build) => trips.statement(shape, values, build),
    async ping() {
      await db.execute(sql`select 1`);
    },
  };
}

export { sql };
