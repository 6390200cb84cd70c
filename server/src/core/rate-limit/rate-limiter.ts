import type { Database } from '../../db/client.js';
import { RateLimitRepository } from './rate-limit.repository.js';

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
  private readonly repo: RateLimitRepository;

  constructor(database: Database) {
    this.repo = new RateLimitRepository(database);
  }

  async hit(key: string, limit: number, windowSec: number, now = new Date()): Promise<RateDecision> {
    const windowMs = windowSec * 1000;
    const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const count = await this.repo.hit(key, start);
    if (Math.random() < 0.01) await this.repo.prune();
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
    return this.repo.count(key, start);
  }
}
