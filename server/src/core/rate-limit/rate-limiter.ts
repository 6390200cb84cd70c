import type { Database } from '../../db/client.js';
import { RateLimitRepository, type WindowHits } from './rate-limit.repository.js';

export interface RateDecision {
  allowed: boolean;
  /** The hits in the window with this one. */
  count: number;
  retryAfterSec: number;
}

/** A hit that may be taken back (`release`): a sign-in attempt counted before its password is checked. */
export interface Reservation extends RateDecision {
  key: string;
  /** The step the hit was counted in. */
  step: Date;
}

/** A window is counted in this many steps: a limit holds over any span of the window, with a step's slack. */
const STEPS = 12;
/** Steps older than this are of no use to any limit (the longest window is a day). */
const PRUNE_AFTER_MS = 2 * 24 * 3600 * 1000;

/**
 * Sliding-window counters in the database (table rate_limits), so every server process counts the same hits. A hit
 * sums the steps of the last window (plus the step it began in) and is counted only when under the limit: "30 a
 * minute" refuses the 31st of any 60 seconds, not only of one clock minute, and a refused caller is let in again as the
 * oldest step leaves the window. One statement per hit; old steps are pruned opportunistically.
 */
export class RateLimiter {
  private readonly repo: RateLimitRepository;

  constructor(database: Database) {
    this.repo = new RateLimitRepository(database);
  }

  async hit(key: string, limit: number, windowSec: number, now = new Date()): Promise<RateDecision> {
    const { step, from, stepMs, windowMs } = window(windowSec, now);
    const hits = await this.repo.hit(key, step, from, limit);
    await this.maybePrune(now);
    return decision(hits, step, now, stepMs, windowMs);
  }

  /**
   * A hit counted exactly under concurrency (the key is locked while it is counted): of N parallel callers exactly
   * `limit` are allowed. `release` takes it back when the attempt turns out not to count (a right password).
   */
  async reserve(key: string, limit: number, windowSec: number, now = new Date()): Promise<Reservation> {
    const { step, from, stepMs, windowMs } = window(windowSec, now);
    const hits = await this.repo.reserve(key, step, from, limit);
    await this.maybePrune(now);
    return { ...decision(hits, step, now, stepMs, windowMs), key, step };
  }

  async release(reservation: Reservation) {
    if (reservation.allowed) await this.repo.release(reservation.key, reservation.step);
  }

  private async maybePrune(now: Date) {
    // Pruned on the limiter's own clock, as every window is: a hit never prunes the steps its own window reads. The
    // hit is counted already: a prune that fails (the connection lost) is left to a later hit, not the request's failure.
    if (Math.random() < 0.01) await this.repo.prune(new Date(now.getTime() - PRUNE_AFTER_MS)).catch(() => undefined);
  }

  /** The hits counted so far in the window of `key` (no hit recorded). */
  async count(key: string, windowSec: number, now = new Date()): Promise<number> {
    return this.repo.count(key, window(windowSec, now).from);
  }
}

function decision(hits: WindowHits, step: Date, now: Date, stepMs: number, windowMs: number): RateDecision {
  const oldest = hits.oldest ?? step;
  return {
    allowed: hits.counted,
    count: hits.before + 1,
    retryAfterSec: Math.max(1, Math.ceil((oldest.getTime() + windowMs + stepMs - now.getTime()) / 1000)),
  };
}

/** The step `now` falls in, and the first step of the window that ends with it. */
function window(windowSec: number, now: Date) {
  const windowMs = windowSec * 1000;
  const stepMs = Math.max(1000, Math.floor(windowMs / STEPS));
  const step = Math.floor(now.getTime() / stepMs) * stepMs;
  const from = Math.floor((now.getTime() - windowMs) / stepMs) * stepMs;
  return { step: new Date(step), from: new Date(from), stepMs, windowMs };
}
