import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DB_KINDS, form, newIp, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { registerMember } from '../../modules/accounts/member-test-kit.js';
import { DEVICE_COOKIE } from './device-cookie.js';

const ACCOUNT_PAUSED = /^该账号密码错误次数过多，已暂停在未登录过的设备上用密码登录，请1[56]分钟后再试/;

/** The device cookie a sign-in answer set (`yc_dev=…`), for the browser's next requests. */
function deviceOf(res: LightMyRequestResponse): string {
  const set = res.headers['set-cookie'];
  const line = (Array.isArray(set) ? set : [set]).map(String).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!line) throw new Error(`no device cookie in ${JSON.stringify(set)}`);
  expect(line).toMatch(/HttpOnly/i);
  expect(line).toMatch(/SameSite=Strict/i);
  return line.split(';')[0]!;
}

/**
 * Password lockout as OWASP's device cookies (issue 44): guessing one account from many addresses pauses it for
 * untrusted browsers; the owner's browser keeps its own allowance through the pause; one address keeps its own limits.
 */
describe.each(DB_KINDS)('sign-in lockout with trusted devices on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  const memberLogin = (username: string, password: string, opts: { ip?: string; device?: string } = {}) =>
    t.call({ method: 'POST', url: '/api/user/login', remoteAddress: opts.ip ?? newIp(), cookie: opts.device, ...form({ username, password }) });
  /** A new member of its own (signed in by its phone number), so no test's counts touch another's. */
  const newMember = async () => {
    const m = await registerMember(t, { submit: false });
    return { id: m.id, username: m.phone, password: m.password };
  };
  const operatorLogin = (username: string, password: string, opts: { ip?: string; device?: string } = {}) =>
    t.call({ method: 'POST', url: '/admin/api/login', remoteAddress: opts.ip ?? newIp(), cookie: opts.device, ...form({ username, password }) });

  it('refuses 50 parallel wrong passwords from 50 addresses after 10 are checked; the owner’s browser still signs in', async () => {
    const owner = await newMember();
    // The owner signed in from this browser before (and signed out): it keeps a device cookie.
    const before = await memberLogin(owner.username, owner.password);
    expect(before.statusCode).toBe(200);
    const device = deviceOf(before);

    const guesses = await Promise.all(Array.from({ length: 50 }, (_, i) => memberLogin(owner.username, `guess-${i}-wrong`)));
    const checked = guesses.filter((r) => r.statusCode === 422);
    const refused = guesses.filter((r) => r.statusCode === 429);
    // 10 passwords were checked: 9 said wrong, the 10th reached the pause; 40 were never checked.
    expect([checked.length, refused.length]).toEqual([9, 41]);
    for (const r of checked) expect(r.json().msg).toBe('用户名或密码错误');
    for (const r of refused) {
      expect(r.json().msg).toMatch(ACCOUNT_PAUSED);
      expect(r.json().msg).toContain('或使用短信验证码登录');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`select coalesce(sum(count), 0)::int as n from rate_limits where key like ${'member-login:account:%'}`,
    );
    expect(n).toBe(10);

    // The right password from an untrusted browser waits too (the pause is the account's, for untrusted clients)…
    const stranger = await memberLogin(owner.username, owner.password);
    expect([stranger.statusCode, stranger.json().msg]).toEqual([429, expect.stringMatching(ACCOUNT_PAUSED)]);
    const forged = await memberLogin(owner.username, owner.password, { device: `${DEVICE_COOKIE}=${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(429);
    // …while the owner, on the browser that signed in before, from any address, signs in.
    const back = await memberLogin(owner.username, owner.password, { device });
    expect([back.statusCode, back.json().msg]).toEqual([200, '登录成功']);
    // A device cookie is the account's: another account's pause does not open to it.
    const other = await newMember();
    for (let i = 0; i < 10; i++) await memberLogin(other.username, `wrong-${i}`);
    expect((await memberLogin(other.username, other.password, { device })).statusCode).toBe(429);
  });

  it('gives the owner’s browser an allowance of its own: 5 wrong passwords there, then it is one more untrusted client', async () => {
    const owner = await newMember();
    const device = deviceOf(await memberLogin(owner.username, owner.password));
    const ip = newIp();
    const mine: number[] = [];
    for (let i = 0; i < 5; i++) mine.push((await memberLogin(owner.username, `typo-${i}`, { device, ip })).statusCode);
    expect(mine).toEqual([422, 422, 422, 422, 429]);
    // Past its allowance it is counted like any client: this address and this account still have theirs.
    const right = await memberLogin(owner.username, owner.password, { device, ip });
    expect(right.statusCode).toBe(200);
    // Its own mistakes did not count against the account for everyone else.
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`select coalesce(sum(count), 0)::int as n from rate_limits where key = ${`member-login:account:${owner.id}`}`,
    );
    expect(n).toBe(0);
  });

  it('keeps one address’s own limits: 5 wrong passwords for a name there, 30 attempts across names', async () => {
    const owner = await newMember();
    const ip = newIp();
    const tries: LightMyRequestResponse[] = [];
    for (let i = 0; i < 6; i++) tries.push(await memberLogin(owner.username, i === 5 ? owner.password : `wrong-${i}`, { ip }));
    expect(tries.map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 429, 429]);
    expect(tries[5]!.json().msg).toMatch(/^密码错误次数过多，请1[56]分钟后再试，或使用短信验证码登录$/);
    expect(Number(tries[5]!.headers['retry-after'])).toBeGreaterThan(0);
    // The account itself is not paused by one address: the owner elsewhere signs in.
    expect((await memberLogin(owner.username, owner.password)).statusCode).toBe(200);

    const stuffing = newIp();
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await memberLogin(`nobody_${i}_here`, 'x12345678', { ip: stuffing })).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 422)).toBe(true);
    const fifth = await newMember();
    const last = await memberLogin(fifth.username, fifth.password, { ip: stuffing });
    expect([last.statusCode, last.json().msg]).toEqual([429, expect.stringMatching(/^登录尝试过于频繁，请\d+分钟后再试$/)]);
  });

  it('guards the console the same way: many addresses pause the operator for untrusted browsers, not on its own', async () => {
    const device = deviceOf(await operatorLogin('yunying', 'yunying123456'));
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) answers.push((await operatorLogin('yunying', `wrong-${i}`)).statusCode);
    expect(answers.filter((s) => s === 422)).toHaveLength(9);
    expect(answers.filter((s) => s === 429)).toHaveLength(41);
    const stranger = await operatorLogin('yunying', 'yunying123456');
    expect([stranger.statusCode, stranger.json().msg]).toEqual([429, expect.stringMatching(/^该账号密码错误次数过多/)]);
    expect((await operatorLogin('yunying', 'yunying123456', { device })).statusCode).toBe(200);
    // An unknown name is paused the same way after the same count (nothing tells which names exist).
    const unknown: number[] = [];
    for (let i = 0; i < 11; i++) unknown.push((await operatorLogin('no_such_operator', `wrong-${i}`)).statusCode);
    expect(unknown).toEqual([...Array(9).fill(422), 429, 429]);
  });

  it('forgets an account’s browsers when its password changes', async () => {
    const { statusCode } = await operatorLogin('kefu', 'kefu123456');
    expect(statusCode).toBe(200);
    const count = async () =>
      (
        await t.database.rows<{ n: number }>(
          sql`select count(*)::int as n from login_devices d join operators o on o.id = d.account_id where d.realm = 'operator' and o.username = 'kefu'`,
        )
      )[0]!.n;
    expect(await count()).toBe(1);
    const admin = await t.operatorLogin();
    const [{ id }] = await t.database.rows<{ id: number }>(sql`select id from operators where username = 'kefu'`);
    const reset = await t.call({
      method: 'POST',
      url: `/admin/api/operators/${id}/password`,
      cookie: admin,
      ...form({ password: 'Kefu-new-2026!' }),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await count()).toBe(0);
  });
});
