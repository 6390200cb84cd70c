import crypto from 'node:crypto';
import { failure, rateLimited, success, type Failure, type Result } from '../http/errors.js';
import type { RateLimiter, Reservation } from '../rate-limit/rate-limiter.js';
import type { LoginDevicesRepository, Realm } from './login-devices.repository.js';

export interface LoginGuardOptions {
  /** Keeps members' and operators' counters apart. */
  realm: Realm;
  /** Sign-in attempts per address per 10 minutes, across all names (stuffing many names from one address). */
  perIp: number;
  /** Wrong passwords for one name from one address before that pair pauses. */
  failures?: number;
  /** Wrong passwords for one account from untrusted browsers, all addresses together, before it pauses for them. */
  accountFailures?: number;
  /** Wrong passwords from one of the account's trusted browsers before that browser counts as untrusted. */
  deviceFailures?: number;
  minutes?: number;
  /** Said after a pause, e.g. that SMS sign-in stays open. */
  lockedHint?: string;
}

/** A browser stays trusted this long after its last sign-in. */
export const TRUST_DAYS = 90;

export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/** One password attempt under way: counted before the password is checked (exact under concurrency). */
export interface LoginAttempt {
  /** A wrong password (or second-factor code): the counts stay; the one answer, or the pause it just reached. */
  failed(): Failure<'invalid' | 'rate_limited'>;
  /** The right password, but the sign-in waits for its second step: the attempt is taken back, nothing trusted yet. */
  withdraw(): Promise<void>;
  /** Signed in: the attempt is taken back and this browser becomes (stays) trusted; its token for the cookie. */
  succeeded(): Promise<string>;
}

/**
 * Password sign-in limits, for members and operators alike, in the database (several processes count together), as
 * OWASP's "device cookies" describe:
 * - a browser that signed in to the account before (a valid `yc_dev` token in login_devices) is the owner's: it has
 *   its own allowance (`deviceFailures`), and no pause caused elsewhere applies to it — a stranger cannot lock the
 *   owner out; past its allowance it counts as untrusted;
 * - an untrusted browser's wrong passwords count per account across every address (`accountFailures`): guessing one
 *   account from many addresses pauses it for untrusted browsers; and per name and address (`failures`), and every
 *   attempt per address (`perIp`), so one address has its own, lower limits.
 * Each attempt is reserved before the password is checked (the key locked while it is counted), so parallel guesses
 * cannot pass a limit together; a right password takes its reservation back. One answer for an unknown name and a
 * wrong password: an unknown name is counted by the name, as an account would be.
 */
export class LoginGuard {
  private readonly failures: number;
  private readonly accountFailures: number;
  private readonly deviceFailures: number;
  private readonly minutes: number;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly devices: LoginDevicesRepository,
    private readonly opts: LoginGuardOptions,
  ) {
    this.failures = opts.failures ?? 5;
    this.accountFailures = opts.accountFailures ?? 10;
    this.deviceFailures = opts.deviceFailures ?? 5;
    this.minutes = opts.minutes ?? 15;
  }

  private key(kind: string, ...parts: Array<string | number>) {
    return `${this.opts.realm}-login:${kind}:${parts.join(':')}`;
  }

  /** Every sign-in attempt of any kind (password, SMS code, WeChat) counts against its address. */
  async perAddress(ip: string): Promise<Failure<'rate_limited'> | null> {
    const perIp = await this.limiter.hit(this.key('ip', ip), this.opts.perIp, 600);
    return perIp.allowed ? null : rateLimited(`登录尝试过于频繁，请${Math.ceil(perIp.retryAfterSec / 60)}分钟后再试`, perIp.retryAfterSec);
  }

  /**
   * Before checking a password: the attempt, or the pause that refuses it. `accountId` is the account the name
   * belongs to (null for an unknown or disabled name); `device` the browser's `yc_dev` token, if any.
   */
  async begin(who: { login: string; accountId: number | null; ip: string; device: string | null }): Promise<Result<LoginAttempt>> {
    const name = who.login.trim().toLowerCase();
    const window = this.minutes * 60;
    if (who.accountId !== null && who.device && (await this.isTrusted(who.device, who.accountId))) {
      const own = await this.limiter.reserve(this.key('device', tokenHash(who.device), who.accountId), this.deviceFailures, window);
      if (own.allowed) return success(this.attempt(who.accountId, who.device, [{ held: own, limit: this.deviceFailures, kind: 'pair' }]));
      // Past its own allowance the browser is one more untrusted client (OWASP: its cookie is in the lockout list).
    }
    const perIp = await this.perAddress(who.ip);
    if (perIp) return perIp;
    const pair = await this.limiter.reserve(this.key('fail', name, who.ip), this.failures, window);
    if (!pair.allowed) return this.paused('pair', pair);
    const account = await this.limiter.reserve(this.key('account', who.accountId ?? `name:${name}`), this.accountFailures, window);
    if (!account.allowed) {
      await this.limiter.release(pair);
      return this.paused('account', account);
    }
    return success(
      this.attempt(who.accountId, who.device, [
        { held: pair, limit: this.failures, kind: 'pair' },
        { held: account, limit: this.accountFailures, kind: 'account' },
      ]),
    );
  }

  /** A sign-in by other means (SMS code, WeChat) also makes the browser the owner's; its token for the cookie. */
  async trust(accountId: number, device: string | null): Promise<string> {
    const token = device && /^[A-Za-z0-9_-]{43}$/.test(device) ? device : crypto.randomBytes(32).toString('base64url');
    await this.devices.trust(tokenHash(token), this.opts.realm, accountId);
    if (Math.random() < 0.01) await this.devices.prune(new Date(Date.now() - TRUST_DAYS * 86_400_000));
    return token;
  }

  /** The account's password changed: no browser keeps its trust (a thief's included). */
  forget(accountId: number) {
    return this.devices.forget(this.opts.realm, accountId);
  }

  private isTrusted(device: string, accountId: number) {
    return this.devices.trusted(tokenHash(device), this.opts.realm, accountId, new Date(Date.now() - TRUST_DAYS * 86_400_000));
  }

  private attempt(accountId: number | null, device: string | null, counts: Held[]): LoginAttempt {
    const release = async () => {
      for (const c of counts) await this.limiter.release(c.held);
    };
    return {
      failed: () => {
        // The failure that reaches a limit already says so (the account's pause first: it is the longer story).
        const reached = counts.filter((c) => c.held.count >= c.limit);
        const shown = reached.find((c) => c.kind === 'account') ?? reached[0];
        return shown ? this.paused(shown.kind, shown.held) : failure('invalid', '用户名或密码错误', 'password');
      },
      withdraw: release,
      succeeded: async () => {
        await release();
        if (accountId === null) throw new Error('a sign-in succeeded without an account');
        return this.trust(accountId, device);
      },
    };
  }

  private paused(kind: Held['kind'], r: Reservation): Failure<'rate_limited'> {
    // Said in whole minutes, at most the pause itself (Retry-After has the exact seconds, a step's slack included).
    const wait = `${Math.min(this.minutes, Math.max(1, Math.ceil(r.retryAfterSec / 60)))}分钟`;
    const hint = this.opts.lockedHint ?? '';
    return rateLimited(
      kind === 'account'
        ? `该账号密码错误次数过多，已暂停在未登录过的设备上用密码登录，请${wait}后再试${hint}`
        : `密码错误次数过多，请${wait}后再试${hint}`,
      r.retryAfterSec,
    );
  }
}

/** A reservation the attempt holds, with the limit it counts against. */
interface Held {
  held: Reservation;
  limit: number;
  kind: 'pair' | 'account';
}
