import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { jobs } from './jobs.tables.js';

/** The `jobs` table: enqueue once per (queue, key), claim under a lease with SKIP LOCKED, finish or back off. */
export class JobsRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async insert(tx: Executor, queue: string, key: string, payload: Record<string, unknown>, runAt: Date) {
    await tx
      .insert(jobs)
      .values({ queue, key, payload, runAt })
      .onConflictDoNothing({ target: [jobs.queue, jobs.key] });
  }

  /** Due jobs, each claimed under a lease: rows another worker holds are skipped, not waited for. */
  claimDue(limit: number, now: Date, leaseSeconds: number) {
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now))))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({ lockedUntil: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${leaseSeconds})`, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, queue: jobs.queue, payload: sql<Record<string, unknown>>`${jobs.payload}`, attempts: jobs.attempts });
  }

  async done(id: number) {
    await this.db
      .update(jobs)
      .set({ doneAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(jobs.id, id));
  }

  async retryLater(id: number, error: string, backoffSeconds: number) {
    await this.db
      .update(jobs)
      .set({ lockedUntil: null, lastError: error.slice(0, 500), runAt: sql`now() + make_interval(secs => ${backoffSeconds})` })
      .where(eq(jobs.id, id));
  }
}

export type JobRow = Awaited<ReturnType<JobsRepository['claimDue']>>[number];
