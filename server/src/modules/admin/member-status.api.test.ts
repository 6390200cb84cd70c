import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, newIp, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';

describe.each(MODULE_KINDS)('console member status /admin/api/members/:id/disable, licences on %s', (kind) => {
  let t: TestApp, cookie: string, other: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true });
  const idOf = async (username: string) => (await t.database.rows<{ id: number }>(sql`select id from members where username = ${username}`))[0].id;
  const audits = async (action: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from operator_audit where action = ${action}`))[0].n;
  const signIn = () =>
    t.call({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: newIp(),
      ...form({ username: 'demo2', password: 'demo123456' }),
    });

  it('disables an account: its sessions end, it cannot sign in, the member is told; re-enabling lets it back in', async () => {
    const id = await idOf('demo2');
    expect((await t.call({ method: 'GET', url: '/api/user/jyfw', cookie: other })).statusCode).toBe(200);
    const before = await audits('member.disable');
    const res = await t.call({
      method: 'POST',
      url: `/admin/api/members/${id}/disable`,
      cookie: operator,
      ...form({ reason: '资质存疑，暂停采购' }),
    });
    expect([res.statusCode, res.json().msg]).toEqual([200, '账号已停用']);
    expect(await audits('member.disable')).toBe(before + 1);
    expect((await t.call({ method: 'GET', url: '/api/user/jyfw', cookie: other })).statusCode).toBe(401);
    const refused = await signIn();
    expect([refused.statusCode, refused.json().msg]).toEqual([403, '账号已停用（资质存疑，暂停采购），请联系客服']);
    const detail = (await t.call({ method: 'GET', url: `/admin/api/members/${id}`, cookie: operator })).json().data;
    expect(detail).toMatchObject({ disabled: true, disabled_reason: '资质存疑，暂停采购' });
    const listed = (await t.call({ method: 'GET', url: '/admin/api/members?status=disabled', cookie: operator })).json().data;
    expect(listed.list.map((m: { id: number }) => m.id)).toEqual([id]);
    const again = await t.call({ method: 'POST', url: `/admin/api/members/${id}/disable`, cookie: operator, ...form({ reason: '再次停用' }) });
    expect([again.statusCode, again.json().msg]).toEqual([409, '该账号已是停用状态']);
    const [msg] = await t.database.rows<{ title: string }>(sql`select title from member_messages where member_id = ${id} order by id desc limit 1`);
    expect(msg.title).toBe('账号已停用');

    const enabled = await t.call({ method: 'POST', url: `/admin/api/members/${id}/enable`, cookie: operator, ...form({}) });
    expect([enabled.statusCode, enabled.json().msg]).toEqual([200, '账号已恢复']);
    expect((await signIn()).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `/admin/api/members/${id}/enable`, cookie: operator, ...form({}) })).statusCode).toBe(409);
  });

  it('refuses a missing reason, an unknown member and callers who are not operators', async () => {
    const id = await idOf('demo2');
    const bad = await t.call({ method: 'POST', url: `/admin/api/members/${id}/disable`, cookie: operator, ...form({ reason: '' }) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.reason).toBeTruthy();
    expect(
      (await t.call({ method: 'POST', url: '/admin/api/members/999999/disable', cookie: operator, ...form({ reason: '不存在的会员' }) })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'POST', url: `/admin/api/members/${id}/disable`, cookie, ...form({ reason: '会员自己' }) })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `/admin/api/members/${id}/disable`, ...form({ reason: '匿名' }) })).statusCode).toBe(401);
  });

  it('lists expired and soon-expiring licences of approved members, most urgent first, with counts', async () => {
    const id = await idOf('demo');
    const [cert] = await t.database.rows<{ id: number }>(
      sql`select id from member_certificates where member_id = ${id} and status = 'approved' order by id limit 1`,
    );
    await t.database.rows(sql`update member_certificates set expires_on = (now() at time zone 'Asia/Shanghai')::date - 3 where id = ${cert.id}`);
    const expired = (await t.call({ method: 'GET', url: '/admin/api/members/licences?state=expired', cookie: operator })).json().data;
    const row = expired.list.find((r: { certificate_id: number }) => r.certificate_id === cert.id);
    expect(row).toMatchObject({ member_id: id, username: 'demo', days_left: -3 });
    expect(row.kind_name).toBeTruthy();
    expect(expired.counts.expired).toBe(expired.total);
    const days = expired.list.map((r: { days_left: number }) => r.days_left);
    expect([...days].sort((a, b) => a - b)).toEqual(days);

    await t.database.rows(sql`update member_certificates set expires_on = (now() at time zone 'Asia/Shanghai')::date + 10 where id = ${cert.id}`);
    const soon = (await t.call({ method: 'GET', url: '/admin/api/members/licences?state=soon&days=30', cookie: operator })).json().data;
    expect(soon.list.find((r: { certificate_id: number }) => r.certificate_id === cert.id)?.days_left).toBe(10);
    const narrow = (await t.call({ method: 'GET', url: '/admin/api/members/licences?state=soon&days=5', cookie: operator })).json().data;
    expect(narrow.list.some((r: { certificate_id: number }) => r.certificate_id === cert.id)).toBe(false);
    expect((await t.call({ method: 'GET', url: '/admin/api/members/licences?days=0', cookie: operator })).statusCode).toBe(422);
  });
});
