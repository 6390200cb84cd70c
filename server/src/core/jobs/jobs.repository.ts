import { and, count, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import type { Database, Executor } from '../../db/client.js';
import { statementPart, type StatementPart } from '../../db/statement-parts.js';
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

  /**
   * A job for the statement's new key (its CTE `key`, one `id` row or none) as a part of that statement: key
   * `prefix || id`, payload `{ [field]: id }`, once per queue and key.
   */
  insertPerKeyPart(queue: string, prefix: string, field: string, runAt: Date): StatementPart<never> {
    return statementPart(
      (key) => sql`insert into ${jobs} (queue, key, payload, run_at)
        select ${queue}, ${prefix} || id, jsonb_build_object(${field}::text, id), ${runAt.toISOString()}::timestamptz from ${key}
        on conflict (queue, key) do nothing`,
      () => sql`true`,
    );
  }

  /**
   * Due jobs, each claimed under a lease: rows another worker holds are skipped, not waited for. Every process polls
   * this once a second, so it is a shaped statement, built once: Drizzle's query builder, run once a second and so
   * never optimised, took about half of each poll's CPU (some 10 ms).
   */
  async claimDue(limit: number, now: Date, leaseSeconds: number) {
    const rows = await this.database.shapedStatement<{ id: number | string; queue: string; payload: Record<string, unknown>; attempts: number }>(
      'jobs.claimDue',
      { limit, now: now.toISOString(), lease: leaseSeconds },
      (v) => sql`update ${jobs} set locked_until = ${v('now')}::timestamptz + make_interval(secs => ${v('lease')}::int), attempts = attempts + 1
        where id in (select id from ${jobs} where done_at is null and run_at <= ${v('now')}::timestamptz
          and (locked_until is null or locked_until < ${v('now')}::timestamptz)
          order by run_at, id limit ${v('limit')}::int for update skip locked)
        returning id as "id", queue as "queue", payload as "payload", attempts as "attempts"`,
    );
    // The id is a bigint, which the driver gives as text; the table maps it to a number (bigserial, mode number).
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
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

/** A job's state from its columns (the console's vocabulary, contract JOB_STATES). */
const jobState = sql<'pending' | 'running' | 'failed' | 'done'>`case when ${jobs.doneAt} is not null then 'done'
  when ${jobs.lockedUntil} > now() then 'running' when ${jobs.lastError} is not null then 'failed' else 'pending' end`;

/** The console's view of the queue: pages by state, counts, and running a failed job again now. */
export class JobsAdminRepository {
  constructor(private readonly database: Database) {}

  async page(q: { state: string; queue?: string; page: number; page_size: number }) {
    const w: SQL[] = [];
    if (q.state !== 'all') w.push(sql`${jobState} = ${q.state}`);
    if (q.queue) w.push(eq(jobs.queue, q.queue));
    const where = w.length ? and(...w) : undefined;
    const [list, [total]] = await Promise.all([
      this.database.db
        .select({
          id: jobs.id,
          queue: jobs.queue,
          key: jobs.key,
          state: jobState,
          attempts: jobs.attempts,
          run_at: isoUtc(jobs.runAt),
          done_at: isoUtcOrNull(jobs.doneAt),
          last_error: jobs.lastError,
          created_at: isoUtc(jobs.createdAt),
        })
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.database.db.select({ n: count() }).from(jobs).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  }

  /** Open jobs by state, and those done in the last 24 hours (done ones are kept, so all of them would only grow). */
  async counts() {
    const rows = await this.database.db
      .select({ state: jobState, n: count() })
      .from(jobs)
      .where(or(isNull(jobs.doneAt), sql`${jobs.doneAt} > now() - interval '24 hours'`))
      .groupBy(jobState);
    const out = { pending: 0, running: 0, failed: 0, done: 0 };
    for (const r of rows) out[r.state] = r.n;
    return out;
  }

  async queues() {
    return (await this.database.db.selectDistinct({ queue: jobs.queue }).from(jobs).orderBy(jobs.queue)).map((r) => r.queue);
  }

  /**
   * A failed job runs at the next poll instead of after its backoff. A waiting job keeps its time (an order timeout or
   * a group-buy close must not run early); a running or finished one is left alone. Returns the job, or null.
   */
  async retryNow(tx: Executor, id: number) {
    const [row] = await tx
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.id, id), isNull(jobs.doneAt), isNotNull(jobs.lastError), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`))))
      .returning({ id: jobs.id, queue: jobs.queue, last_error: jobs.lastError });
    return row ?? null;
  }

  async exists(id: number) {
    return (await this.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id))).length > 0;
  }
}

export type JobRow = Awaited<ReturnType<JobsRepository['claimDue']>>[number];
