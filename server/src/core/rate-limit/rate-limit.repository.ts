import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimits } from '../session/session.tables.js';

/** Fixed-window counters (table rate_limits): one upsert per hit. */
export class RateLimitRepository {
  constructor(private readonly database: Database) {}

  /** Counts one hit in the window and returns the window's count. */
  async hit(key: string, windowStart: Date): Promise<number> {
    const [row] = await this.database.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count });
    return row.count;
  }

  async count(key: string, windowStart: Date): Promise<number> {
    const [row] = await this.database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
    return row?.count ?? 0;
  }

  /** Windows older than a day are of no use to any limit. */
  async prune() {
    await this.database.db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
  }
}
