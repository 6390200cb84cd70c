import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DB_KINDS, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { RateLimitRepository } from './rate-limit.repository.js';
import { RateLimiter } from './rate-limiter.js';

describe.each(DB_KINDS)('rate limits in the database on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));
  const at = (iso: string) => new Date(iso);

  it('refuses the 31st of any 60 seconds, also across a clock minute', async () => {
    const limiter = new RateLimiter(t.database);
    const key = `test:${randomUUID()}`;
    for (let i = 0; i < 30; i++) {
      const d = await limiter.hit(key, 30, 60, at(`2026-11-28T11:59:${String(40 + Math.floor(i / 2)).padStart(2, '0')}Z`));
      expect(d).toMatchObject({ allowed: true, count: i + 1 });
    }
    const refused = await limiter.hit(key, 30, 60, at('2026-11-28T12:00:01Z'));
    expect(refused.allowed).toBe(false);
    expect(refused.count).toBe(31);
    // the oldest hits (11:59:40) leave the window by 12:00:45 at the latest (one step of slack)
    expect(refused.retryAfterSec).toBeGreaterThan(38);
    expect(refused.retryAfterSec).toBeLessThanOrEqual(45);
    expect(await limiter.count(key, 60, at('2026-11-28T12:00:01Z'))).toBe(30);
  });

  it('does not count refused hits, so a caller who keeps trying is let in once the window moves on', async () => {
    const limiter = new RateLimiter(t.database);
    const key = `test:${randomUUID()}`;
    for (let i = 0; i < 3; i++) expect((await limiter.hit(key, 3, 60, at('2026-11-28T10:00:00Z'))).allowed).toBe(true);
    for (let s = 10; s < 60; s += 10) {
      expect((await limiter.hit(key, 3, 60, at(`2026-11-28T10:00:${s}Z`))).allowed).toBe(false);
    }
    expect((await limiter.hit(key, 3, 60, at('2026-11-28T10:01:06Z'))).allowed).toBe(true);
    expect(await limiter.count(key, 60, at('2026-11-28T10:01:06Z'))).toBe(1);
  });

  it('keeps each key apart and counts hits from several callers at once', async () => {
    const limiter = new RateLimiter(t.database);
    const [a, b] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
    const now = at('2026-11-28T09:30:00Z');
    const results = await Promise.all(Array.from({ length: 8 }, () => limiter.hit(a, 100, 3600, now)));
    expect(results.every((r) => r.allowed)).toBe(true);
    expect(await limiter.count(a, 3600, now)).toBe(8);
    expect(await limiter.count(b, 3600, now)).toBe(0);
  });

  it('prunes on the clock it is given: steps two days before it go, the window it reads stays', async () => {
    const limiter = new RateLimiter(t.database);
    const key = `test:${randomUUID()}`;
    const old = at('2026-11-20T08:00:00Z');
    const now = at('2026-11-28T08:00:00Z');
    await limiter.hit(key, 10, 3600, old);
    await limiter.hit(key, 10, 3600, now);
    await new RateLimitRepository(t.database).prune(at('2026-11-26T08:00:00Z'));
    // A 30-day window would still hold both hits: only the old one was pruned.
    expect(await limiter.count(key, 30 * 24 * 3600, now)).toBe(1);
    expect(await limiter.count(key, 3600, now)).toBe(1);
  });
});
