import { failure, type Failure, type FailureKind } from '../../core/http/errors.js';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter.js';

/** Answers that reveal whether a phone or name is registered, per IP and hour. */
export const PROBE_LIMIT = 20;

/**
 * Some answers must say whether an account exists (该手机号未注册 on forgot-password, 用户名已被使用 at registration):
 * the buyer needs them. Each such answer counts against the asking address, so a script cannot walk a phone list.
 * Call it only where the answer reveals existence; other answers stay free.
 */
export async function revealing<K extends FailureKind>(limiter: RateLimiter, ip: string, answer: Failure<K>): Promise<Failure<K | 'rate_limited'>> {
  const hit = await limiter.hit(`probe:${ip}`, PROBE_LIMIT, 3600);
  return hit.allowed ? answer : failure('rate_limited', '操作过于频繁，请稍后再试');
}
