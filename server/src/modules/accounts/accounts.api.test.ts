import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';

const demo = readSeed().content.members.find((m) => m.username === 'demo')!;
const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const set = res.headers['set-cookie'];
  return String(Array.isArray(set) ? set[0] : set);
};

describe.each(MODULE_KINDS)('accounts API on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  it('a guest gets the guest state from /api/user/base: an ordinary 200 answer, show 0 and no member in it', async () => {
    const res = await t.call({ method: 'GET', url: '/api/user/base' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 10000, data: { show: 0, username: '', cart: 0, message_count: 0, login_url: '/login' } });
    expect(body.data.common_config.hot_line).not.toBe('');
    expect(body.data).not.toHaveProperty('id');
    expect(body.data).not.toHaveProperty('company');
    // A cookie that names no session (expired, forged) is a guest too, and the member-only calls still say 401.
    const stale = await t.call({ method: 'GET', url: '/api/user/base', cookie: 'yc_sid=not-a-session' });
    expect([stale.statusCode, stale.json().data.show]).toEqual([200, 0]);
    expect((await t.call({ method: 'GET', url: '/api/cart/total' })).statusCode).toBe(401);
  });

  it('logs in with a form-encoded body, sets an httpOnly SameSite cookie and returns the user state', async () => {
    const res = await t.call({ method: 'POST', url: '/api/user/login', ...form({ username: demo.username, password: demo.password }) });
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^yc_sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const data = res.json().data;
    expect(data).toMatchObject({ username: 'demo', company: demo.company, is_passed: 1, cz_min: '0.01', cz_max: '10000' });
    expect(data.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(data.admin.is_default).toBe(0);

    const base = await t.call({ method: 'GET', url: '/api/user/base', cookie: cookie.split(';')[0] });
    expect(base.statusCode).toBe(200);
    expect(base.json().data).toMatchObject({ username: 'demo', cart: 0, message_count: 0 });
  });

  it('logs in by phone number too', async () => {
    const res = await t.call({ method: 'POST', url: '/api/user/login', payload: { username: demo.phone, password: demo.password } });
    expect(res.statusCode).toBe(200);
  });

  it('rotates the session id at login: the old cookie stops working', async () => {
    const first = await t.login();
    const res = await t.call({ method: 'POST', url: '/api/user/login', cookie: first, payload: { username: 'demo', password: demo.password } });
    const second = cookieOf(res).split(';')[0];
    expect(second).not.toBe(first);
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie: first })).json().data).toMatchObject({ show: 0, username: '' });
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie: second })).statusCode).toBe(200);
  });

  it('keeps sessions in the database: a second server process on the same database accepts the cookie', async () => {
    const cookie = await t.login();
    const other = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }), database: t.database, logger: false });
    try {
      const res = await other.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.username).toBe('demo');
    } finally {
      await other.close();
    }
  });

  it('logs out: the cookie is cleared and no longer valid', async () => {
    const cookie = await t.login();
    const res = await t.call({ method: 'DELETE', url: '/api/user/logout', cookie });
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)).toMatch(/yc_sid=;/);
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie })).json().data).toMatchObject({ show: 0, username: '' });
  });

  it('refuses empty fields with 422 naming them', async () => {
    const res = await t.call({ method: 'POST', url: '/api/user/login', ...form({ username: '', password: '' }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ username: ['请填写用户名'], password: ['请填写密码'] });
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await t.call({ method: 'POST', url: '/api/user/login', payload: { username: 'nobody-here', password: 'x12345678' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().msg).toBe('用户名或密码错误');
  });

  it('pauses a name after 5 wrong passwords from one address only: the owner elsewhere still signs in', async () => {
    const user = readSeed().content.members.find((m) => m.username !== 'demo' && m.review_status === 'approved')!;
    const from = (remoteAddress: string, password: string, username = user.username) =>
      t.call({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress });
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++) msgs.push((await from('10.9.9.9', 'wrong-password')).json().msg);
    expect(msgs.slice(0, 4)).toEqual(Array(4).fill('用户名或密码错误'));
    expect(msgs[4]).toMatch(/^密码错误次数过多，请15分钟后再试/);
    const right = await from('10.9.9.9', user.password);
    expect(right.statusCode).toBe(429);
    const owner = await from('10.8.8.8', user.password);
    expect(owner.statusCode).toBe(200);
    // An unknown name gets exactly the same answers: nothing tells which names exist.
    const unknown: string[] = [];
    for (let i = 0; i < 5; i++) unknown.push((await from('10.7.7.7', 'wrong-password', 'nobody_here_123')).json().msg);
    expect(unknown).toEqual(msgs);
  });
  it('limits answers that reveal whether a phone is registered, per address', async () => {
    const ask = (phone: string, remoteAddress = '10.6.6.6') =>
      t.call({ method: 'POST', url: '/api/user/create_code', payload: { phone, purpose: 'forget' }, remoteAddress });
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await ask(`1370000${String(1000 + i)}`)).statusCode);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(answers[20]).toBe(429);
    expect((await ask('13700009999', '10.5.5.5')).statusCode).toBe(422); // another address is not affected
  });
});
