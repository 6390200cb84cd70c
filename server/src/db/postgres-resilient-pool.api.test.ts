import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isConnectionLoss } from './connection-loss.js';
import { resilientPool } from './resilient-pool.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Resolves with the promise's value, or fails when it takes longer than `ms` (a pool whose slot leaked never answers). */
const within = <T>(ms: number, p: Promise<T>) =>
  Promise.race([p, sleep(ms).then(() => Promise.reject(new Error(`no answer within ${ms} ms`)))]) as Promise<T>;

/**
 * PostgreSQL only — PGlite has no connections. The pool (db/resilient-pool.ts) when the server ends a connection
 * under a statement, as `pg_terminate_backend`, a restart or a failover does.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL only: the pool when a connection dies under a statement', () => {
  const name = `yaocai_pool_${crypto.randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let url: string;
  let pool: pg.Pool;

  /** Ends the backend running a statement whose text contains `marker`, once it is running. */
  const killRunning = async (marker: string) => {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
         where datname = $1 and state = 'active' and query like $2 and pid <> pg_backend_pid()`,
        [name, `%${marker}%`],
      );
      if (rows[0].n > 0) return;
      await sleep(20);
    }
    throw new Error(`no statement with ${marker} ran`);
  };
  const rowsInProbe = async () => Number((await admin.query(`select count(*)::int as n from probe`)).rows[0].n);

  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    url = u.toString();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('create table probe (n int)');
  });
  afterAll(async () => {
    await admin?.end();
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  beforeEach(async () => {
    pool = resilientPool({ connectionString: url, max: 1 });
    await admin.query('truncate probe');
  });
  afterEach(() => pool.end());

  it('sends a read again on a fresh connection when its own was ended under it', async () => {
    const before = Number((await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid);
    const read = pool.query<{ pid: number; one: number }>(`select pg_backend_pid() as pid, 1 as one from pg_sleep(0.4) /* read-retry */`);
    await killRunning('read-retry');
    const { rows } = await read;
    expect(rows[0].one).toBe(1);
    expect(Number(rows[0].pid)).not.toBe(before);
  });

  it('never sends a write again: it fails as a lost connection and writes nothing', async () => {
    const write = pool.query(`insert into probe select 1 from pg_sleep(0.4) /* write-once */`);
    const failed = write.then(
      () => null,
      (err: unknown) => err,
    );
    await killRunning('write-once');
    expect(isConnectionLoss(await failed)).toBe(true);
    await sleep(200);
    expect(await rowsInProbe()).toBe(0);
    // The pool itself carries on with a new connection.
    expect((await within(2000, pool.query('select 1 as one'))).rows[0].one).toBe(1);
  });

  it('rolls back a transaction cut between its statements, and frees its connection', async () => {
    const db = drizzle(pool);
    const cut = db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (1)`);
        const pid = Number(((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> }).rows[0].pid);
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await sleep(100);
        await tx.execute(sql`insert into probe values (2)`);
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isConnectionLoss(await cut)).toBe(true);
    expect(await rowsInProbe()).toBe(0);
    // One connection in the pool: a slot still held by the dead one would leave this waiting for ever.
    expect((await within(2000, pool.query('select 1 as one'))).rows[0].one).toBe(1);
  });

  it('frees the slot of a checked-out connection that died even when its holder never releases it, without an uncaught error', async () => {
    const held = await pool.connect();
    const pid = Number((await held.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid);
    await admin.query('select pg_terminate_backend($1)', [pid]);
    // As Drizzle does when `begin` fails: the failed client is never released by its holder.
    await expect(held.query('begin')).rejects.toSatisfy(isConnectionLoss);
    expect((await within(2000, pool.query('select 1 as one'))).rows[0].one).toBe(1);
    held.release();
  });

  it('after a loss, hands out no connection opened before it (in a failover they all died with it): each is replaced', async () => {
    pool = resilientPool({ connectionString: url, max: 3 });
    const pids = async () =>
      (await Promise.all([1, 2, 3].map(() => pool.query<{ pid: number }>('select pg_backend_pid() as pid from pg_sleep(0.05)')))).map((r) =>
        Number(r.rows[0].pid),
      );
    const opened = await pids();
    expect(new Set(opened).size).toBe(3);
    // One of them is ended under a read (which the pool answers from a fresh connection)…
    const read = pool.query(`select 1 from pg_sleep(0.3) /* first-loss */`);
    await killRunning('first-loss');
    await read;
    // …and from then on none of the three is used again, the two still alive included.
    const after = await pids();
    expect(after.filter((pid) => opened.includes(pid))).toEqual([]);
    const db = drizzle(pool);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
    });
    expect(await rowsInProbe()).toBe(1);
  });
});
