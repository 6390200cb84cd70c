import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

export interface JobRow {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** The `jobs` table: enqueue once per (queue, key), claim under a lease with SKIP LOCKED, finish or back off. */
export class JobsRepository {
  constructor(private readonly database: Database) {}

  async insert(tx: Executor, queue: string, key: string, payload: Record<string, unknown>, runAt: Date) {
    await this.database.rows(
      sql`
      insert into jobs (queue, key, payload, run_at) values (${queue}, ${key}, ${JSON.stringify(payload)}::jsonb, ${runAt.toISOString()})
      on conflict (queue, key) do nothing`,
      tx,
    );
  }

  claimDue(limit: number, now: Date, leaseSeconds: number): Promise<JobRow[]> {
    return this.database.rows<JobRow>(sql`
      update jobs set locked_until = ${now.toISOString()}::timestamptz + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
      where id in (
        select id from jobs
        where done_at is null and run_at <= ${now.toISOString()} and (locked_until is null or locked_until < ${now.toISOString()})
        order by run_at, id limit ${limit} for update skip locked)
      returning id, queue, payload, attempts`);
  }

  async done(id: number) {
    await this.database.rows(sql`update jobs set done_at = now(), locked_until = null, last_error = null where id = ${id}`);
  }

  async retryLater(id: number, error: string, backoffSeconds: number) {
    await this.database.rows(sql`
      update jobs set locked_until = null, last_error = ${error.slice(0, 500)}, run_at = now() + make_interval(secs => ${backoffSeconds})
      where id = ${id}`);
  }
}
