import { describe, expect, it } from 'vitest';
import { DB_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { PRODUCTION_KEYS } from '../../../test/server-process.js';

const ORIGIN = { origin: 'http://localhost:80' };
/** A form-encoded body with the given extra headers (form() brings its own content-type header). */
const withForm = (body: Record<string, unknown>, headers: Record<string, string> = ORIGIN) => {
  const f = form(body);
  return { payload: f.payload, headers: { ...f.headers, ...headers } };
};

/** Issue "Trust": the mechanisms every endpoint shares against anonymous, malformed and hostile requests. */
describe.each(DB_KINDS)('hostile input on %s', (kind) => {
  let t: TestApp;
  let member: string;
  useApiSuite(kind, (s) => ({ t, cookie: member } = s));

  it('answers 401 code 10001 to an anonymous caller of a member call before looking at its input', async () => {
    const calls: Array<[string, string]> = [
      ['POST', '/api/agent/apply'],
      ['POST', '/api/user/buy'],
      ['POST', '/api/pay/recharge'],
      ['GET', '/api/pay/check_cz_order'],
      ['GET', '/api/user/availableCoupon'],
      ['POST', '/api/cart/batch_select'],
    ];
    for (const [method, url] of calls) {
      const res = await t.call({ method: method as 'GET', url, ...(method === 'POST' ? withForm({ junk: '\u0000' }) : { headers: ORIGIN }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code, `${method} ${url}`).toBe(10001);
    }
  });

  it('refuses a NUL byte or other control characters anywhere with 422 naming the field', async () => {
    const search = await t.call({ method: 'GET', url: '/api/goods/search?keywords=%00阿莫' });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toHaveProperty('keywords');
    const login = await t.call({ method: 'POST', url: '/api/user/login', ...withForm({ username: 'demo\u0000', password: 'x' }) });
    expect(login.statusCode).toBe(422);
    expect(login.json().msg).toContain('username');
    const address = await t.call({
      method: 'POST',
      url: '/api/user/address',
      cookie: member,
      ...withForm({ consignee: '张\u0007三', phone: '13800138000', province: '湖北省', city: '武汉市', district: '江汉区', address: '解放大道1号' }),
    });
    expect(address.statusCode).toBe(422);
  });

  it('bounds integer ids to what the column holds: 422, never 500', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/cart/batch_select', { ids: ['2147483648'], selected: 1 }],
      ['POST', '/api/order/submit', { address_id: '99999999999' }],
      ['POST', '/api/pay/order', { ids: ['99999999999'], method: 'wallet' }],
      ['POST', '/api/user/messages/read', { id: '99999999999' }],
      ['POST', '/api/user/stores/switch', { id: '99999999999' }],
    ] as const) {
      const res = await t.call({ method, url, cookie: member, ...withForm(body) });
      expect(res.statusCode, url).toBe(422);
    }
    expect((await t.call({ method: 'GET', url: '/api/goods/detail/99999999999' })).statusCode).toBe(422);
  });

  it('answers a foreign-key miss with 404 and a message', async () => {
    const operator = await t.operatorLogin();
    const res = await t.call({
      method: 'POST',
      url: '/admin/api/members/999999/credit',
      cookie: operator,
      ...withForm({ credit_limit: '1000', due_days: 30 }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers framework errors in the envelope in Chinese', async () => {
    const bad = await t.call({ method: 'GET', url: '/api/goods/detail/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, msg: '请求地址格式不正确', data: null });
    const long = await t.call({ method: 'GET', url: `/api/goods/detail/${'9'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json().msg).toBe('请求地址过长');
    const big = await t.call({
      method: 'POST',
      url: '/api/user/login',
      headers: { ...ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `a=${'x'.repeat(1_200_000)}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('请求内容过大');
    const json = await t.call({
      method: 'POST',
      url: '/api/user/login',
      headers: { ...ORIGIN, 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe(400);
  });

  it('compares scheme, host and port of the Origin on state changes', async () => {
    const login = (origin: string) =>
      t.call({ method: 'POST', url: '/api/user/login', ...withForm({ username: 'demo', password: 'demo123456' }, { origin }) });
    expect((await login('http://localhost:80')).statusCode).toBe(200);
    expect((await login('https://localhost')).statusCode, 'https').toBe(403);
    expect((await login('http://localhost:8080')).statusCode, '8080').toBe(403);
    expect((await login('http://localhost.evil.example')).statusCode).toBe(403);
  });

  it('never draws a malformed Host into the app QR, and tells caches the drawing varies by host (no PUBLIC_URL here)', async () => {
    // Without PUBLIC_URL (demo) the code follows the address asked (core/http/public-origin.ts); production requires it.
    const fallback = await t.call({ method: 'GET', url: '/media/qr/app.svg', headers: { host: 'localhost:3000' } });
    for (const host of ['evil.example/"><script>', 'a b', 'x@evil.example']) {
      const res = await t.call({ method: 'GET', url: '/media/qr/app.svg', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.body, host).toBe(fallback.body);
      expect(String(res.headers.vary), host).toContain('host');
    }
  });

  it('keeps a well-formed X-Request-ID and replaces a hostile one', async () => {
    const good = await t.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'req-1234567890' } });
    expect(good.headers['x-request-id']).toBe('req-1234567890');
    const evil = await t.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a\tb<script>' } });
    expect(evil.headers['x-request-id']).not.toContain('<');
    expect(String(evil.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('masks a short company name in purchase records to its first and last character', async () => {
    const { maskCompany } = await import('../../modules/orders/orders.service.js');
    expect(maskCompany('仁和药店')).toBe('仁**店');
    expect(maskCompany('康德药房')).not.toMatch(/康德|德药|药房/);
    expect(maskCompany('济')).toBe('*');
  });
});

/** An app on an empty, migrated PGlite with these settings (for what depends on configuration). */
async function bareApp(env: Record<string, string>) {
  const { buildApp } = await import('../../app.js');
  const { loadConfig } = await import('../../config.js');
  const { openDatabase } = await import('../../db/client.js');
  const { runMigrations } = await import('../../db/migrate.js');
  const database = await openDatabase({ dataDir: 'memory://', poolMax: 1 });
  await runMigrations(database);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...env }), database, logger: false });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  it('a client rotating X-Forwarded-For still meets the per-IP login limit', async () => {
    const { app, close } = await bareApp({ NODE_ENV: 'test', TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: `nobody${i}`, password: 'x' },
          // What the client wrote first changes every time; the proxy appends the address it saw.
          headers: { 'x-forwarded-for': `1.2.${i}.${i}, 203.0.113.7` },
          remoteAddress: '10.0.0.2',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    } finally {
      await close();
    }
  });
});

describe('without PAYMENTS_SANDBOX', () => {
  it('has no sandbox provider and no SMS outbox', async () => {
    const { app, close } = await bareApp({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'false', ...PRODUCTION_KEYS });
    try {
      expect((await app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: '{}' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/api/sandbox-pay/T123456/confirm' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/sandbox-pay/T123456' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/admin/api/sms_outbox?phone=13800138000' })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
