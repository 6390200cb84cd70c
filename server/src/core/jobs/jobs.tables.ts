import { pgTable, bigserial, text, timestamp, integer, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * A job queue kept in PostgreSQL: jobs survive restarts and are shared by every server process. Workers claim due jobs
 * with FOR UPDATE SKIP LOCKED; a claim holds a lease (`locked_until`) so a crashed worker's job runs again.
 * `key` de-duplicates jobs (one timeout job per order).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} IS NULL`),
    uniqueIndex('jobs_key_uq').on(t.queue, t.key),
  ],
);
