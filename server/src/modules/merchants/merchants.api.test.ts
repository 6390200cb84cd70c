import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cookieOf, MODULE_KINDS, form, newIp, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { uploadId } from '../accounts/member-test-kit.js';

/** A company that applies at /help/us/sjrz, numbered so that each test's applicant is its own. */
const applicant = (n: number) => ({
  company: `湖北康济${'甲乙丙丁戊'[n]}医药有限公司`,
  credit_code: `91420100MA4K5${String(n).padStart(5, '0')}`,
  drug_licence_no: `鄂AA02701${n}`,
  contact_name: '周明',
  contact_phone: `1391234567${n}`,
  address: '湖北省武汉市东西湖区金银湖路 18 号',
});
const CHECKED = {
  short_name: '康济医药',
  province: '湖北省',
  city: '武汉市',
  licence_expires: '2030-12-31',
  gsp_cert_no: 'HB-GSP-0301',
  gsp_expires: '2029-06-30',
};

describe.each(MODULE_KINDS)('merchant accounts: onboarding opens a shop, its staff run it, nobody crosses shops, on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });

  const call = (method: 'GET' | 'POST', url: string, c: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: c, ...(body ? form(body) : {}) });
  const signIn = async (username: string, password: string) => {
    const res = await t.call({ method: 'POST', url: '/admin/api/login', remoteAddress: newIp(), ...form({ username, password }) });
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: cookieOf(res), me: res.json().data };
  };
  const smsTo = async (phone: string) =>
    (await t.database.rows<{ content: string }>(sql`select content from sms_outbox where phone = ${phone} order by id desc`)).map((r) => r.content);

  /** Applies as the demo member and has the operator approve with the checked licence facts; the shop's admin login. */
  async function openShop(n: number) {
    const a = applicant(n);
    const applied = await call('POST', '/api/merchant/apply', cookie, {
      ...a,
      business_licence: await uploadId(t, cookie),
      drug_licence: await uploadId(t, cookie),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const id = applied.json().data.id as number;
    const approved = await call('POST', `/admin/api/merchant-applications/${id}/review`, operator, {
      approve: 1,
      ...CHECKED,
      short_name: `康济${n}`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [sms] = await smsTo(a.contact_phone);
    const [, username, password] = /登录名：(\w+)，初始密码：(\w+)，/.exec(sms) ?? [];
    // Where to sign in: the address the operator's console is on (inject's default Host; PUBLIC_URL in production).
    expect(sms).toContain('请登录 http://localhost:80/admin 后立即修改密码');
    const [{ shop_id: shopId }] = await t.database.rows<{ shop_id: number }>(sql`select shop_id from merchant_applications where id = ${id}`);
    return { id, a, username: username!, password: password!, shopId: Number(shopId) };
  }

  let shopA: Awaited<ReturnType<typeof openShop>>;
  let shopB: Awaited<ReturnType<typeof openShop>>;
  let adminA: string;
  let adminB: string;
  beforeAll(async () => {
    shopA = await openShop(1);
    shopB = await openShop(2);
    adminA = (await signIn(shopA.username, shopA.password)).cookie;
    adminB = (await signIn(shopB.username, shopB.password)).cookie;
  });

  it('approval needs the licence facts and refuses a lapsed licence, deciding nothing', async () => {
    const a = applicant(3);
    const id = (
      await call('POST', '/api/merchant/apply', cookie, {
        ...a,
        business_licence: await uploadId(t, cookie),
        drug_licence: await uploadId(t, cookie),
      })
    ).json().data.id;
    const review = (b: Record<string, unknown>) => call('POST', `/admin/api/merchant-applications/${id}/review`, operator, b);
    const missing = await review({ approve: 1 });
    expect([missing.statusCode, missing.json().msg]).toEqual([422, '请填写店铺简称（2–20个字符）']);
    const lapsed = await review({ approve: 1, ...CHECKED, licence_expires: '2020-01-01' });
    expect(lapsed.statusCode).toBe(422);
    expect(lapsed.json().msg).toBe('药品经营许可证已过期，不能通过入驻审核');
    const noGspDate = await review({ approve: 1, ...CHECKED, gsp_expires: '' });
    expect(noGspDate.json().msg).toBe('请填写GSP证书有效期');
    const [row] = await t.database.rows<{ status: number; shop_id: number | null }>(
      sql`select status, shop_id from merchant_applications where id = ${id}`,
    );
    expect(row).toEqual({ status: 0, shop_id: null });
    expect(await smsTo(a.contact_phone)).toEqual([]);
  });

  it('approval opens the shop with its warehouse and 店铺管理员, told by SMS and in the applicant’s messages', async () => {
    const [shop] = await t.database.rows<Record<string, unknown>>(sql`
      select name, short_name, province, city, licence_no, to_char(licence_expires, 'YYYY-MM-DD') as licence_expires, gsp_cert_no,
        business_licence_no, (select count(*)::int from warehouses where shop_id = shops.id) as warehouses
      from shops where id = ${shopA.shopId}`);
    expect(shop).toEqual({
      name: shopA.a.company,
      short_name: '康济1',
      province: '湖北省',
      city: '武汉市',
      licence_no: shopA.a.drug_licence_no,
      licence_expires: '2030-12-31',
      gsp_cert_no: 'HB-GSP-0301',
      business_licence_no: shopA.a.credit_code,
      warehouses: 1,
    });
    expect(shopA.username).toBe(`shop${shopA.shopId}`);
    expect(shopA.password).toMatch(/^(?=.*[a-zA-Z])(?=.*\d).{10}$/);
    const me = await call('GET', '/admin/api/me', adminA);
    expect(me.json().data).toMatchObject({ username: shopA.username, name: '周明', role: 'shop_admin', shop: { id: shopA.shopId, name: '康济1' } });
    const messages = (await call('GET', '/api/user/messages?page_size=50', cookie)).json().data.list as Array<{ title: string; content?: string }>;
    expect(JSON.stringify(messages)).toContain(`登录名：${shopA.username}`);
    expect(JSON.stringify(messages)).not.toContain(shopA.password);
    const shopView = await call('GET', '/admin/api/merchant/shop', adminA);
    expect(shopView.json().data).toMatchObject({ id: shopA.shopId, short_name: '康济1', licence_expires: '2030-12-31', gsp_expires: '2029-06-30' });
  });

  it('a merchant account sees none of the platform’s console, nor members’ uploads', async () => {
    for (const url of ['/admin/api/members', '/admin/api/operators', '/admin/api/orders', '/admin/api/goods', '/admin/api/merchant-applications']) {
      const res = await call('GET', url, adminA);
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
    expect(
      (await call('POST', '/admin/api/operators', adminA, { username: 'sneaky1', name: '某', role: 'super', password: 'abc12345' })).statusCode,
    ).toBe(403);
    const upload = await uploadId(t, cookie);
    expect((await call('GET', `/api/uploads/${upload}`, adminA)).statusCode).toBe(404);
    expect((await call('GET', `/api/uploads/${upload}`, operator)).statusCode).toBe(200);
    // And the platform's operators do not reach the merchant portal.
    expect((await call('GET', '/admin/api/merchant/shop', operator)).statusCode).toBe(403);
    expect((await call('GET', '/admin/api/merchant/staff', cookie)).statusCode).toBe(403);
  });

  it('the 店铺管理员 creates staff with roles; each role sees its own areas only', async () => {
    const created = await call('POST', '/admin/api/merchant/staff', adminA, {
      username: `kj${shopA.shopId}goods`,
      name: '王芳',
      role: 'shop_goods',
      password: 'goods12345',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ role: 'shop_goods', active: true });
    const badRole = await call('POST', '/admin/api/merchant/staff', adminA, {
      username: `kj${shopA.shopId}x`,
      name: '某',
      role: 'super',
      password: 'abc12345',
    });
    expect([badRole.statusCode, badRole.json().msg]).toEqual([422, '角色不正确']);
    const staff = (await call('GET', '/admin/api/merchant/staff', adminA)).json().data as Array<{ username: string; role: string }>;
    expect(staff.map((s) => s.role).sort()).toEqual(['shop_admin', 'shop_goods']);
    const goods = (await signIn(`kj${shopA.shopId}goods`, 'goods12345')).cookie;
    expect((await call('GET', '/admin/api/merchant/shop', goods)).statusCode).toBe(200);
    expect((await call('GET', '/admin/api/merchant/staff', goods)).statusCode).toBe(403);
    // Someone must be left to manage the shop's accounts.
    const self = (await call('GET', '/admin/api/me', adminA)).json().data.id;
    const demote = await call('POST', `/admin/api/merchant/staff/${self}`, adminA, { name: '周明', role: 'shop_goods', active: 1 });
    expect([demote.statusCode, demote.json().msg]).toEqual([409, '不能停用自己或取消自己的店铺管理员角色']);
  });

  it('one shop’s staff never reach another shop’s accounts, and the platform’s account pages never list or change them', async () => {
    const target = (await call('GET', '/admin/api/merchant/staff', adminA)).json().data[0] as { id: number; name: string; role: string };
    const before = await t.database.rows(sql`select name, role, active, password_hash from operators where id = ${target.id}`);
    const attempts = [
      await call('POST', `/admin/api/merchant/staff/${target.id}`, adminB, { name: '篡改', role: 'shop_goods', active: 0 }),
      await call('POST', `/admin/api/merchant/staff/${target.id}/password`, adminB, { password: 'hijack12345' }),
      await call('POST', `/admin/api/operators/${target.id}`, operator, { name: '篡改', role: 'super', active: 1 }),
      await call('POST', `/admin/api/operators/${target.id}/password`, operator, { password: 'hijack12345' }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(attempts[0].json().msg).toBe('员工账号不存在');
    expect(await t.database.rows(sql`select name, role, active, password_hash from operators where id = ${target.id}`)).toEqual(before);
    const listB = (await call('GET', '/admin/api/merchant/staff', adminB)).json().data as Array<{ id: number }>;
    expect(listB.map((s) => s.id)).not.toContain(target.id);
    const platform = (await call('GET', '/admin/api/operators', operator)).json().data as Array<{ id: number }>;
    expect(platform.map((s) => s.id)).not.toContain(target.id);
    expect((await call('GET', '/admin/api/merchant/shop', adminB)).json().data.id).toBe(shopB.shopId);
  });

  it('an account changes its own password with the current one; its sessions end', async () => {
    const { cookie: session } = await signIn(shopB.username, shopB.password);
    const wrong = await call('POST', '/admin/api/account/password', session, { old_password: 'not-it-1', password: 'newpass123' });
    expect([wrong.statusCode, wrong.json().msg]).toEqual([422, '原密码不正确']);
    const same = await call('POST', '/admin/api/account/password', session, { old_password: shopB.password, password: shopB.password });
    expect(same.json().msg).toBe('新密码不能与原密码相同');
    const changed = await call('POST', '/admin/api/account/password', session, { old_password: shopB.password, password: 'newpass123' });
    expect([changed.statusCode, changed.json().msg]).toEqual([200, '密码已修改，请重新登录']);
    expect((await call('GET', '/admin/api/me', session)).statusCode).toBe(401);
    expect((await call('GET', '/admin/api/me', adminB)).statusCode).toBe(401);
    adminB = (await signIn(shopB.username, 'newpass123')).cookie;
    expect((await call('GET', '/admin/api/me', adminB)).json().data.role).toBe('shop_admin');
  });
});
