import { describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { CONSOLE_AREAS, operatorMay, OPERATOR_ROLES, type ConsoleArea, type OperatorRole } from '@yaocai/contract';
import { cookieOf, MODULE_KINDS, form, newIp, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { DEMO_OPERATORS } from './admin.seed.js';
import { operatorAudit } from './admin.tables.js';

/** Signs in one of the demo console accounts (one per role). */
async function signIn(t: TestApp, username: string, password: string) {
  const res = await t.call({ method: 'POST', url: '/admin/api/login', remoteAddress: newIp(), ...form({ username, password }) });
  return { res, cookie: res.statusCode === 200 ? cookieOf(res) : '' };
}

describe.each(MODULE_KINDS)('operator roles and accounts on %s', (kind) => {
  let t: TestApp, admin: string;
  useApiSuite(kind, (s) => ({ t, operator: admin } = s), { operator: true });

  const auditCount = async () => Number((await t.database.db.select({ n: count() }).from(operatorAudit))[0].n);
  const asRole = async (role: OperatorRole) => {
    const o = DEMO_OPERATORS.find((x) => x.role === role)!;
    return (await signIn(t, o.username, o.password)).cookie;
  };
  const operatorRoutes = () =>
    t.app.routeTable
      .filter((r) => r.config?.guard === 'operator')
      .flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method])
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ method, url: String(r.url), area: r.config!.area! })),
      );

  it('signs in each demo role and tells the console who it is', async () => {
    for (const o of DEMO_OPERATORS) {
      const { res, cookie } = await signIn(t, o.username, o.password);
      expect(res.json().data).toMatchObject({ username: o.username, role: o.role });
      const me = (await t.call({ method: 'GET', url: '/admin/api/me', cookie })).json().data;
      expect(me).toEqual({ id: expect.any(Number), username: o.username, name: o.name, role: o.role, totp: false, totp_required: false, shop: null });
    }
  });

  it('refuses every role what it may not do, on every operator route, before validating and without an audit row', async () => {
    const concrete = (url: string) => url.replace(/:[a-z_]+/g, '1');
    const before = await auditCount();
    let refused = 0;
    for (const role of OPERATOR_ROLES) {
      const cookie = await asRole(role);
      for (const r of operatorRoutes()) {
        const write = r.method !== 'GET';
        // Allowed writes are not called here (they would change things): the suites of each area make them.
        if (write && operatorMay(role, r.area, true)) continue;
        const res = await t.call({ method: r.method as 'GET', url: concrete(r.url), cookie, payload: write ? {} : undefined });
        if (!write && operatorMay(role, r.area, false)) {
          expect([role, r.method, r.url, res.statusCode === 403]).toEqual([role, r.method, r.url, false]);
        } else {
          expect([role, r.method, r.url, res.statusCode, res.json().msg]).toEqual([role, r.method, r.url, 403, '当前角色无权执行此操作']);
          refused += 1;
        }
      }
    }
    // 审计 alone is refused every write; the others their areas' writes (so the matrix did test something).
    expect(refused).toBeGreaterThan(operatorRoutes().filter((r) => r.method !== 'GET').length);
    expect(await auditCount()).toBe(before);
    // Every allowed read really runs (Excel exports of the whole demo catalogue among them), four roles over.
  }, 120_000);

  it('gives each role its areas: 运营 catalog to content, 客服 members and service, 财务 money, 审计 reads all and changes only its own sign-in security, nobody but 超级管理员 and 审计 sees system', () => {
    const writes = (role: OperatorRole) => CONSOLE_AREAS.filter((a: ConsoleArea) => operatorMay(role, a, true));
    expect(writes('super')).toEqual([...CONSOLE_AREAS]);
    // `account` is one's own sign-in security (the second factor): every role keeps its own; 审计 changes nothing else.
    expect(writes('ops')).toEqual(['catalog', 'promotions', 'orders', 'service', 'content', 'account']);
    expect(writes('service')).toEqual(['members', 'orders', 'service', 'account']);
    expect(writes('finance')).toEqual(['finance', 'account']);
    expect(writes('audit')).toEqual(['account']);
    // Money powers: 财务 and 超级管理员 alone (the question the sign-in's second-factor rule asks).
    expect(OPERATOR_ROLES.filter((r) => operatorMay(r, 'finance', true))).toEqual(['super', 'finance']);
    expect(OPERATOR_ROLES.filter((r) => operatorMay(r, 'system', false))).toEqual(['super', 'audit']);
    expect(OPERATOR_ROLES.every((r) => operatorMay(r, 'members', false) && operatorMay(r, 'orders', false) && operatorMay(r, 'finance', false))).toBe(
      true,
    );
  });

  /** Every console call that moves money or sets a limit on it (issue 44): all in the finance area, and only they. */
  const MONEY_WRITES = [
    'POST /admin/api/members/:id/wallet/adjust',
    'POST /admin/api/members/:id/credit',
    'POST /admin/api/finance/approvals/:id/approve',
    'POST /admin/api/finance/approvals/:id/reject',
    'POST /admin/api/withdrawals/:id/decide',
    'POST /admin/api/orders/:id/refund',
    'POST /admin/api/after_sales/:id/refund',
    'POST /admin/api/settlement/rates',
    'POST /admin/api/settlement/statements/generate',
    'POST /admin/api/settlement/statements/:id/paid',
  ];

  it('keeps every money write in the finance area: 客服, 运营 and 审计 are refused each one, 财务 and 超级管理员 get past the role check', async () => {
    const finance = operatorRoutes().filter((r) => r.method !== 'GET' && r.area === 'finance');
    expect(finance.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...MONEY_WRITES].sort());
    const before = await auditCount();
    for (const role of OPERATOR_ROLES) {
      const cookie = await asRole(role);
      for (const r of finance) {
        // An id that does not exist and an empty body: an allowed role reaches validation or the lookup, nothing moves.
        const res = await t.call({ method: r.method as 'POST', url: r.url.replace(/:[a-z_]+/g, '999999'), cookie, payload: {} });
        const refused = [res.statusCode, res.json().msg];
        if (role === 'finance' || role === 'super') expect([role, r.url, [404, 422].includes(res.statusCode)]).toEqual([role, r.url, true]);
        else expect([role, r.url, ...refused]).toEqual([role, r.url, 403, '当前角色无权执行此操作']);
      }
    }
    expect(await auditCount()).toBe(before);
  });

  it('refuses 客服 a ¥1,000,000 wallet credit and a credit line: the wallet and the line stay as they were', async () => {
    const [{ id }] = await t.database.rows<{ id: number }>(sql`select id from members where username = 'demo'`);
    const wallet = async () => (await t.call({ method: 'GET', url: `/admin/api/members/${id}/wallet`, cookie: admin })).json().data;
    const start = await wallet();
    const kefu = await asRole('service');
    const credit = await post(`/admin/api/members/${id}/wallet/adjust`, { direction: 'credit', amount: '1000000', reason: '客服补偿' }, kefu);
    expect([credit.statusCode, credit.json().msg]).toEqual([403, '当前角色无权执行此操作']);
    const line = await post(`/admin/api/members/${id}/credit`, { credit_limit: '500000', due_days: 90 }, kefu);
    expect(line.statusCode).toBe(403);
    expect(await wallet()).toEqual(start);
    // 客服 still reads the member's money (a buyer asks about a balance); 财务 changes it.
    expect((await t.call({ method: 'GET', url: `/admin/api/members/${id}/wallet`, cookie: kefu })).statusCode).toBe(200);
    const caiwu = await asRole('finance');
    const paid = await post(`/admin/api/members/${id}/wallet/adjust`, { direction: 'credit', amount: '100', reason: '活动返利' }, caiwu);
    expect([paid.statusCode, paid.json().data.balance]).toEqual([200, start.balance + 10000]);
  });

  const post = (url: string, body: Record<string, unknown>, cookie = admin) => t.call({ method: 'POST', url, cookie, ...form(body) });

  it('creates an account with a role that can sign in; a taken name and bad fields are 422 naming the field', async () => {
    const before = await auditCount();
    const res = await post('/admin/api/operators', { username: 'zhangyy', name: '张运营', role: 'ops', password: 'Yunying2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'zhangyy', name: '张运营', role: 'ops', active: true });
    expect(await auditCount()).toBe(before + 1);
    const { cookie } = await signIn(t, 'zhangyy', 'Yunying2026');
    expect((await t.call({ method: 'GET', url: '/admin/api/me', cookie })).json().data.role).toBe('ops');

    const taken = await post('/admin/api/operators', { username: 'zhangyy', name: '重名', role: 'ops', password: 'Yunying2026' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty('username');
    for (const [body, field] of [
      [{ username: 'lisi01', name: '李四', role: 'boss', password: 'Yunying2026' }, 'role'],
      [{ username: 'lisi01', name: '李四', role: 'ops', password: 'short' }, 'password'],
      [{ username: '1abc', name: '李四', role: 'ops', password: 'Yunying2026' }, 'username'],
      [{ username: 'lisi01', name: '', role: 'ops', password: 'Yunying2026' }, 'name'],
    ] as const) {
      const bad = await post('/admin/api/operators', body);
      expect([field, bad.statusCode]).toEqual([field, 422]);
      expect(bad.json().errors).toHaveProperty(field);
    }
    expect(await auditCount()).toBe(before + 1);
  });

  it('changes a role with before and after in the audit; disabling ends the sessions; a password reset ends them too', async () => {
    const created = (await post('/admin/api/operators', { username: 'wangkf', name: '王客服', role: 'service', password: 'Kefu20260' })).json().data;
    const { cookie } = await signIn(t, 'wangkf', 'Kefu20260');
    const changed = await post(`/admin/api/operators/${created.id}`, { name: '王客服', role: 'audit', active: 1 });
    expect(changed.json().data).toMatchObject({ role: 'audit', active: true });
    const rows = await t.call({ method: 'GET', url: `/admin/api/audit?action=operator.update`, cookie: admin });
    expect(rows.json().data.list[0]).toMatchObject({
      actor: 'operator:admin',
      action: 'operator.update',
      target_id: created.id,
      detail: { before: { role: 'service', active: true }, after: { role: 'audit', active: true } },
    });
    // The new role holds on the session at once (the role is read on every call).
    expect((await post('/admin/api/feedback/1/reply', { reply: '您好' }, cookie)).statusCode).toBe(403);

    await post(`/admin/api/operators/${created.id}`, { name: '王客服', role: 'audit', active: 0 });
    expect((await t.call({ method: 'GET', url: '/admin/api/me', cookie })).statusCode).toBe(401);
    expect((await signIn(t, 'wangkf', 'Kefu20260')).res.statusCode).toBe(422);

    await post(`/admin/api/operators/${created.id}`, { name: '王客服', role: 'service', active: 1 });
    const again = await signIn(t, 'wangkf', 'Kefu20260');
    expect(again.res.statusCode).toBe(200);
    const reset = await post(`/admin/api/operators/${created.id}/password`, { password: 'NewPass2026' });
    expect(reset.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/admin/api/me', cookie: again.cookie })).statusCode).toBe(401);
    expect((await signIn(t, 'wangkf', 'NewPass2026')).res.statusCode).toBe(200);
    const audit = (await t.call({ method: 'GET', url: `/admin/api/audit?action=operator.password&actor=admin`, cookie: admin })).json().data.list;
    expect(audit[0].detail).toEqual({ account: 'wangkf' });
    expect(JSON.stringify(audit)).not.toContain('NewPass2026');
  });

  it('always leaves an active 超级管理员: nobody demotes or disables themself, the last one cannot be demoted', async () => {
    const me = (await t.call({ method: 'GET', url: '/admin/api/me', cookie: admin })).json().data;
    const self = await post(`/admin/api/operators/${me.id}`, { name: me.name, role: 'ops', active: 1 });
    expect(self.statusCode).toBe(409);
    expect(self.json().msg).toBe('不能停用自己或取消自己的超级管理员角色');
    const second = (await post('/admin/api/operators', { username: 'zhaoadmin', name: '赵管理', role: 'super', password: 'Super2026x' })).json().data;
    const { cookie: other } = await signIn(t, 'zhaoadmin', 'Super2026x');
    // Another 超级管理员 may demote admin while a second one remains …
    expect((await post(`/admin/api/operators/${me.id}`, { name: me.name, role: 'ops', active: 1 }, other)).statusCode).toBe(200);
    // … but admin (now 运营) cannot touch accounts, and the last 超级管理员 cannot be disabled by anyone.
    expect((await post(`/admin/api/operators/${second.id}`, { name: '赵管理', role: 'super', active: 0 })).statusCode).toBe(403);
    expect((await post(`/admin/api/operators/${second.id}`, { name: '赵管理', role: 'super', active: 0 }, other)).statusCode).toBe(409);
    expect((await post(`/admin/api/operators/${me.id}`, { name: me.name, role: 'super', active: 1 }, other)).statusCode).toBe(200);
    expect((await post('/admin/api/operators/999999', { name: 'x', role: 'ops', active: 1 })).statusCode).toBe(404);
  });

  it('filters the audit trail by who, what and China day', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const q = async (query: string) => (await t.call({ method: 'GET', url: `/admin/api/audit?${query}`, cookie: admin })).json().data;
    const all = await q(`action=operator.&from=${today}&to=${today}`);
    expect(all.total).toBeGreaterThan(0);
    expect(all.list.every((r: { action: string }) => r.action.startsWith('operator.'))).toBe(true);
    expect((await q('action=operator.&from=2000-01-01&to=2000-01-02')).total).toBe(0);
    expect((await q('actor=nobody')).total).toBe(0);
    const bad = await t.call({ method: 'GET', url: '/admin/api/audit?from=2026-13-01', cookie: admin });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('from');
  });
});
