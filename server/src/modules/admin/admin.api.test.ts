import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MODULE_KINDS, form, newIp, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { members } from '../accounts/accounts.tables.js';
import { registerMember } from '../accounts/member-test-kit.js';
import { operatorAudit } from './admin.tables.js';

describe.each(MODULE_KINDS)('operator console /admin/api on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  useApiSuite(kind, (s) => ({ t, operator: admin } = s), { operator: true });

  it('checks the operator role on the server: guests 401, members 403, wrong passwords refused', async () => {
    const guest = await t.call({ method: 'GET', url: '/admin/api/members' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe(10001);
    const member = await t.call({ method: 'GET', url: '/admin/api/members', cookie: await t.login('demo') });
    expect(member.statusCode).toBe(403);
    expect(member.json().msg).toBe('无权访问运营后台');
    const wrong = await t.call({
      method: 'POST',
      url: '/admin/api/login',
      remoteAddress: newIp(),
      ...form({ username: 'admin', password: 'demo123456' }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().msg).toBe('用户名或密码错误');
    // A member's password never opens the console, and the operator session is no member session.
    expect(
      (await t.call({ method: 'POST', url: '/admin/api/login', remoteAddress: newIp(), ...form({ username: 'demo', password: 'demo123456' }) }))
        .statusCode,
    ).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie: admin })).json().data).toMatchObject({ show: 0, username: '' });
    expect((await t.call({ method: 'GET', url: '/admin/api/me', cookie: admin })).json().data).toMatchObject({
      username: 'admin',
      name: '平台管理员',
    });
  });

  it('pauses an operator name from an address after five wrong passwords, as for members; elsewhere it still signs in', async () => {
    const ip = newIp();
    const tries = [];
    for (let i = 0; i < 6; i++) {
      tries.push(
        await t.call({ method: 'POST', url: '/admin/api/login', remoteAddress: ip, ...form({ username: 'admin', password: `wrong-${i}` }) }),
      );
    }
    expect(tries.slice(0, 4).map((r) => r.statusCode)).toEqual([422, 422, 422, 422]);
    expect(tries[4].statusCode).toBe(429);
    expect(tries[5].json().msg).toMatch(/^密码错误次数过多，请15分钟后再试/);
    const elsewhere = await t.call({
      method: 'POST',
      url: '/admin/api/login',
      remoteAddress: newIp(),
      ...form({ username: 'admin', password: 'admin123456' }),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('shows operators the built-in SMS outbox of a phone, and nobody else', async () => {
    const phone = '13912345678';
    const sent = await t.call({ method: 'POST', url: '/api/user/create_code', remoteAddress: newIp(), ...form({ phone, purpose: 'register' }) });
    expect(sent.statusCode).toBe(200);
    const res = await t.call({ method: 'GET', url: `/admin/api/sms_outbox?phone=${phone}`, cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ phone, purpose: 'register', content: expect.stringMatching(/\d{6}/) });
    expect((await t.call({ method: 'GET', url: `/admin/api/sms_outbox?phone=${phone}`, cookie: await t.login('demo') })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin/api/sms_outbox?phone=12345', cookie: admin })).statusCode).toBe(422);
  });

  it('lists members by review state with pagination and keyword', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const page1 = await t.call({ method: 'GET', url: '/admin/api/members?status=pending&page=1&page_size=2', cookie: admin });
    expect(page1.statusCode).toBe(200);
    const d = page1.json().data;
    expect(d.total).toBeGreaterThanOrEqual(3);
    expect(d.list).toHaveLength(2);
    expect(d.list.every((m: { review_status: string }) => m.review_status === 'pending')).toBe(true);
    const page2 = await t.call({ method: 'GET', url: '/admin/api/members?status=pending&page=2&page_size=2', cookie: admin });
    const ids = [...d.list, ...page2.json().data.list].map((m: { id: number }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    const approved = await t.call({ method: 'GET', url: '/admin/api/members?status=approved', cookie: admin });
    expect(approved.json().data.list.map((m: { username: string }) => m.username)).toEqual(expect.arrayContaining(['demo', 'demo2']));
    const kw = await t.call({ method: 'GET', url: `/admin/api/members?status=all&keyword=${encodeURIComponent('康宁')}`, cookie: admin });
    expect(kw.json().data.list.map((m: { username: string }) => m.username)).toEqual(['pending1']);
    expect((await t.call({ method: 'GET', url: '/admin/api/members?status=bogus', cookie: admin })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/admin/api/members?page_size=1000', cookie: admin })).statusCode).toBe(422);
  });

  it('shows a member with its certificates and their files', async () => {
    const m = await registerMember(t, { companyType: '医院' });
    const res = await t.call({ method: 'GET', url: `/admin/api/members/${m.id}`, cookie: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.required_certificates.map((c: { name: string }) => c.name)).toEqual(['营业执照', '医疗机构执业许可证', '采购委托书', '采购人身份证']);
    expect(data.certificates).toHaveLength(4);
    const file = await t.call({ method: 'GET', url: data.certificates[0].file.url, cookie: admin });
    expect(file.statusCode).toBe(200);
    const certs = await t.call({ method: 'GET', url: `/admin/api/members/${m.id}/certificates`, cookie: admin });
    expect(certs.json().data).toHaveLength(4);
    expect((await t.call({ method: 'GET', url: '/admin/api/members/999999', cookie: admin })).statusCode).toBe(404);
  });

  it('approves with business scopes and a representative; checks both; records who, when, what', async () => {
    const m = await registerMember(t);
    const post = (body: Record<string, unknown>) =>
      t.call({ method: 'POST', url: `/admin/api/members/${m.id}/approve`, cookie: admin, ...form(body) });
    expect((await post({ scopes: ['chemical', 'nope'], service_rep_id: 2 })).json().errors.scopes).toEqual(['经营范围代码不存在：nope']);
    expect((await post({ scopes: ['chemical'], service_rep_id: 99 })).json().errors.service_rep_id).toEqual(['专属客服不存在']);
    expect((await post({ service_rep_id: 2 })).json().errors.scopes).toEqual(['请选择经营范围']);
    const res = await post({ scopes: 'chemical,tcm_patent', service_rep_id: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: m.id, status: 'approved' });
    expect((await post({ scopes: ['chemical'], service_rep_id: 3 })).statusCode).toBe(409);

    const base = (await t.call({ method: 'GET', url: '/api/user/base', cookie: m.cookie })).json().data;
    expect(base).toMatchObject({ is_passed: 1, admin: { name: '王建国', is_default: 0 }, message_count: 1 });
    const jyfw = (await t.call({ method: 'GET', url: '/api/user/jyfw', cookie: m.cookie })).json().data;
    expect(jyfw.scopes.map((s: { code: string }) => s.code)).toEqual(['chemical', 'tcm_patent']);
    const viewer = await t.app.services.accounts.viewer(m.id);
    expect(viewer).toMatchObject({ approved: true, kxAuthorized: false, contractSigned: false });
    expect([...viewer.scopes].sort()).toEqual(['chemical', 'tcm_patent']);

    const audit = await t.call({ method: 'GET', url: `/admin/api/audit?member_id=${m.id}`, cookie: admin });
    expect(audit.json().data.list).toEqual([
      expect.objectContaining({
        actor: 'operator:admin',
        action: 'member.approve',
        member_id: m.id,
        detail: expect.objectContaining({ scopes: ['chemical', 'tcm_patent'], service_rep_id: 3 }),
      }),
    ]);
    expect(Date.parse(audit.json().data.list[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('rejects with a reason; only members under review can be decided', async () => {
    const m = await registerMember(t);
    const short = await t.call({ method: 'POST', url: `/admin/api/members/${m.id}/reject`, cookie: admin, ...form({ reason: '' }) });
    expect(short.json().errors.reason).toEqual(['请填写驳回原因']);
    const res = await t.call({ method: 'POST', url: `/admin/api/members/${m.id}/reject`, cookie: admin, ...form({ reason: '采购委托书未盖公章' }) });
    expect(res.json().data.status).toBe('rejected');
    const messages = await t.call({ method: 'GET', url: '/api/user/messages', cookie: m.cookie });
    expect(messages.json().data.list[0]).toMatchObject({
      title: '资质审核未通过',
      body: '您的资质审核未通过，原因：采购委托书未盖公章。请修改后重新提交。',
      is_read: 0,
    });
    const incomplete = await registerMember(t, { submit: false });
    const early = await t.call({
      method: 'POST',
      url: `/admin/api/members/${incomplete.id}/approve`,
      cookie: admin,
      ...form({ scopes: ['chemical'], service_rep_id: 2 }),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('该会员当前为「待提交资质」，只能审核待审核的会员');
    const [row] = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.memberId, m.id));
    expect(row).toMatchObject({ actor: 'operator:admin', action: 'member.reject', detail: { reason: '采购委托书未盖公章' } });
  });

  it('lists and decides controlled-sales applications', async () => {
    const cookie = await t.login('demo2');
    const applied = await t.call({ method: 'POST', url: '/api/agent/apply', cookie, ...form({ contact_name: '刘洋', phone: '17786019002' }) });
    const list = await t.call({ method: 'GET', url: '/admin/api/kx_applications?status=pending', cookie: admin });
    expect(list.json().data.list).toEqual([expect.objectContaining({ id: applied.json().data.id, username: 'demo2', status: 'pending' })]);
    const rej = await t.call({
      method: 'POST',
      url: `/admin/api/kx_applications/${applied.json().data.id}/reject`,
      cookie: admin,
      ...form({ reason: '暂不符合控销条件' }),
    });
    expect(rej.statusCode).toBe(200);
    const status = await t.call({ method: 'GET', url: '/api/agent/apply', cookie });
    expect(status.json().data).toMatchObject({ kx_authorized: 0, application: { status: 'rejected', review_reason: '暂不符合控销条件' } });
    expect((await t.call({ method: 'POST', url: `/admin/api/kx_applications/${applied.json().data.id}/approve`, cookie: admin })).statusCode).toBe(
      409,
    );
  });

  it('the CLI approves and rejects by username with the same rules and audit trail', async () => {
    const lines: string[] = [];
    const run = (...argv: string[]) => runAdminCommand(argv, t.app.services.admin, { operatorId: null, name: 'cli:tester' }, (l) => lines.push(l));
    const a = await registerMember(t);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, a.id));
    expect(await run('approve', row.username, '--scopes', 'chemical,device', '--rep', '2')).toBe(0);
    expect(lines.at(-1)).toBe(`完成：${row.username} → approved`);
    expect(await run('approve', row.username, '--scopes', 'chemical', '--rep', '2')).toBe(1);
    expect(lines.at(-1)).toContain('只能审核待审核的会员');
    expect(await run('approve', 'pending1', '--scopes', 'nope', '--rep', '2')).toBe(1);
    expect(lines.at(-1)).toBe('失败：经营范围代码不存在：nope');
    expect(await run('approve', 'pending1')).toBe(2);
    expect(await run('reject', 'pending1', '--reason', '医疗机构执业许可证已过期')).toBe(0);
    expect(await run('reject', 'nobody', '--reason', '不存在')).toBe(1);
    expect(lines.at(-1)).toBe('会员不存在：nobody');
    expect(await run('frobnicate')).toBe(2);
    expect(await run('list', '--status', 'rejected')).toBe(0);
    expect(lines.some((l) => l.includes('pending1') && l.includes('医疗机构执业许可证已过期'))).toBe(true);
    const audit = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.actor, 'cli:tester'));
    expect(audit.map((x) => x.action).sort()).toEqual(['member.approve', 'member.reject']);
  });

  it('refuses operator decisions from a foreign origin (CSRF), and logs out', async () => {
    const m = await registerMember(t);
    const f = form({ reason: '跨站请求' });
    const res = await t.call({
      method: 'POST',
      url: `/admin/api/members/${m.id}/reject`,
      cookie: admin,
      payload: f.payload,
      headers: { ...f.headers, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const own = await t.operatorLogin();
    const out = await t.call({ method: 'DELETE', url: '/admin/api/logout', cookie: own });
    expect(out.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/admin/api/me', cookie: own })).statusCode).toBe(401);
  });
});
