/**
 * Whether an error means the database connection is gone or cannot be had right now — a failover, a restart,
 * `pg_terminate_backend`, a network cut, a pool that found no connection in time — rather than a refusal of the
 * statement itself. The one place that decides it: the pool retries reads on it (db/resilient-pool.ts), the error
 * handler answers it with 503 and Retry-After, the job queue and the chat fan-out wait and carry on.
 *
 * Drivers and Drizzle wrap the error they got, so the whole `cause` chain is looked at.
 */
export function isConnectionLoss(err: unknown): boolean {
  for (let e = err as Cause | undefined, depth = 0; e && depth < 5; e = e.cause as Cause | undefined, depth++) {
    if (typeof e !== 'object') return false;
    const code = typeof e.code === 'string' ? e.code : '';
    if (LOST_SQLSTATES.has(code) || code.startsWith('08') || LOST_SOCKET_CODES.has(code)) return true;
    if (typeof e.message === 'string' && LOST_MESSAGES.some((m) => e!.message!.startsWith(m))) return true;
  }
  return false;
}

interface Cause {
  code?: unknown;
  message?: string;
  cause?: unknown;
}

/**
 * SQLSTATEs of a server that ends or refuses the session. Class 08 (connection exception: 08000, 08003, 08006,
 * 08001, 08004, 08P01…) is taken whole.
 */
const LOST_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown: another backend crashed, the server restarts
  '57P03', // cannot_connect_now: starting up, in recovery, shutting down
  '57P05', // idle_session_timeout
  '53300', // too_many_connections: a moment of more clients than the server takes (a failover's reconnect storm)
]);

/** Socket errors of the connection's TCP stream (node's `code`). */
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);

/** node-postgres and pg-pool say these in words only (no code). */
const LOST_MESSAGES = [
  'Connection terminated', // "… unexpectedly", "… due to connection timeout", and a client ended under a query
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect', // the pool's connectionTimeoutMillis
  'Cannot use a pool after calling end on the pool', // a request still running while the process shuts down
];
