import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MODULE_KINDS, form, newIp, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { members } from './accounts.tables.js';
import { memberCertificates } from './certificates.tables.js';
import { approve, inDays, newPhone, registerMember, sendCode, uploadId } from './member-test-kit.js';

describe.each(MODULE_KINDS)('account centre /zhzx on %s', (kind) => {
  let t: TestApp;
  let demoId: number;
  useApiSuite(kind, (s) => ({ t } = s));
  beforeAll(async () => {
    const [d] = await t.database.db.select().from(members).where(eq(members.username, 'demo'));
    demoId = d.id;
  });

  it('every account-centre call needs a session', async () => {
    for (const url of ['/api/user/jyfw', '/api/user/zizhi', '/api/user/phone/1', '/api/contract', '/api/agent/apply', '/api/user/stores']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe(10001);
    }
    expect((await t.call({ method: 'DELETE', url: '/api/user/unbind_wechat' })).statusCode).toBe(401);
  });

  it('GET /api/user/base carries the review state, contract, controlled-sales flag and the representative', async () => {
    const cookie = await t.login('demo');
    const data = (await t.call({ method: 'GET', url: '/api/user/base', cookie })).json().data;
    expect(data).toMatchObject({
      review_status: 'approved',
      review_reason: '',
      contract_signed: 1,
      kx_authorized: 0,
      zizhi_warning: '',
      message_count: 0,
    });
    expect(data.admin).toMatchObject({ name: '李晓雯', is_default: 0 });
    expect(data.common_config.hot_line).toBe('400-886-0123');
  });

  it('GET api/user/jyfw lists the granted business scopes with names; unapproved members have none', async () => {
    const res = await t.call({ method: 'GET', url: '/api/user/jyfw', cookie: await t.login('demo') });
    expect(res.json().data.is_passed).toBe(1);
    expect(res.json().data.scopes).toContainEqual({ code: 'chemical', name: '化学药制剂' });
    const pending = await t.call({ method: 'GET', url: '/api/user/jyfw', cookie: await t.login('pending1') });
    expect(pending.json().data).toEqual({ review_status: 'pending', is_passed: 0, scopes: [] });
  });

  it('updateUserInfo changes the name; a new phone needs the code sent to it and must be free', async () => {
    const m = await registerMember(t, { submit: false });
    const post = (body: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/user/updateUserInfo', cookie: m.cookie, ...form(body) });
    expect((await post({ name: '李新', phone: m.phone })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie: m.cookie })).json().data.name).toBe('李新');

    const next = newPhone();
    expect((await post({ name: '李新', phone: next })).json().errors.code).toEqual(['更换手机号需要填写新手机号收到的验证码']);
    expect((await post({ name: '李新', phone: '12800138000' })).json().errors.phone).toEqual(['手机号格式不正确']);
    expect((await post({ name: '', phone: m.phone })).json().errors.name).toEqual(['请填写联系人']);
    expect((await post({ name: '李新', phone: '17786019002', code: '123456' })).json().errors.phone).toEqual(['该手机号已被其他账号使用']);
    const code = await sendCode(t, next, 'change_phone', m.cookie);
    expect((await post({ name: '李新', phone: next, code: code === '000000' ? '000001' : '000000' })).json().errors.code).toEqual(['验证码错误']);
    expect((await post({ name: '李新', phone: next, code })).statusCode).toBe(200);
    const phone = await t.call({ method: 'GET', url: `/api/user/phone/${m.id}`, cookie: m.cookie });
    expect(phone.json().data).toEqual({ id: m.id, phone: next });
    // The username was the phone: it follows, and the new phone signs in.
    expect(await t.login(next, m.password)).toMatch(/^yc_sid=/);
  });

  it('resetPassword needs the current password and a strong new one; other sessions end, this one stays', async () => {
    const m = await registerMember(t, { submit: false });
    const other = await t.login(m.phone, m.password);
    const post = (body: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/user/resetPassword', cookie: m.cookie, ...form(body) });
    expect((await post({ old_password: 'wrong1234', password: 'Fresh#Pass2026' })).json().errors.old_password).toEqual(['原密码不正确']);
    expect((await post({ old_password: m.password, password: 'short1' })).json().errors.password).toEqual(['新密码须为8–32位，且同时包含字母和数字']);
    expect(
      (await post({ old_password: m.password, password: 'Fresh#Pass2026', password_confirmation: 'Fresh#Pass2027' })).json().errors
        .password_confirmation,
    ).toEqual(['两次输入的密码不一致']);
    const res = await post({ old_password: m.password, password: 'Fresh#Pass2026' });
    expect(res.statusCode).toBe(200);
    const fresh = res.headers['set-cookie'] as string | string[];
    const cookie = String(Array.isArray(fresh) ? fresh[0] : fresh).split(';')[0];
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie: other })).json().data).toMatchObject({ show: 0, username: '' });
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie: m.cookie })).json().data).toMatchObject({ show: 0, username: '' });
  });

  it('zizhi shows each required certificate; warns from 30 days before expiry; an expired licence blocks checkout', async () => {
    const cookie = await t.login('demo2');
    const z = (await t.call({ method: 'GET', url: '/api/user/zizhi', cookie })).json().data;
    expect(z.items.map((i: { name: string }) => i.name)).toEqual(['营业执照', '药品经营许可证', '采购委托书', '采购人身份证']);
    const licence = z.items.find((i: { kind: string }) => i.kind === 'drug_licence');
    // The seed set it to expire 20 China days after seeding: a suite that runs after China's midnight past it sees 19.
    const daysLeft = [20, 19].find((n) => inDays(n) === licence.current.expires_on);
    expect(daysLeft).toBeDefined();
    expect(licence.current).toMatchObject({ status: 'approved', expiry_state: 'expiring', days_left: daysLeft });
    expect(z.warnings).toEqual([`《药品经营许可证》将于${licence.current.expires_on}到期（剩余${daysLeft}天），请及时更新`]);
    expect(z.licence_block).toBe('');
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie })).json().data.zizhi_warning).toBe(z.warnings[0]);

    const [d2] = await t.database.db.select().from(members).where(eq(members.username, 'demo2'));
    await t.database.db
      .update(memberCertificates)
      .set({ expiresOn: inDays(-1) })
      .where(and(eq(memberCertificates.memberId, d2.id), eq(memberCertificates.kind, 'drug_licence')));
    const expired = (await t.call({ method: 'GET', url: '/api/user/zizhi', cookie })).json().data;
    expect(expired.warnings[0]).toBe(`《药品经营许可证》已于${inDays(-1)}过期，请尽快上传新证件`);
    const reason = `您的《药品经营许可证》已于${inDays(-1)}过期，暂不能下单，请在账户中心「资质证照」中更新`;
    expect(expired.licence_block).toBe(reason);
    expect(await t.app.services.accounts.licenceBlock(d2.id)).toBe(reason);
    expect(await t.app.services.accounts.licenceBlock(demoId)).toBe('');

    // Renewal: a new certificate goes to review; the expired one still blocks until an operator approves it.
    const body = { kind: 'drug_licence', number: '鄂AA0279999999', expires_on: inDays(700), upload_id: await uploadId(t, cookie) };
    const renew = await t.call({ method: 'POST', url: '/api/user/zizhi/renew', cookie, ...form(body) });
    expect(renew.statusCode).toBe(200);
    expect(renew.json().data).toMatchObject({ status: 'pending', kind: 'drug_licence', expiry_state: 'valid' });
    const during = (await t.call({ method: 'GET', url: '/api/user/zizhi', cookie })).json().data;
    expect(during.items[1].renewal.status).toBe('pending');
    expect(during.warnings[0]).toContain('（新证件审核中）');
    expect(await t.app.services.accounts.licenceBlock(d2.id)).toBe(reason);

    const admin = await t.operatorLogin();
    const decided = await t.call({ method: 'POST', url: `/admin/api/certificates/${renew.json().data.id}/approve`, cookie: admin });
    expect(decided.statusCode).toBe(200);
    const after = (await t.call({ method: 'GET', url: '/api/user/zizhi', cookie })).json().data;
    expect(after.items[1].current).toMatchObject({ status: 'approved', number: '鄂AA0279999999' });
    expect(after.items[1].renewal).toBeNull();
    expect(after.licence_block).toBe('');
    expect(after.warnings).toEqual([]);
  });

  it('renewal refuses an expired date, a kind the type does not need, and an unapproved member', async () => {
    const cookie = await t.login('demo');
    const file = await uploadId(t, cookie);
    const post = (body: Record<string, unknown>, c = cookie) => t.call({ method: 'POST', url: '/api/user/zizhi/renew', cookie: c, ...form(body) });
    expect(
      (await post({ kind: 'business_licence', number: '91420100MA4K123456', expires_on: inDays(-3), upload_id: file })).json().errors.expires_on,
    ).toEqual(['营业执照已过期，请上传有效期内的证件']);
    expect((await post({ kind: 'medical_licence', number: 'PDY123456-1', expires_on: inDays(30), upload_id: file })).json().errors.kind).toEqual([
      '单体药店无需提交医疗机构执业许可证',
    ]);
    const pending = await t.login('pending1');
    expect(
      (await post({ kind: 'business_licence', number: '91420100MA4K123456', expires_on: inDays(30), upload_id: await uploadId(t, pending) }, pending))
        .statusCode,
    ).toBe(409);
  });

  it('binds WeChat through the sandbox provider, signs in with it, and unbinds', async () => {
    const m = await registerMember(t, { submit: false });
    const bind = (code: string, cookie = m.cookie) => t.call({ method: 'POST', url: '/api/user/bind_wechat', cookie, ...form({ code }) });
    expect((await bind('not-a-code')).json().errors.code).toEqual(['微信授权已失效，请重新扫码']);
    expect((await bind('sandbox-centre-1')).statusCode).toBe(200);
    expect((await bind('sandbox-centre-2')).json().msg).toBe('已绑定微信，如需更换请先解绑');
    expect((await bind('sandbox-centre-1', await t.login('demo'))).json().msg).toBe('该微信已绑定其他账号');
    const wx = await t.call({ method: 'POST', url: '/api/user/login_wechat', remoteAddress: newIp(), ...form({ code: 'sandbox-centre-1' }) });
    expect(wx.json().data.username).toBe(m.phone);
    expect((await t.call({ method: 'DELETE', url: '/api/user/unbind_wechat', cookie: m.cookie })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: '/api/user/unbind_wechat', cookie: m.cookie })).json().msg).toBe('尚未绑定微信');
    const gone = await t.call({ method: 'POST', url: '/api/user/login_wechat', remoteAddress: newIp(), ...form({ code: 'sandbox-centre-1' }) });
    expect(gone.statusCode).toBe(404);
  });

  it('/dzht: approved members read and sign the contract; until then cart copy answers 459', async () => {
    const m = await registerMember(t);
    await approve(t, m.id);
    const c0 = await t.call({ method: 'GET', url: '/api/contract', cookie: m.cookie });
    expect(c0.json().data).toMatchObject({ signed: 0, signed_at: null, title: '药采平台药品采购服务协议' });
    expect(c0.json().data.content).toContain('证照过期期间');
    const copy = await t.call({ method: 'POST', url: '/api/cart/copy', cookie: m.cookie, ...form({ ids: [1], other_user_ids: [1] }) });
    expect(copy.statusCode).toBe(459);
    expect(copy.json()).toMatchObject({ code: 459, msg: '请先签署电子合同' });
    expect(
      (await t.call({ method: 'POST', url: '/api/contract/sign', cookie: m.cookie, ...form({ signer_name: '王测试' }) })).json().errors.agree,
    ).toEqual(['请阅读并同意电子合同']);
    const signed = await t.call({ method: 'POST', url: '/api/contract/sign', cookie: m.cookie, ...form({ signer_name: '王测试', agree: 1 }) });
    expect(signed.json().data).toMatchObject({ signed: 1, signer_name: '王测试' });
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie: m.cookie })).json().data.contract_signed).toBe(1);
    const notPassed = await t.call({
      method: 'POST',
      url: '/api/contract/sign',
      cookie: await t.login('pending1'),
      ...form({ signer_name: '陈静', agree: 1 }),
    });
    expect(notPassed.statusCode).toBe(403);
  });

  it('/kxdl: apply once, the operator approves, the member is authorised for controlled-sales goods', async () => {
    const cookie = await t.login('demo');
    const body = { contact_name: '张敏', phone: '17786019001', remark: '申请经营控销品种' };
    expect(
      (await t.call({ method: 'POST', url: '/api/agent/apply', cookie, ...form({ ...body, phone: '12345678901' }) })).json().errors.phone,
    ).toEqual(['联系电话格式不正确']);
    const res = await t.call({ method: 'POST', url: '/api/agent/apply', cookie, ...form(body) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'pending', status_text: '审核中' });
    expect((await t.call({ method: 'POST', url: '/api/agent/apply', cookie, ...form(body) })).json().msg).toBe(
      '您的控销授权申请正在审核中，请耐心等待',
    );
    expect((await t.app.services.accounts.viewer(demoId)).kxAuthorized).toBe(false);

    const admin = await t.operatorLogin();
    expect((await t.call({ method: 'POST', url: `/admin/api/kx_applications/${res.json().data.id}/approve`, cookie: admin })).statusCode).toBe(200);
    const status = await t.call({ method: 'GET', url: '/api/agent/apply', cookie });
    expect(status.json().data).toMatchObject({ kx_authorized: 1, application: { status: 'approved' } });
    expect((await t.app.services.accounts.viewer(demoId)).kxAuthorized).toBe(true);
    expect((await t.call({ method: 'POST', url: '/api/agent/apply', cookie, ...form(body) })).json().msg).toBe('您已获得控销授权，无需重复申请');
    const pending = await t.call({ method: 'POST', url: '/api/agent/apply', cookie: await t.login('pending1'), ...form(body) });
    expect(pending.json().msg).toBe('资质审核通过后才能申请控销授权');
  });

  it('refuses account-centre changes from a foreign origin (CSRF)', async () => {
    const cookie = await t.login('demo');
    const f = form({ name: '张敏', phone: '17786019001' });
    const res = await t.call({
      method: 'POST',
      url: '/api/user/updateUserInfo',
      cookie,
      payload: f.payload,
      headers: { ...f.headers, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const del = await t.call({ method: 'DELETE', url: '/api/user/unbind_wechat', cookie, headers: { origin: 'https://evil.example' } });
    expect(del.statusCode).toBe(403);
  });
});
