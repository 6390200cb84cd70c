import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MODULE_KINDS, form, newIp, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { ageCodes, lastCode, newPhone, registerMember, sendCode } from '../accounts/member-test-kit.js';
import { SmsRepository } from './sms.repository.js';
import { SmsService } from './sms.service.js';
import { smsCodes, smsOutbox } from './sms.tables.js';
import type { SmsMessage } from './sms.sender.js';

describe.each(MODULE_KINDS)('SMS codes (POST /api/user/create_code) on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  const ask = (body: Record<string, unknown>, opts: { ip?: string; cookie?: string; origin?: string } = {}) => {
    const f = form(body);
    return t.call({
      method: 'POST',
      url: '/api/user/create_code',
      cookie: opts.cookie,
      remoteAddress: opts.ip ?? newIp(),
      payload: f.payload,
      headers: { ...f.headers, ...(opts.origin ? { origin: opts.origin } : {}) },
    });
  };

  it('sends a six-digit code through the outbox; only its hash is stored', async () => {
    const phone = newPhone();
    const res = await ask({ phone, purpose: 'register' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: '验证码已发送', data: { expires_in: 300, resend_after: 60 } });
    const code = await lastCode(t, phone);
    const [outbox] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(outbox.content).toBe(`【药采】您的验证码为${code}，用于注册账号，5分钟内有效。如非本人操作，请忽略本短信。`);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(300_000);
  });

  it('refuses malformed phones, numbers starting with 12 and unknown purposes', async () => {
    for (const phone of ['1380013800', '12800138000', '23800138000', '1380013800a', '']) {
      const res = await ask({ phone, purpose: 'register' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.phone[0]).toMatch(/^(手机号格式不正确|请填写手机号)$/);
    }
    const res = await ask({ phone: newPhone(), purpose: 'lottery' });
    expect(res.json().errors.purpose).toEqual(['验证码用途不正确']);
  });

  it('knows who may ask: register for new phones, login/forget for members, change_phone and bindbank signed in', async () => {
    expect((await ask({ phone: '17786019001', purpose: 'register' })).json().msg).toBe('该手机号已注册，请直接登录');
    expect((await ask({ phone: newPhone(), purpose: 'forget' })).json().msg).toBe('该手机号未注册');
    const guest = await ask({ phone: newPhone(), purpose: 'change_phone' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe(10001);
    const cookie = await t.login('demo');
    expect((await ask({ phone: '17786019002', purpose: 'change_phone' }, { cookie })).json().msg).toBe('该手机号已被其他账号使用');
    expect((await ask({ phone: '17786019001', purpose: 'change_phone' }, { cookie })).json().msg).toBe('新手机号与当前手机号相同');
    expect((await ask({ phone: newPhone(), purpose: 'bindbank' }, { cookie })).statusCode).toBe(200);
  });

  it('rate-limits per phone: one code a minute, five an hour', async () => {
    const phone = newPhone();
    expect((await ask({ phone, purpose: 'register' })).statusCode).toBe(200);
    const soon = await ask({ phone, purpose: 'register' });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().msg).toMatch(/^验证码已发送，请\d+秒后再试$/);
    for (let i = 0; i < 4; i++) {
      await ageCodes(t, phone);
      expect((await ask({ phone, purpose: 'register' })).statusCode).toBe(200);
    }
    await ageCodes(t, phone);
    const sixth = await ask({ phone, purpose: 'register' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().msg).toBe('该手机号获取验证码次数过多，请1小时后再试');
  });

  it('rate-limits per IP: 30 codes an hour from one address', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) expect((await ask({ phone: newPhone(), purpose: 'register' }, { ip })).statusCode).toBe(200);
    const res = await ask({ phone: newPhone(), purpose: 'register' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toMatch(/^获取验证码过于频繁，请\d+分钟后再试$/);
  });

  it('a code is bound to its purpose, only the newest counts, and five wrong tries void it', async () => {
    const m = await registerMember(t, { submit: false });
    const loginBy = (code: string) =>
      t.call({ method: 'POST', url: '/api/user/login_by_code', remoteAddress: newIp(), ...form({ phone: m.phone, code }) });
    const forgetCode = await sendCode(t, m.phone, 'forget');
    expect((await loginBy(forgetCode)).json().msg).toBe('请先获取验证码');
    const first = await sendCode(t, m.phone, 'login');
    const second = await sendCode(t, m.phone, 'login');
    if (first !== second) expect((await loginBy(first)).json().msg).toBe('验证码错误');
    const wrong = second === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await loginBy(wrong);
    const locked = await loginBy(second);
    expect(locked.statusCode).toBe(422);
    expect(locked.json().msg).toBe('验证码错误次数过多，请重新获取');
  });

  it('counts attempts atomically: 300 parallel wrong guesses check exactly 5 codes, and the right one is refused after', async () => {
    const m = await registerMember(t, { submit: false });
    const code = await sendCode(t, m.phone, 'login');
    const wrong = code === '000000' ? '000001' : '000000';
    // Each guess from its own address: the per-address sign-in limit would otherwise stop them first.
    const guesses = await Promise.all(
      Array.from({ length: 300 }, () =>
        t.call({ method: 'POST', url: '/api/user/login_by_code', remoteAddress: newIp(), ...form({ phone: m.phone, code: wrong }) }),
      ),
    );
    const said = guesses.map((r) => r.json().msg as string);
    expect(said.filter((msg) => msg === '验证码错误')).toHaveLength(5);
    expect(said.filter((msg) => msg === '验证码错误次数过多，请重新获取')).toHaveLength(295);
    const [row] = await t.database.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, m.phone), eq(smsCodes.purpose, 'login')));
    expect(row.attempts).toBe(5);
    const right = await t.call({ method: 'POST', url: '/api/user/login_by_code', remoteAddress: newIp(), ...form({ phone: m.phone, code }) });
    expect(right.statusCode).toBe(422);
    expect(right.json().msg).toBe('验证码错误次数过多，请重新获取');
  });

  it('expires codes after five minutes by the service clock', async () => {
    let now = new Date();
    const sent: SmsMessage[] = [];
    const sms = new SmsService({
      repo: new SmsRepository(t.database),
      limiter: new RateLimiter(t.database),
      sender: { send: async (m) => void sent.push(m) },
      clock: () => now,
    });
    const phone = newPhone();
    expect((await sms.issue(phone, 'login', newIp())).ok).toBe(true);
    const code = sent[0].content.match(/验证码为(\d{6})/)![1];
    now = new Date(now.getTime() + 300_000 + 1000);
    const late = await sms.verify(phone, 'login', code);
    expect(late).toMatchObject({ ok: false, message: '验证码已过期，请重新获取', field: 'code' });
    now = new Date(now.getTime() + 60_000);
    expect((await sms.issue(phone, 'login', newIp())).ok).toBe(true);
    const fresh = sent[1].content.match(/验证码为(\d{6})/)![1];
    expect((await sms.verify(phone, 'login', fresh)).ok).toBe(true);
    expect(await sms.verify(phone, 'login', fresh)).toMatchObject({ ok: false, message: '验证码已使用，请重新获取' });
  });

  it('refuses a code request from a foreign origin (CSRF)', async () => {
    const res = await ask({ phone: newPhone(), purpose: 'register' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });
});
