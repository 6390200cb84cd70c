import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { TOTP_REQUIRED } from '@yaocai/contract';
import { cookieOf, MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';

describe.each(MODULE_KINDS)('operator second factor (TOTP) /admin/api/account/totp on %s', (kind) => {
  let t: TestApp, admin: string;
  useApiSuite(kind, (s) => ({ t, operator: admin } = s), { operator: true });

  let ip = 0;
  const login = (body: Record<string, string>) =>
    t.call({
      method: 'POST',
      url: '/admin/api/login',
      remoteAddress: `10.9.0.${++ip}`,
      ...form({ username: 'shenji', password: 'shenji123456', ...body }),
    });
  /** The app's code for a moment: `steps` periods from now. */
  const code = (secret: string, steps = 0) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
  const audits = async (action: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from operator_audit where action = ${action}`))[0].n;

  it('a 审计 account turns on its own second factor; sign-in then needs a fresh code, once', async () => {
    const signedIn = await login({});
    expect(signedIn.json().data).toMatchObject({ username: 'shenji', totp: false });
    const shenji = cookieOf(signedIn);
    const post = (url: string, body: Record<string, string> = {}) => t.call({ method: 'POST', url, cookie: shenji, ...form(body) });

    expect((await post('/admin/api/account/totp/enable', { code: '123456' })).json().msg).toBe('请先生成密钥并用身份验证器扫描');
    const offer = (await post('/admin/api/account/totp/setup')).json().data as { secret: string; uri: string; qr: string };
    expect(offer.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(offer.qr).toMatch(/^data:image\/png;base64,/);
    // Nothing is stored until a code confirms the secret.
    const [before] = await t.database.rows<{ s: string | null }>(sql`select totp_secret as s from operators where username = 'shenji'`);
    expect(before.s).toBeNull();
    const wrong = await post('/admin/api/account/totp/enable', { code: code(offer.secret, 5) });
    expect([wrong.statusCode, wrong.json().msg]).toEqual([422, '动态验证码错误']);
    const bad = await post('/admin/api/account/totp/enable', { code: '12ab' });
    expect([bad.statusCode, bad.json().msg]).toEqual([422, '请输入6位动态验证码']);
    const first = code(offer.secret);
    const on = await post('/admin/api/account/totp/enable', { code: first });
    expect(on.json()).toMatchObject({ msg: '已开启双重验证', data: { totp: true } });
    expect(await audits('operator.totp_enable')).toBe(1);
    expect((await t.call({ method: 'GET', url: '/admin/api/me', cookie: shenji })).json().data.totp).toBe(true);

    const noCode = await login({});
    expect([noCode.statusCode, noCode.json().msg, noCode.json().errors]).toEqual([422, TOTP_REQUIRED, { totp: [TOTP_REQUIRED] }]);
    expect(noCode.headers['set-cookie']).toBeUndefined();
    // The code that turned it on was used: the same one is refused; the next period's is accepted, once.
    expect((await login({ totp: first })).statusCode).toBe(422);
    const next = code(offer.secret, 1);
    expect((await login({ totp: next })).statusCode).toBe(200);
    const replay = await login({ totp: next });
    expect([replay.statusCode, replay.json().msg]).toEqual([422, '动态验证码错误或已使用，请等待下一个验证码']);
    expect((await login({ totp: code(offer.secret), password: 'wrong-password' })).json().msg).toBe('用户名或密码错误');
  });

  it('a 超级管理员 clears a lost second factor; the owner turns it on again and off with password and code', async () => {
    const [{ id }] = await t.database.rows<{ id: number }>(sql`select id from operators where username = 'shenji'`);
    const reset = await t.call({ method: 'POST', url: `/admin/api/operators/${id}/totp/reset`, cookie: admin });
    expect(reset.json()).toMatchObject({ msg: '已清除双重验证', data: { totp: false } });
    expect(await audits('operator.totp_reset')).toBe(1);
    expect((await t.call({ method: 'POST', url: `/admin/api/operators/${id}/totp/reset`, cookie: admin })).statusCode).toBe(409);

    const shenji = cookieOf(await login({}));
    const post = (url: string, body: Record<string, string> = {}) => t.call({ method: 'POST', url, cookie: shenji, ...form(body) });
    // 审计 changes nothing of the marketplace, and still may not clear another account's factor.
    expect((await post(`/admin/api/operators/${id}/totp/reset`)).statusCode).toBe(403);
    const offer = (await post('/admin/api/account/totp/setup')).json().data as { secret: string };
    expect((await post('/admin/api/account/totp/enable', { code: code(offer.secret) })).statusCode).toBe(200);
    const wrongPassword = await post('/admin/api/account/totp/disable', { password: 'nope', code: code(offer.secret, 1) });
    expect([wrongPassword.statusCode, wrongPassword.json().msg]).toEqual([422, '密码错误']);
    const off = await post('/admin/api/account/totp/disable', { password: 'shenji123456', code: code(offer.secret, 1) });
    expect(off.json()).toMatchObject({ msg: '已关闭双重验证', data: { totp: false } });
    expect(await audits('operator.totp_disable')).toBe(1);
    expect((await login({})).statusCode).toBe(200);
  });
});
