import crypto from 'node:crypto';
import type { SmsPurpose } from '@yaocai/contract';
import { failure, success, type Result } from '../../core/http/errors.js';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import type { SmsRepository } from './sms.repository.js';
import type { SmsSender } from './sms.sender.js';

export const CODE_TTL_SEC = 300;
export const RESEND_SEC = 60;
const MAX_ATTEMPTS = 5;
/** Per phone: 5 codes per hour and 10 per day; per IP: 30 per hour. */
const PHONE_HOURLY = 5;
const PHONE_DAILY = 10;
const IP_HOURLY = 30;

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  register: '注册账号',
  login: '登录',
  forget: '找回密码',
  change_phone: '更换手机号',
  bindbank: '绑定银行卡',
};

export interface SmsDeps {
  repo: SmsRepository;
  limiter: RateLimiter;
  sender: SmsSender;
  /** The time; tests move it to expire codes. */
  clock?: () => Date;
}

const hashCode = (phone: string, purpose: string, code: string) => crypto.createHash('sha256').update(`${phone}:${purpose}:${code}`).digest('hex');

/** SMS verification codes: issue (rate-limited) and verify (5-minute expiry, single use, few attempts). */
export class SmsService {
  readonly clock: () => Date;

  constructor(private readonly deps: SmsDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /** What the built-in sender delivered to a phone, newest first (empty when a real gateway is used). */
  async outbox(phone: string) {
    return (await this.deps.repo.outbox(phone)).map((m) => ({ ...m, created_at: m.created_at.toISOString() }));
  }

  async issue(phone: string, purpose: SmsPurpose, ip: string): Promise<Result<{ expires_in: number; resend_after: number }>> {
    const { repo, limiter, sender } = this.deps;
    const now = this.clock();
    const perIp = await limiter.hit(`sms:ip:${ip}`, IP_HOURLY, 3600, now);
    if (!perIp.allowed) return failure('rate_limited', `获取验证码过于频繁，请${Math.ceil(perIp.retryAfterSec / 60)}分钟后再试`);
    const last = await repo.lastSentAt(phone);
    if (last && now.getTime() - last.getTime() < RESEND_SEC * 1000) {
      const wait = Math.ceil((RESEND_SEC * 1000 - (now.getTime() - last.getTime())) / 1000);
      return failure('rate_limited', `验证码已发送，请${wait}秒后再试`);
    }
    const hourly = await limiter.hit(`sms:phone:h:${phone}`, PHONE_HOURLY, 3600, now);
    if (!hourly.allowed) return failure('rate_limited', '该手机号获取验证码次数过多，请1小时后再试');
    const daily = await limiter.hit(`sms:phone:d:${phone}`, PHONE_DAILY, 86400, now);
    if (!daily.allowed) return failure('rate_limited', '该手机号今日获取验证码次数已达上限，请明天再试');

    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    await repo.insertCode({
      phone,
      purpose,
      codeHash: hashCode(phone, purpose, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_SEC * 1000),
      ip,
      createdAt: now,
    });
    await sender.send({
      phone,
      purpose,
      content: `【药采】您的验证码为${code}，用于${PURPOSE_TEXT[purpose]}，${CODE_TTL_SEC / 60}分钟内有效。如非本人操作，请忽略本短信。`,
    });
    return success({ expires_in: CODE_TTL_SEC, resend_after: RESEND_SEC });
  }

  /**
   * Checks and consumes the newest code of this phone and purpose. Every check first takes one of the code's attempts
   * atomically (right or wrong), so no number of parallel guesses checks more than MAX_ATTEMPTS codes. Failures name
   * the field `code`.
   */
  async verify(phone: string, purpose: SmsPurpose, code: string): Promise<Result<void>> {
    const { repo } = this.deps;
    const now = this.clock();
    const taken = await repo.takeAttempt(phone, purpose, now, MAX_ATTEMPTS);
    if (!taken) return failure('invalid', whyNoAttempt(await repo.latest(phone, purpose), now), 'code');
    const expected = Buffer.from(taken.codeHash, 'hex');
    const given = Buffer.from(hashCode(phone, purpose, code), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) return failure('invalid', '验证码错误', 'code');
    if (!(await repo.consume(taken.id, now))) return failure('invalid', '验证码已使用，请重新获取', 'code');
    return success(undefined);
  }
}

/** Why the newest code took no attempt: none sent, used, expired, or its attempts spent. */
function whyNoAttempt(row: { usedAt: Date | null; expiresAt: Date } | null, now: Date): string {
  if (!row) return '请先获取验证码';
  if (row.usedAt) return '验证码已使用，请重新获取';
  if (row.expiresAt.getTime() <= now.getTime()) return '验证码已过期，请重新获取';
  return '验证码错误次数过多，请重新获取';
}
