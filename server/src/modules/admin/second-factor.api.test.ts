import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { CODE, hasMoneyOrMemberPowers, OPERATOR_ROLES, TOTP_ENROL_REQUIRED, TOTP_REQUIRED } from '@yaocai/contract';
import { cookieOf, MODULE_KINDS, form, newIp, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { PNG, upload } from '../accounts/member-test-kit.js';
import { runAdminCommand } from '../../cli/admin-commands.js';

/** A production server: NODE_ENV=production with the payments sandbox off (its secrets set, as production needs). */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_SANDBOX: 'false',
  PAY_SANDBOX_SECRET: 'second-factor-test-notify-key-0001',
  CHAT_SECRET: 'second-factor-test-chat-key-000001',
  PUBLIC_URL: 'https://yaocai.test',
};

const code = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

describe('which roles have money or member powers', () => {
  it('is every role that may change members or money: 超级管理员, 客服 (members), 财务 (finance)', () => {
    expect(OPERATOR_ROLES.filter(hasMoneyOrMemberPowers)).toEqual(['super', 'service', 'finance']);
    expect(hasMoneyOrMemberPowers('shop_admin')).toBe(false);
  });
});

/**
 * In production, console accounts with money or member powers sign in with the second factor (issue 44): without one
 * enrolled, the password opens a session that can only enrol it; once enrolled, sign-in asks for the code.
 */
describe.each(MODULE_KINDS)('second factor required in production on %s', (kind) => {
  let t: TestApp;
  let member: string;
  useApiSuite(kind, (s) => ({ t, cookie: member } = s), { app: { env: PRODUCTION } });

  const login = (username: string, password: string, totp?: string) =>
    t.call({ method: 'POST', url: '/admin/api/login', remoteAddress: newIp(), ...form({ username, password, ...(totp ? { totp } : {}) }) });

  it('lets 客服 sign in with the password to a session that can only enrol the authenticator, then everything', async () => {
    const signedIn = await login('kefu', 'kefu123456');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ msg: TOTP_ENROL_REQUIRED, data: { username: 'kefu', totp: false, totp_required: true } });
    const kefu = cookieOf(signedIn);
    const call = (method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) =>
      t.call({ method, url, cookie: kefu, ...(body ? form(body) : method === 'POST' ? form({}) : {}) });

    expect((await call('GET', '/admin/api/me')).json().data).toMatchObject({ totp: false, totp_required: true });
    // Every other console call, reads and writes alike, in every area, says what to do.
    const own = (await upload(t, member, PNG, '执照.png', 'image/png')).json().data.url as string;
    for (const [method, url] of [
      ['GET', '/admin/api/members'],
      ['GET', '/admin/api/dashboard'],
      ['GET', '/admin/api/orders'],
      ['GET', '/admin/api/members/1/wallet'],
      ['POST', '/admin/api/members/1/approve'],
      ['POST', '/admin/api/account/password'],
      ['POST', '/admin/api/account/totp/disable'],
      ['GET', own],
    ] as const) {
      const res = await call(method, url);
      expect([method, url, res.statusCode, res.json().code, res.json().msg]).toEqual([method, url, 403, CODE.totpEnrolRequired, TOTP_ENROL_REQUIRED]);
    }

    const offer = (await call('POST', '/admin/api/account/totp/setup')).json().data as { secret: string };
    expect(offer.secret).toMatch(/^[A-Z2-7]{32}$/);
    const on = await call('POST', '/admin/api/account/totp/enable', { code: code(offer.secret) });
    expect([on.statusCode, on.json().data]).toEqual([200, { totp: true }]);
    // Enrolled: the same session works, and the next sign-in asks for the code.
    expect((await call('GET', '/admin/api/members')).statusCode).toBe(200);
    expect((await call('GET', own)).statusCode).toBe(200);
    const noCode = await login('kefu', 'kefu123456');
    expect([noCode.statusCode, noCode.json().errors]).toEqual([422, { totp: [TOTP_REQUIRED] }]);
    const full = await login('kefu', 'kefu123456', code(offer.secret, 1));
    expect([full.statusCode, full.json().msg, full.json().data.totp_required]).toEqual([200, '登录成功', true]);
    expect((await t.call({ method: 'GET', url: '/admin/api/members', cookie: cookieOf(full) })).statusCode).toBe(200);
  });

  it('asks it of 超级管理员 and 财务 too; 运营, 审计 and merchants’ staff sign in with the password alone', async () => {
    for (const [username, password] of [
      ['admin', 'admin123456'],
      ['caiwu', 'caiwu123456'],
    ]) {
      const res = await login(username, password);
      expect([username, res.json().data.totp_required]).toEqual([username, true]);
      expect((await t.call({ method: 'GET', url: '/admin/api/dashboard', cookie: cookieOf(res) })).json().code).toBe(CODE.totpEnrolRequired);
    }
    for (const [username, password, url] of [
      ['yunying', 'yunying123456', '/admin/api/dashboard'],
      ['shenji', 'shenji123456', '/admin/api/operators'],
      ['huakang', 'huakang123456', '/admin/api/merchant/shop'],
    ]) {
      const res = await login(username, password);
      expect([username, res.statusCode, res.json().msg, res.json().data.totp_required]).toEqual([username, 200, '登录成功', false]);
      expect([username, (await t.call({ method: 'GET', url, cookie: cookieOf(res) })).statusCode]).toEqual([username, 200]);
    }
  });

  it('turning the factor off (password and code) puts the session back to enrolment only', async () => {
    const admin = cookieOf(await login('admin', 'admin123456'));
    const offer = (await t.call({ method: 'POST', url: '/admin/api/account/totp/setup', cookie: admin, ...form({}) })).json().data;
    await t.call({ method: 'POST', url: '/admin/api/account/totp/enable', cookie: admin, ...form({ code: code(offer.secret) }) });
    expect((await t.call({ method: 'GET', url: '/admin/api/operators', cookie: admin })).statusCode).toBe(200);
    const off = await t.call({
      method: 'POST',
      url: '/admin/api/account/totp/disable',
      cookie: admin,
      ...form({ password: 'admin123456', code: code(offer.secret, 1) }),
    });
    expect(off.statusCode, off.body).toBe(200);
    const me = (await t.call({ method: 'GET', url: '/admin/api/me', cookie: admin })).json().data;
    expect(me).toMatchObject({ totp: false, totp_required: true });
    expect((await t.call({ method: 'GET', url: '/admin/api/operators', cookie: admin })).json().code).toBe(CODE.totpEnrolRequired);
  });
});

