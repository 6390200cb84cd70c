import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { RateLimiter } from './rate-limiter.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A console call that builds a whole file or reads a long range (exports, reports), or parses an uploaded file
     * (import checks): counted against its account's budget of that kind. A function decides per request (a report
     * only over a long range).
     */
    costly?: CostlyKind | ((req: FastifyRequest) => CostlyKind | null);
  }
}

export type CostlyKind = 'report' | 'import';

/**
 * Each account's budgets, one per kind, shared by every call of the kind: a burst and a ceiling over an hour. An
 * import check gets more (a merchant fixes a file and uploads it again), an export or report fewer (each may read the
 * whole catalogue or a year of orders).
 */
export const COSTLY_LIMITS: Record<CostlyKind, ReadonlyArray<{ windowSec: number; limit: number }>> = {
  report: [
    { windowSec: 3600, limit: 60 },
    { windowSec: 60, limit: 10 },
  ],
  import: [
    { windowSec: 3600, limit: 120 },
    { windowSec: 600, limit: 30 },
  ],
};
const REFUSED: Record<CostlyKind, string> = { report: '导出和报表请求过于频繁', import: '导入文件校验过于频繁' };

/** Reports longer than this many China days count as costly. */
const LONG_RANGE_DAYS = 31;

/** `costly` for reports: the query's from–to span is longer than a month (a missing end counts as today). */
export function longRange(req: FastifyRequest): CostlyKind | null {
  const q = req.query as { from?: string; to?: string } | undefined;
  if (!q?.from) return null;
  const to = q.to ? Date.parse(`${q.to}T00:00:00Z`) : Date.now();
  return (to - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 >= LONG_RANGE_DAYS ? 'report' : null;
}

const wait = (sec: number) => (sec < 120 ? `${sec}秒` : `${Math.ceil(sec / 60)}分钟`);

/**
 * Per account, in the database (every process counts together): an operator's or a merchant's costly calls — the
 * routes marked `config.costly` — past the budget of their kind answer 429 with the wait in words and in Retry-After.
 * Checked after the scope's guard and the input's validation, so a refused or malformed call costs nothing.
 */
export function registerCostlyCallLimits(app: FastifyInstance, limiter: RateLimiter) {
  app.addHook('preHandler', async (req) => {
    const { costly, guard } = req.routeOptions.config ?? {};
    // Only the console's scopes name an account (`req.operator`); elsewhere a costly mark has no one to count.
    if (!costly || (guard !== 'operator' && guard !== 'merchant')) return;
    const kind = typeof costly === 'function' ? costly(req) : costly;
    if (!kind) return;
    for (const { windowSec, limit } of COSTLY_LIMITS[kind]) {
      const hit = await limiter.hit(`console-costly:${kind}:${req.operator.id}:${windowSec}`, limit, windowSec);
      if (!hit.allowed) throw new HttpError(429, `${REFUSED[kind]}，请${wait(hit.retryAfterSec)}后再试`, 429, undefined, hit.retryAfterSec);
    }
  });
}
