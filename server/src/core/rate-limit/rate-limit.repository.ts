import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Fixed-window counters (table rate_limits): one upsert per hit. */
export class RateLimitRepository {
  constructor(private readonly database: Database) {}

  /** Counts one hit in the window and returns the window's count. */
  async hit(key: string, windowStart: Date): Promise<number> {
    const [row] = await this.database.rows<{ count: number }>(sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count`);
    return Number(row.count);
  }

  async count(key: string, windowStart: Date): Promise<number> {
    const [row] = await this.database.rows<{ count: number }>(sql`
      select count from rate_limits where key = ${key} and window_start = ${windowStart.toISOString()}`);
    return row ? Number(row.count) : 0;
  }

  /** Windows older than a day are of no use to any limit. */
  async prune() {
    await this.database.rows(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
  }
}
