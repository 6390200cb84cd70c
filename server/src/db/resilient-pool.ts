import pg from 'pg';
import { isConnectionLoss } from './connection-loss.js';

/**
 * A statement that only reads: a select (or a with-query) that writes nothing and takes no lock. Only such a statement
 * may be sent again after its connection died under it — a write may have committed before the answer was lost.
 * Conservative on purpose: a word that may mean a write (even inside a name) just means no retry.
 */
const READ = /^\s*(?:select|with)\b/i;
const MAY_WRITE = /\b(?:insert|update|delete|merge|lock|nextval|setval|pg_notify|set_config|pg_advisory_\w+)\b/i;
export const isReadOnly = (text: string) => READ.test(text) && !MAY_WRITE.test(text);

type Callback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/**
 * A node-postgres pool that keeps going when PostgreSQL drops its connections (a failover, a restart,
 * `pg_terminate_backend`):
 * - a connection that dies while checked out (between a transaction's statements) no longer ends the process (node
 *   throws an 'error' event nobody listens to) and is released at once as broken, so its slot is freed even when the
 *   caller never releases it (Drizzle does not when `begin` itself fails); a second release is a no-op;
 * - after a loss, no connection opened before it is handed out again: they died with it (all of them, in a failover)
 *   and would fail the next request too — each is dropped and a fresh one opened instead;
 * - a statement outside a transaction that only reads (`isReadOnly`) and lost its connection is sent once more, on a
 *   fresh connection; a write or a transaction is never retried (its fate is unknown, the caller answers 503);
 * - a statement's own error (a duplicate key) leaves its connection in the pool (pg-pool would close it);
 * - connecting gives up after `connectionTimeoutMillis`, and TCP keepalive finds a peer that vanished.
 */
export function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ keepAlive: true, connectionTimeoutMillis: 10_000, ...config });
  /** Connections belong to the epoch they were opened in; a loss of one of the current epoch starts the next. */
  let epoch = 0;
  const openedIn = new WeakMap<pg.PoolClient, number>();
  const checkedOut = new WeakSet<pg.PoolClient>();
  const lost = (client: pg.PoolClient | undefined) => {
    if (client && openedIn.get(client) === epoch) epoch++;
  };

  pool.on('connect', (client) => {
    openedIn.set(client, epoch);
    client.on('error', () => {
      lost(client);
      if (checkedOut.has(client)) client.release(true);
    });
  });
  // An idle connection that died: the pool has already dropped it.
  pool.on('error', (_err, client) => lost(client));

  const checkout = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  async function acquire(): Promise<pg.PoolClient> {
    for (;;) {
      const client = await checkout();
      if ((openedIn.get(client) ?? epoch) < epoch) {
        client.release(true);
        continue;
      }
      const release = client.release.bind(client);
      let released = false;
      checkedOut.add(client);
      client.release = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        checkedOut.delete(client);
        release(err);
      };
      return client;
    }
  }

  async function run(config: string | pg.QueryConfig, values?: unknown[]) {
    const text = typeof config === 'string' ? config : config.text;
    for (let attempt = 1; ; attempt++) {
      const client = await acquire();
      try {
        const res = await client.query(config as pg.QueryConfig, values);
        client.release();
        return res;
      } catch (err) {
        const gone = isConnectionLoss(err);
        if (gone) lost(client);
        client.release(gone);
        if (gone && attempt === 1 && isReadOnly(text)) continue;
        throw err;
      }
    }
  }

  pool.connect = ((cb?: Callback) => {
    if (!cb) return acquire();
    acquire().then(
      (client) => cb(undefined, client, client.release),
      (err: Error) => cb(err, undefined, () => {}),
    );
  }) as pg.Pool['connect'];
  pool.query = ((config: string | pg.QueryConfig, values?: unknown, cb?: unknown) => {
    // Drizzle and this codebase use the promise form only.
    if (typeof values === 'function' || typeof cb === 'function') throw new Error('resilientPool.query: callbacks are not supported');
    return run(config, values as unknown[] | undefined);
  }) as pg.Pool['query'];
  return pool;
}
