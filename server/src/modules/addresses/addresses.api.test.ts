import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { approve, registerMember } from '../accounts/member-test-kit.js';

const address = (extra: Record<string, unknown> = {}) => ({
  consignee: '张敏',
  phone: '13800138000',
  province: '湖北省',
  city: '武汉市',
  district: '江汉区',
  address: '解放大道 688 号',
  ...extra,
});

describe.each(MODULE_KINDS)('delivery addresses /addr on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  useApiSuite(kind, (s) => ({ t } = s));
  beforeAll(async () => {
    cookie = (await registerMember(t, { submit: false })).cookie;
  });

  const create = (body: Record<string, unknown>, c = cookie) => t.call({ method: 'POST', url: '/api/user/address', cookie: c, ...form(body) });
  const list = async (c = cookie) => (await t.call({ method: 'GET', url: '/api/user/address', cookie: c })).json().data;

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/user/address' })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/user/address', ...form(address()) })).statusCode).toBe(401);
  });

  it('creates addresses; the first becomes the default; a new default replaces the old one', async () => {
    const first = await create(address());
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ is_default: 1, full_address: '湖北省武汉市江汉区解放大道 688 号' });
    const second = await create(
      address({ consignee: '李雷', phone: '027-85551234', is_default: '1', province: '北京市', city: '北京市', district: '朝阳区' }),
    );
    expect(second.json().data).toMatchObject({ is_default: 1, phone: '027-85551234', full_address: '北京市朝阳区解放大道 688 号' });
    const third = await create(address({ consignee: '韩梅梅', is_default: '0' }));
    expect(third.json().data.is_default).toBe(0);
    const all = await list();
    expect(all.max).toBe(20);
    expect(all.list.map((a: { consignee: string; is_default: number }) => [a.consignee, a.is_default])).toEqual([
      ['李雷', 1],
      ['张敏', 0],
      ['韩梅梅', 0],
    ]);
  });

  it('edits, sets the default and deletes; deleting the default promotes the oldest remaining', async () => {
    const before = (await list()).list as Array<{ id: number; consignee: string; is_default: number }>;
    const zhang = before.find((a) => a.consignee === '张敏')!;
    const edit = await t.call({ method: 'PUT', url: `/api/user/address/${zhang.id}`, cookie, ...form(address({ address: '解放大道 700 号' })) });
    expect(edit.json().data.address).toBe('解放大道 700 号');
    expect((await t.call({ method: 'GET', url: `/api/user/address/${zhang.id}`, cookie })).json().data.address).toBe('解放大道 700 号');
    expect((await t.call({ method: 'POST', url: `/api/user/address/${zhang.id}/default`, cookie })).statusCode).toBe(200);
    expect((await list()).list[0]).toMatchObject({ id: zhang.id, is_default: 1 });
    expect((await t.call({ method: 'DELETE', url: `/api/user/address/${zhang.id}`, cookie })).json().msg).toBe('删除成功');
    const after = (await list()).list;
    expect(after).toHaveLength(2);
    expect(after.filter((a: { is_default: number }) => a.is_default === 1)).toHaveLength(1);
    expect((await t.call({ method: 'DELETE', url: `/api/user/address/${zhang.id}`, cookie })).statusCode).toBe(404);
  });

  it('validates the phone (mobile or landline) and the region against the division data', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ phone: '12800138000' }, 'phone', '收货人电话格式不正确'],
      [{ phone: '1380013800' }, 'phone', '收货人电话格式不正确'],
      [{ phone: '85551234' }, 'phone', '收货人电话格式不正确'],
      [{ consignee: '' }, 'consignee', '请填写收货人'],
      [{ province: '火星' }, 'province', '所在省份不存在，请从列表中选择'],
      [{ city: '广州市' }, 'city', '城市不属于湖北省，请重新选择'],
      [{ district: '天河区' }, 'district', '区县不属于武汉市，请重新选择'],
      [{ is_default: 'yes' }, 'is_default', '默认地址只能是0或1'],
    ];
    for (const [patch, field, msg] of cases) {
      const res = await create(address(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.json().errors[field]).toEqual([msg]);
    }
  });

  it('keeps at most 20 addresses per member', async () => {
    const other = (await registerMember(t, { submit: false })).cookie;
    for (let i = 0; i < 20; i++) expect((await create(address({ address: `测试路 ${i} 号` }), other)).statusCode).toBe(200);
    const res = await create(address(), other);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('收货地址最多保存20个，请先删除不用的地址');
  });

  it('refuses address changes from a foreign origin (CSRF)', async () => {
    const f = form(address());
    const res = await t.call({
      method: 'POST',
      url: '/api/user/address',
      cookie,
      payload: f.payload,
      headers: { ...f.headers, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
  it('the company address given at registration becomes the default delivery address on approval (demo has it too)', async () => {
    const m = await registerMember(t);
    expect((await list(m.cookie)).list).toHaveLength(0);
    await approve(t, m.id);
    const mine = (await list(await t.login(m.phone, m.password))).list;
    expect(mine).toHaveLength(1);
    const [row] = await t.database.rows<{ contact_name: string; phone: string; district: string; address: string }>(
      sql`select contact_name, phone, district, address from members where id = ${m.id}`,
    );
    expect(mine[0]).toMatchObject({ consignee: row.contact_name, phone: row.phone, district: row.district, address: row.address, is_default: 1 });
    const demo = (await list(await t.login('demo'))).list;
    expect(demo.find((a: { is_default: number }) => a.is_default === 1)).toMatchObject({ consignee: '张敏', city: '武汉市' });
  });
});
