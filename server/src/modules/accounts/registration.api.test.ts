import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cookieOf, DB_KINDS, form, newIp, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { members } from './accounts.tables.js';
import { smsCodes } from '../sms/sms.tables.js';
import { approve, certificatesFor, newPhone, registerMember, sendCode, step1Body } from './member-test-kit.js';

describe.each(DB_KINDS)('registration /register/step1..3 on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  const step1 = (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const f = form(body);
    return t.call({ method: 'POST', url: '/api/register/step1', payload: f.payload, headers: { ...f.headers, ...headers } });
  };

  it('lists company types with the certificates each needs', async () => {
    const res = await t.call({ method: 'GET', url: '/api/register/options' });
    expect(res.statusCode).toBe(200);
    const types = res.json().data.company_types as Array<{ name: string; certificates: Array<{ name: string }> }>;
    expect(types.map((x) => x.name)).toEqual(['单体药店', '连锁药店', '诊所', '医院', '批发企业', '其他']);
    const names = (n: string) => types.find((x) => x.name === n)!.certificates.map((c) => c.name);
    expect(names('单体药店')).toEqual(['营业执照', '药品经营许可证', '采购委托书', '采购人身份证']);
    expect(names('医院')).toEqual(['营业执照', '医疗机构执业许可证', '采购委托书', '采购人身份证']);
    expect(names('其他')).toEqual(['营业执照', '采购委托书', '采购人身份证']);
  });

  it('registers a pharmacy through the three steps with uploads, signed in from step 1', async () => {
    const phone = newPhone();
    const code = await sendCode(t, phone, 'register');
    const res = await step1(step1Body(phone, code, { email: 'buyer@renhe-yaofang.cn' }));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      username: phone,
      company: '测试大药房',
      review_status: 'incomplete',
      is_passed: 0,
      email: 'buyer@renhe-yaofang.cn',
    });
    expect(data.required_certificates.map((c: { kind: string }) => c.kind)).toEqual([
      'business_licence',
      'drug_licence',
      'purchase_authorization',
      'purchaser_id',
    ]);
    const cookie = cookieOf(res);

    const base = await t.call({ method: 'GET', url: '/api/user/base', cookie });
    expect(base.json().data).toMatchObject({ is_passed: 0, review_status: 'incomplete', phone: `${phone.slice(0, 3)}****${phone.slice(7)}` });

    const certs = await certificatesFor(t, cookie, '单体药店');
    const s2 = await t.call({ method: 'POST', url: '/api/register/step2', cookie, ...form({ certificates: certs }) });
    expect(s2.statusCode).toBe(200);
    expect(s2.json().msg).toBe('资质已提交，请等待审核');
    expect(s2.json().data.review_status).toBe('pending');
    expect(s2.json().data.certificates).toHaveLength(4);
    expect(s2.json().data.certificates[0]).toMatchObject({ status: 'pending', status_text: '待审核', expiry_state: 'valid' });
    expect(s2.json().data.certificates[0].file.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);

    const s3 = await t.call({ method: 'GET', url: '/api/register/status', cookie });
    expect(s3.json().data).toMatchObject({ review_status: 'pending', review_status_text: '审核中', review_reason: '' });

    // Not approved: browses, but sees no price.
    const list = await t.call({ method: 'GET', url: '/api/goods/list?page=1&page_size=5', cookie });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json().data.list)).toContain('资质审核通过后可见');
  });

  it('the dd variant and the WeChat variant use the same API and record where the member came from', async () => {
    const phone = newPhone();
    const res = await step1(step1Body(phone, await sendCode(t, phone, 'register'), { variant: 'dd', username: 'ddshop01', company_type: '诊所' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'ddshop01', company_type: '诊所' });
    expect(res.json().data.required_certificates.map((c: { name: string }) => c.name)).toContain('医疗机构执业许可证');
    const [row] = await t.database.db.select().from(members).where(eq(members.phone, phone));
    expect(row.registerSource).toBe('dd');

    const wxPhone = newPhone();
    const noCode = await step1(step1Body(wxPhone, await sendCode(t, wxPhone, 'register'), { variant: 'wechat' }));
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors.wechat_code).toEqual(['请先使用微信扫码授权']);
    const wx = await step1(step1Body(wxPhone, await sendCode(t, wxPhone, 'register'), { variant: 'wechat', wechat_code: 'sandbox-reg-wx-1' }));
    expect(wx.statusCode).toBe(200);
    const base = await t.call({ method: 'GET', url: '/api/user/base', cookie: cookieOf(wx) });
    expect(base.json().data.wechat).toBe('已绑定');
    const byWechat = await t.call({ method: 'POST', url: '/api/user/login_wechat', ...form({ code: 'sandbox-reg-wx-1' }) });
    expect(byWechat.statusCode).toBe(200);
    expect(byWechat.json().data.username).toBe(wxPhone);
  });

  it('refuses registering twice with the same phone, before and after the code is spent', async () => {
    const { phone } = await registerMember(t, { submit: false });
    const ask = await t.call({ method: 'POST', url: '/api/user/create_code', remoteAddress: newIp(), ...form({ phone, purpose: 'register' }) });
    expect(ask.statusCode).toBe(422);
    expect(ask.json().msg).toBe('该手机号已注册，请直接登录');
    const again = await step1(step1Body(phone, '123456'));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.phone).toEqual(['该手机号已注册，请直接登录']);
    const seeded = await step1(step1Body('17786019001', '123456'));
    expect(seeded.json().errors.phone).toEqual(['该手机号已注册，请直接登录']);
  });

  it('refuses a username already taken', async () => {
    const phone = newPhone();
    const res = await step1(step1Body(phone, await sendCode(t, phone, 'register'), { username: 'demo2' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.username).toEqual(['用户名已被使用']);
  });

  it('answers bad input with 422 naming the field in Chinese', async () => {
    const phone = newPhone();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ phone: '1380013800' }, 'phone', '手机号格式不正确'],
      [{ phone: '12800138000' }, 'phone', '手机号格式不正确'],
      [{ phone: '138-0013-8000' }, 'phone', '手机号格式不正确'],
      [{ email: 'buyer@@example' }, 'email', '企业邮箱格式不正确'],
      [{ email: 'buyer.example.com' }, 'email', '企业邮箱格式不正确'],
      [{ password: 'abcdefgh', password_confirmation: 'abcdefgh' }, 'password', '密码须为8–32位，且同时包含字母和数字'],
      [{ password: 'abc123', password_confirmation: 'abc123' }, 'password', '密码须为8–32位，且同时包含字母和数字'],
      [{ password_confirmation: 'abc12346' }, 'password_confirmation', '两次输入的密码不一致'],
      [{ email: 'a.b@example.com' }, 'email', '企业邮箱格式不正确'],
      [
        { password: 'password1', password_confirmation: 'password1' },
        'password',
        '密码过于简单，容易被猜中：请避免常见单词、连续或重复的字符，可加入大写字母或符号',
      ],
      [
        { password: 'aaaaaaa1', password_confirmation: 'aaaaaaa1' },
        'password',
        '密码过于简单，容易被猜中：请避免常见单词、连续或重复的字符，可加入大写字母或符号',
      ],
      [
        { username: 'zhangsan88', password: 'Zhangsan88!x', password_confirmation: 'Zhangsan88!x' },
        'password',
        '密码不能包含用户名、手机号等个人信息',
      ],
      [{ company_type: '药厂' }, 'company_type', '单位类型只能是：单体药店、连锁药店、诊所、医院、批发企业、其他'],
      [{ company: '' }, 'company', '请填写单位名称'],
      [{ code: '12ab56' }, 'code', '验证码为6位数字'],
      [{ username: '9abc' }, 'username', '用户名须以字母开头，4–20位字母、数字或下划线'],
    ];
    for (const [patch, field, msg] of cases) {
      const res = await step1(step1Body(phone, '123456', patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(patch)).toEqual([msg]);
    }
  });

  it('checks the region against the division data: province, then city, then district', async () => {
    const phone = newPhone();
    const code = await sendCode(t, phone, 'register');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ province: '湖北' }, 'province'],
      [{ city: '成都市' }, 'city'],
      [{ district: '武侯区' }, 'district'],
    ];
    for (const [patch, field] of cases) {
      const res = await step1(step1Body(phone, code, patch));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    // The code was not spent by the refusals above.
    const okRes = await step1(step1Body(phone, code, { province: '四川省', city: '成都市', district: '武侯区' }));
    expect(okRes.statusCode).toBe(200);
  });

  it('refuses a wrong, reused or expired code', async () => {
    const phone = newPhone();
    const code = await sendCode(t, phone, 'register');
    const wrong = await step1(step1Body(phone, code === '000000' ? '000001' : '000000'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(['验证码错误']);
    expect((await step1(step1Body(phone, code))).statusCode).toBe(200);

    const p2 = newPhone();
    const c2 = await sendCode(t, p2, 'register');
    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, p2));
    const expired = await step1(step1Body(p2, c2));
    expect(expired.json().errors.code).toEqual(['验证码已过期，请重新获取']);
  });

  it('step 2 requires every certificate of the type, valid numbers, future expiry and the member’s own files', async () => {
    const { cookie } = await registerMember(t, { submit: false });
    const good = await certificatesFor(t, cookie, '单体药店');
    const post = (certificates: unknown) => t.call({ method: 'POST', url: '/api/register/step2', cookie, ...form({ certificates }) });

    const missing = await post(good.filter((c) => c.kind !== 'drug_licence'));
    expect(missing.json().msg).toBe('请上传药品经营许可证');
    const wrongKind = await post([...good, { ...good[1], kind: 'medical_licence' }]);
    expect(wrongKind.json().msg).toBe('单体药店无需提交医疗机构执业许可证');
    const badUscc = await post([{ ...good[0], number: '12345' }, ...good.slice(1)]);
    expect(badUscc.json().errors['certificates.0.number']).toEqual(['营业执照编号应为18位统一社会信用代码']);
    const badId = await post([...good.slice(0, 3), { ...good[3], number: '420101198001010001' }]);
    expect(badId.json().errors['certificates.3.number']).toEqual(['采购人身份证号码格式不正确']);
    const badDate = await post([{ ...good[0], expires_on: '2026-02-30' }, ...good.slice(1)]);
    expect(badDate.json().errors['certificates.0.expires_on']).toEqual(['有效期至格式不正确，应为YYYY-MM-DD']);
    const expired = await post([{ ...good[0], expires_on: '2020-01-01' }, ...good.slice(1)]);
    expect(expired.json().errors['certificates.0.expires_on']).toEqual(['营业执照已过期，请上传有效期内的证件']);
    const other = await registerMember(t, { submit: false });
    const foreignFile = (await certificatesFor(t, other.cookie, '单体药店'))[0].upload_id;
    const foreign = await post([{ ...good[0], upload_id: foreignFile }, ...good.slice(1)]);
    expect(foreign.json().errors['certificates.0.upload_id']).toEqual(['营业执照的文件不存在，请重新上传']);
    for (const res of [missing, wrongKind, badUscc, badId, badDate, expired, foreign]) expect(res.statusCode).toBe(422);
    expect((await post(good)).statusCode).toBe(200);
  });

  it('a rejected member sees the reason, fixes the details and resubmits; approval shows prices', async () => {
    const m = await registerMember(t);
    const admin = await t.operatorLogin();
    const rej = await t.call({ method: 'POST', url: `/admin/api/members/${m.id}/reject`, cookie: admin, ...form({ reason: '营业执照照片不清晰' }) });
    expect(rej.statusCode).toBe(200);
    const status = await t.call({ method: 'GET', url: '/api/register/status', cookie: m.cookie });
    expect(status.json().data).toMatchObject({ review_status: 'rejected', review_status_text: '审核未通过', review_reason: '营业执照照片不清晰' });
    expect(status.json().data.certificates.every((c: { status: string }) => c.status === 'rejected')).toBe(true);
    const base = await t.call({ method: 'GET', url: '/api/user/base', cookie: m.cookie });
    expect(base.json().data).toMatchObject({ review_status: 'rejected', review_reason: '营业执照照片不清晰', is_passed: 0 });

    const fix = await t.call({
      method: 'POST',
      url: '/api/register/company',
      cookie: m.cookie,
      ...form({
        company: '测试大药房（江汉店）',
        company_type: '单体药店',
        contact_name: '王测试',
        province: '湖北省',
        city: '武汉市',
        district: '江汉区',
        address: '解放大道 101 号',
        email: '',
      }),
    });
    expect(fix.statusCode).toBe(200);
    expect(fix.json().data.company).toBe('测试大药房（江汉店）');
    const resubmit = await t.call({
      method: 'POST',
      url: '/api/register/step2',
      cookie: m.cookie,
      ...form({ certificates: await certificatesFor(t, m.cookie, '单体药店') }),
    });
    expect(resubmit.json().data).toMatchObject({ review_status: 'pending', review_reason: '' });
    expect(resubmit.json().data.certificates).toHaveLength(4);

    await approve(t, m.id);
    const after = await t.call({ method: 'GET', url: '/api/register/status', cookie: m.cookie });
    expect(after.json().data).toMatchObject({ review_status: 'approved', is_passed: 1 });
    const list = await t.call({ method: 'GET', url: '/api/goods/list?page=1&page_size=5', cookie: m.cookie });
    expect(JSON.stringify(list.json().data.list)).not.toContain('资质审核通过后可见');
    const again = await t.call({
      method: 'POST',
      url: '/api/register/step2',
      cookie: m.cookie,
      ...form({ certificates: await certificatesFor(t, m.cookie, '单体药店') }),
    });
    expect(again.statusCode).toBe(409);
    const locked = await t.call({
      method: 'POST',
      url: '/api/register/company',
      cookie: m.cookie,
      ...form({
        company: '改名',
        company_type: '单体药店',
        contact_name: '王',
        province: '湖北省',
        city: '武汉市',
        district: '江汉区',
        address: '某路 1 号',
      }),
    });
    expect(locked.statusCode).toBe(409);
  });

  it('steps 2 and 3 need a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/register/status' })).statusCode).toBe(401);
    const cert = {
      kind: 'business_licence',
      number: '91420100MA4K000001',
      expires_on: '2030-01-01',
      upload_id: '00000000-0000-4000-8000-000000000000',
    };
    expect((await t.call({ method: 'POST', url: '/api/register/step2', ...form({ certificates: [cert] }) })).statusCode).toBe(401);
  });

  it('refuses registration from a foreign origin (CSRF)', async () => {
    const phone = newPhone();
    const res = await step1(step1Body(phone, await sendCode(t, phone, 'register')), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('非法的跨站请求');
  });
});

