import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { rateLimits } from '../session/session.tables.js';

export interface WindowHits {
  /** Hits counted in the window before this one. */
  before: number;
  /** Whether this hit was counted (only when `before` was under the limit). */
  counted: boolean;
  /** Start of the oldest step still in the window, when any. */
  oldest: Date | null;
}

/** Sliding-window counters (table rate_limits): one row per key and step, one statement per hit. */
export class RateLimitRepository {
  constructor(private readonly database: Database) {}

  /**
   * Sums the steps from `from` on and, when that sum is under `limit`, counts this hit in the step `step`. Refused hits
   * are not counted, so a caller who keeps trying is let in again once the window has moved on. Two hits at the very
   * same moment may both see `limit - 1` and both pass: one over the limit, never a lock-out.
   */
  async hit(key: string, step: Date, from: Date, limit: number, executor?: Executor): Promise<WindowHits> {
    const [row] = await this.database.rows<{ before: number; counted: boolean; oldest: Date | string | null }>(
      sql`
      with prior as (
        select coalesce(sum(count), 0)::int as before, min(window_start) as oldest
        from rate_limits where key = ${key} and window_start >= ${from.toISOString()}::timestamptz
      ), counted as (
        insert into rate_limits (key, window_start, count)
        select ${key}, ${step.toISOString()}::timestamptz, 1 from prior where prior.before < ${limit}
        on conflict (key, window_start) do update set count = rate_limits.count + 1
        returning 1
      )
      select prior.before, exists (select 1 from counted) as counted, prior.oldest from prior`,
      executor,
    );
    return { before: row.before, counted: row.counted, oldest: row.oldest === null ? null : new Date(row.oldest) };
  }

  /**
   * The same as `hit`, but exact under concurrency: the key's advisory lock is held while the window is summed and the
   * hit counted, so parallel callers queue and never pass the limit together (sign-in attempts, where that matters).
   */
  async reserve(key: string, step: Date, from: Date, limit: number): Promise<WindowHits> {
    return this.database.db.transaction(async (tx) => {
      await this.database.rows(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`, tx);
      return this.hit(key, step, from, limit, tx);
    });
  }

  /** Takes back one hit counted in step `step` (a reserved attempt that turned out to be the owner's). */
  async release(key: string, step: Date) {
    await this.database.db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, step), gt(rateLimits.count, 0)));
  }

  /** The hits counted in the steps from `from` on. */
  async count(key: string, from: Date): Promise<number> {
    const [row] = await this.database.db
      .select({ count: sql<number>`coalesce(sum(${rateLimits.count}), 0)::int` })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), gte(rateLimits.windowStart, from)));
    return row?.count ?? 0;
  }

  /** Steps before `before` are of no use to any limit (the caller passes two days back; the longest window is a day). */
  async prune(before: Date) {
    await this.database.db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
  }
}