describe.each(MODULE_KINDS)('a lost authenticator cleared from the shell on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s), { app: { env: PRODUCTION } });

  it('npm run admin -- totp-reset <name> clears it (audited); the next password sign-in binds a new one', async () => {
    const signedIn = cookieOf(
      await t.call({ method: 'POST', url: '/admin/api/login', remoteAddress: newIp(), ...form({ username: 'admin', password: 'admin123456' }) }),
    );
    const offer = (await t.call({ method: 'POST', url: '/admin/api/account/totp/setup', cookie: signedIn, ...form({}) })).json().data;
    await t.call({ method: 'POST', url: '/admin/api/account/totp/enable', cookie: signedIn, ...form({ code: code(offer.secret) }) });
    const lines: string[] = [];
    const run = (...argv: string[]) => runAdminCommand(argv, t.app.services.admin, { operatorId: null, name: 'cli:root' }, (l) => lines.push(l));
    expect(await run('totp-reset', 'admin')).toBe(0);
    expect(lines.at(-1)).toBe('完成：admin 的双重验证已清除，下次登录时重新绑定身份验证器');
    expect(await run('totp-reset', 'admin')).toBe(1);
    expect(lines.at(-1)).toBe('失败：该账号未开启双重验证');
    expect(await run('totp-reset', 'nobody')).toBe(1);
    expect(lines.at(-1)).toBe('失败：后台账号不存在');
    const again = await t.call({
      method: 'POST',
      url: '/admin/api/login',
      remoteAddress: newIp(),
      ...form({ username: 'admin', password: 'admin123456' }),
    });
    expect(again.json()).toMatchObject({ msg: TOTP_ENROL_REQUIRED, data: { totp: false, totp_required: true } });
    const [audit] = await t.database.rows<{ name: string }>(sql`select actor as name from operator_audit where action = 'operator.totp_reset'`);
    expect(audit?.name).toBe('cli:root');
  });
});

describe.each(MODULE_KINDS)('demo mode (npm start: sandbox on) keeps the demo accounts password-only on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s), { app: { env: { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' } } });

  it('signs 超级管理员, 客服 and 财务 in with the password to the whole console', async () => {
    for (const [username, password] of [
      ['admin', 'admin123456'],
      ['kefu', 'kefu123456'],
      ['caiwu', 'caiwu123456'],
    ]) {
      const res = await t.call({ method: 'POST', url: '/admin/api/login', remoteAddress: newIp(), ...form({ username, password }) });
      expect([username, res.json().msg, res.json().data.totp_required]).toEqual([username, '登录成功', false]);
      expect((await t.call({ method: 'GET', url: '/admin/api/members', cookie: cookieOf(res) })).statusCode).toBe(200);
    }
  });
});