describe.each(DB_KINDS)('sign-in by SMS code and forgotten password on %s', (kind) => {
  let t: TestApp;
  useApiSuite(kind, (s) => ({ t } = s));

  it('logs in by phone + SMS code, rotating the session; unknown phones are told so', async () => {
    const m = await registerMember(t, { submit: false });
    const code = await sendCode(t, m.phone, 'login');
    const res = await t.call({ method: 'POST', url: '/api/user/login_by_code', remoteAddress: newIp(), ...form({ phone: m.phone, code }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('登录成功');
    expect(cookieOf(res)).not.toBe(m.cookie);
    const reused = await t.call({ method: 'POST', url: '/api/user/login_by_code', remoteAddress: newIp(), ...form({ phone: m.phone, code }) });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.code).toEqual(['验证码已使用，请重新获取']);
    const unknown = await t.call({
      method: 'POST',
      url: '/api/user/create_code',
      remoteAddress: newIp(),
      ...form({ phone: newPhone(), purpose: 'login' }),
    });
    expect(unknown.json().errors.phone).toEqual(['该手机号未注册']);
    const bad = await t.call({ method: 'POST', url: '/api/user/login_by_code', ...form({ phone: '12800138000', code: '123456' }) });
    expect(bad.json().errors.phone).toEqual(['手机号格式不正确']);
  });

  it('/forget: verify the phone, set a new password, every old session ends', async () => {
    const m = await registerMember(t, { submit: false });
    const oldSession = await t.login(m.phone, m.password);
    const noTicket = await t.call({
      method: 'POST',
      url: '/api/forget/reset',
      ...form({ password: 'Fresh#Pass2026', password_confirmation: 'Fresh#Pass2026' }),
    });
    expect(noTicket.statusCode).toBe(403);
    expect(noTicket.json().msg).toBe('验证已失效，请重新验证手机号');

    const code = await sendCode(t, m.phone, 'forget');
    const wrong = await t.call({
      method: 'POST',
      url: '/api/forget/verify',
      ...form({ phone: m.phone, code: code === '111111' ? '222222' : '111111' }),
    });
    expect(wrong.json().errors.code).toEqual(['验证码错误']);
    const verified = await t.call({ method: 'POST', url: '/api/forget/verify', ...form({ phone: m.phone, code }) });
    expect(verified.statusCode).toBe(200);
    const guest = cookieOf(verified);
    const weak = await t.call({
      method: 'POST',
      url: '/api/forget/reset',
      cookie: guest,
      ...form({ password: '12345678', password_confirmation: '12345678' }),
    });
    expect(weak.json().errors.password).toEqual(['新密码须为8–32位，且同时包含字母和数字']);
    const reset = await t.call({
      method: 'POST',
      url: '/api/forget/reset',
      cookie: guest,
      ...form({ password: 'Fresh#Pass2026', password_confirmation: 'Fresh#Pass2026' }),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().msg).toBe('密码已重置，请使用新密码登录');
    const once = await t.call({
      method: 'POST',
      url: '/api/forget/reset',
      cookie: guest,
      ...form({ password: 'Other#Pass2026', password_confirmation: 'Other#Pass2026' }),
    });
    expect(once.statusCode).toBe(403);

    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie: oldSession })).json().data).toMatchObject({ show: 0, username: '' });
    expect(
      (await t.call({ method: 'POST', url: '/api/user/login', remoteAddress: newIp(), ...form({ username: m.phone, password: m.password }) }))
        .statusCode,
    ).toBe(422);
    expect(await t.login(m.phone, 'Fresh#Pass2026')).toMatch(/^yc_sid=/);
  });

  it('an unregistered phone cannot start /forget', async () => {
    const res = await t.call({ method: 'POST', url: '/api/forget/verify', ...form({ phone: newPhone(), code: '123456' }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone).toEqual(['该手机号未注册']);
  });
});
