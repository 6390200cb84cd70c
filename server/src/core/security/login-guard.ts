import { failure, type Failure } from '../http/errors.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

export interface LoginGuardOptions {
  /** Keeps members' and operators' counters apart. */
  realm: 'member' | 'operator';
  /** Sign-in attempts per address per 10 minutes, across all names. */
  perIp: number;
  /** Wrong passwords for one name from one address before that pair pauses. */
  failures?: number;
  minutes?: number;
  /** Said after the pause, e.g. that SMS sign-in stays open. */
  lockedHint?: string;
}

/**
 * Password sign-in limits, for members and operators alike (in the database like every limit, so several processes
 * count together). Failures are counted per name *and* address: a stranger elsewhere cannot lock the owner out, and
 * the per-address limit bounds guessing across many names. One answer for an unknown name and a wrong password.
 */
export class LoginGuard {
  private readonly failures: number;
  private readonly minutes: number;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly opts: LoginGuardOptions,
  ) {
    this.failures = opts.failures ?? 5;
    this.minutes = opts.minutes ?? 15;
  }

  private pairKey(login: string, ip: string) {
    return `${this.opts.realm}-login:fail:${login.trim().toLowerCase()}:${ip}`;
  }

  private locked(): Failure<'rate_limited'> {
    return failure('rate_limited', `密码错误次数过多，请${this.minutes}分钟后再试${this.opts.lockedHint ?? ''}`);
  }

  /** Every sign-in attempt of any kind (password, SMS code, WeChat) counts against its address. */
  async perAddress(ip: string): Promise<Failure<'rate_limited'> | null> {
    const perIp = await this.limiter.hit(`${this.opts.realm}-login:ip:${ip}`, this.opts.perIp, 600);
    return perIp.allowed ? null : failure('rate_limited', `登录尝试过于频繁，请${Math.ceil(perIp.retryAfterSec / 60)}分钟后再试`);
  }

  /** Before checking a password: a refusal when this address or this name from it must wait, else null. */
  async before(login: string, ip: string): Promise<Failure<'rate_limited'> | null> {
    const limited = await this.perAddress(ip);
    if (limited) return limited;
    return (await this.limiter.count(this.pairKey(login, ip), this.minutes * 60)) >= this.failures ? this.locked() : null;
  }

  /** After a wrong name or password: counts it and gives the one answer (or the pause once the count is reached). */
  async failed(login: string, ip: string): Promise<Failure<'invalid' | 'rate_limited'>> {
    const hit = await this.limiter.hit(this.pairKey(login, ip), this.failures, this.minutes * 60);
    return hit.count >= this.failures ? this.locked() : failure('invalid', '用户名或密码错误', 'password');
  }
}
