import { describe, expect, it } from 'vitest';
import { CONSOLE_AREAS, MERCHANT_AREAS } from '@yaocai/contract';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { useApiSuite } from '../test/suite.js';

/**
 * Guards by registration (issue 12): every route carries the guard of the scope it was registered in, and the guard
 * holds before any validation — anonymous callers get 401/10001 on member and operator routes, members get 403 on
 * operator routes. A route registered outside a scope has no guard and fails here.
 */
describe('every route has a guard from where it is registered', () => {
  let t: TestApp;
  let member: string;
  let operator: string;
  useApiSuite('pglite', (s) => ({ t, cookie: member, operator } = s), { operator: true });

  const routes = (app = t) =>
    app.app.routeTable
      .filter((r) => !String(r.url).startsWith('/api/docs')) // the OpenAPI page itself (a plugin's routes)
      .filter((r) => /^\/(api|admin\/api|media|sandbox-pay)(\/|$)/.test(String(r.url)))
      .flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method])
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ method, url: String(r.url), guard: r.config?.guard, area: r.config?.area, merchantArea: r.config?.merchantArea })),
      );

  it('lists every route with a guard; none is without one', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(150);
    expect(all.filter((r) => !r.guard)).toEqual([]);
  });

  it('knows the routes that exist only with the sandbox on (demo, tests): a production app has none of them, and no other route differs', async () => {
    const off = await createTestApp('pglite', { env: { PAYMENTS_SANDBOX: 'false' } });
    try {
      const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
      const production = new Set(routes(off).map(key));
      const sandboxOnly = routes()
        .map(key)
        .filter((r) => !production.has(r));
      expect(sandboxOnly.sort()).toEqual([
        'GET /admin/api/sms_outbox',
        'GET /api/sandbox-pay/:trade_no',
        'GET /sandbox-pay/:trade_no',
        'POST /api/pay/notify/sandbox',
        'POST /api/sandbox-pay/:trade_no/confirm',
      ]);
      expect([...production].filter((r) => !routes().map(key).includes(r))).toEqual([]);
    } finally {
      await off.close();
    }
  });

  it('keeps the console closed: every /admin/api route but sign-in and sign-out is operator-only, the merchant portal merchant-only', () => {
    const open = routes().filter(
      (r) => r.url.startsWith('/admin/api') && r.guard !== (r.url.startsWith('/admin/api/merchant/') ? 'merchant' : 'operator'),
    );
    expect(open.map((r) => `${r.method} ${r.url}`).sort()).toEqual(['DELETE /admin/api/logout', 'POST /admin/api/login']);
    expect(routes().filter((r) => r.guard === 'merchant' && !MERCHANT_AREAS.includes(r.merchantArea!))).toEqual([]);
  });

  it('puts every operator route in a console area (its role check), and no other route', () => {
    const all = routes();
    expect(all.filter((r) => r.guard === 'operator' && !CONSOLE_AREAS.includes(r.area!))).toEqual([]);
    expect(all.filter((r) => r.guard !== 'operator' && r.area)).toEqual([]);
  });

  it('answers anonymous callers 401/10001 and members 403 before validating anything', async () => {
    const concrete = (url: string) => url.replace(/:[a-z_]+/g, '1');
    for (const r of routes()) {
      if (r.guard === 'public') continue;
      const anonymous = await t.call({ method: r.method as 'GET', url: concrete(r.url), payload: r.method === 'GET' ? undefined : {} });
      expect([r.method, r.url, anonymous.statusCode], anonymous.body).toEqual([r.method, r.url, 401]);
      expect(anonymous.json().code).toBe(10001);
      if (r.guard === 'operator' || r.guard === 'merchant') {
        const asMember = await t.call({
          method: r.method as 'GET',
          url: concrete(r.url),
          cookie: member,
          payload: r.method === 'GET' ? undefined : {},
        });
        expect([r.method, r.url, asMember.statusCode]).toEqual([r.method, r.url, 403]);
      }
      if (r.guard === 'member') {
        const asOperator = await t.call({
          method: r.method as 'GET',
          url: concrete(r.url),
          cookie: operator,
          payload: r.method === 'GET' ? undefined : {},
        });
        expect([r.method, r.url, asOperator.statusCode]).toEqual([r.method, r.url, 401]);
        // A control character is refused before validation (input guard, 422), still after the guard.
        const controlled = await t.call({
          method: r.method as 'GET',
          url: `${concrete(r.url)}?note=%01`,
          cookie: operator,
          payload: r.method === 'GET' ? undefined : { note: '\u0001' },
        });
        expect([r.method, r.url, controlled.statusCode]).toEqual([r.method, r.url, 401]);
      }
    }
  });

  it('shows each guard in the OpenAPI document', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { security?: unknown }>> };
    const memberOp = doc.paths['/api/cart/list']?.get;
    const operatorOp = doc.paths['/admin/api/members']?.get;
    expect(memberOp?.security).toEqual([{ session: [] }]);
    expect(operatorOp?.security).toEqual([{ operator: [] }]);
    expect(doc.paths['/api/goods/list']?.get?.security).toBeUndefined();
  });
});
