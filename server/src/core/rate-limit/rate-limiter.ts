import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface RateDecision {
  allowed: boolean;
  count: number;
  retryAfterSec: number;
}

/**
 * Fixed-window counters in the database (table rate_limits), so every server process counts the same hits.
 * One upsert per hit; old windows are pruned opportunistically.
 */
export class RateLimiter {
  constructor(private readonly database: Database) {}

  async hit(key: string, limit: number, windowSec: number, now = new Date()): Promise<RateDecision> {
    const windowMs = windowSec * 1000;
    const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const [row] = await this.database.rows<{ count: number }>(sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${start.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count`);
    if (Math.random() < 0.01) {
      await this.database.db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
    }
    const count = Number(row.count);
    return {
      allowed: count <= limit,
      count,
      retryAfterSec: Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000),
    };
  }

  /** The hits counted so far in the current window of `key` (no hit recorded). */
  async count(key: string, windowSec: number, now = new Date()): Promise<number> {
    const windowMs = windowSec * 1000;
    const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const [row] = await this.database.rows<{ count: number }>(sql`
      select count from rate_limits where key = ${key} and window_start = ${start.toISOString()}`);
    return row ? Number(row.count) : 0;
  }
}
