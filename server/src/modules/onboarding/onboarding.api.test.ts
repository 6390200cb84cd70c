import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { uploadId } from '../accounts/member-test-kit.js';

describe.each(MODULE_KINDS)('merchant onboarding /help/us/sjrz on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let operator: string;
  let body: Record<string, string>;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true });
  beforeAll(async () => {
    body = {
      company: '湖北康济医药有限公司',
      credit_code: '91420100ma4k500123',
      drug_licence_no: '鄂AA0270123',
      contact_name: '周明',
      contact_phone: '13912345678',
      address: '武汉市东西湖区金银湖路 18 号',
      scope: '中成药、化学药制剂、抗生素制剂、生化药品',
      business_licence: await uploadId(t, cookie),
      drug_licence: await uploadId(t, cookie),
    };
  });

  const apply = (b: Record<string, unknown>, c: string | null = cookie) =>
    t.call({ method: 'POST', url: '/api/merchant/apply', cookie: c ?? undefined, ...form(b) });
  const count = async () => Number((await t.database.rows<{ n: number }>(sql`select count(*)::int n from merchant_applications`))[0].n);

  it('needs a session to apply; operators only review', async () => {
    expect((await apply({ company: 'x' }, null)).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/admin/api/merchant-applications', cookie })).statusCode).toBe(403);
  });

  it('refuses bad fields and licences that are not the applicant’s own, changing nothing', async () => {
    const before = await count();
    for (const [patch, msg] of [
      [{ credit_code: '1234' }, '统一社会信用代码格式不正确'],
      [{ contact_phone: '12345' }, '联系电话格式不正确'],
      [{ company: '' }, '企业名称'],
      [{ drug_licence: '' }, '资质文件无效'],
      [{ business_licence: 'not-an-id' }, '资质文件无效'],
    ] as const) {
      const res = await apply({ ...body, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.json().msg).toContain(msg);
    }
    const theirs = await uploadId(t, other);
    const stolen = await apply({ ...body, drug_licence: theirs });
    expect([stolen.statusCode, stolen.json().msg]).toEqual([422, '药品经营许可证文件无效，请重新上传']);
    expect(await count()).toBe(before);
  });

  it('takes one application per company at a time; the operator decides once and the applicant is told', async () => {
    const first = await apply(body);
    expect(first.json()).toMatchObject({ code: 10000, data: { credit_code: '91420100MA4K500123', status: 0, status_name: '审核中' } });
    expect(first.json().data.licences.map((l: { name: string }) => l.name)).toEqual(['营业执照', '药品经营许可证']);
    expect((await apply(body)).statusCode).toBe(409);
    const id = first.json().data.id;
    const review = (b: Record<string, unknown>, c = operator) =>
      t.call({ method: 'POST', url: `/admin/api/merchant-applications/${id}/review`, cookie: c, ...form(b) });
    expect((await review({ approve: 0 })).json().msg).toBe('驳回时请填写原因（至少2个字符）');
    expect((await review({ approve: 0, reason: 'GSP证书已过期，请更新后重新提交' })).json()).toMatchObject({
      data: { status: 2, status_name: '未通过' },
    });
    expect((await review({ approve: 1, short_name: '康济医药', province: '湖北省', city: '武汉市', licence_expires: '2030-12-31' })).statusCode).toBe(
      409,
    );
    const mine = (await t.call({ method: 'GET', url: '/api/merchant/apply', cookie })).json().data;
    expect(mine[0]).toMatchObject({ id, status: 2, review_reason: 'GSP证书已过期，请更新后重新提交' });
    expect((await t.call({ method: 'GET', url: '/api/merchant/apply', cookie: other })).json().data).toEqual([]);
    const messages = (await t.call({ method: 'GET', url: '/api/user/messages?page_size=50', cookie })).json().data.list as Array<{ title: string }>;
    expect(messages.some((m) => m.title === '商家入驻申请未通过')).toBe(true);
    // Rejected, the company may apply again; this time it is approved.
    const again = await apply(body);
    expect(again.statusCode).toBe(200);
    const ok = await t.call({
      method: 'POST',
      url: `/admin/api/merchant-applications/${again.json().data.id}/review`,
      cookie: operator,
      ...form({ approve: 1, short_name: '康济医药', province: '湖北省', city: '武汉市', licence_expires: '2030-12-31' }),
    });
    expect(ok.json().data.status_name).toBe('审核通过');
    const queue = (await t.call({ method: 'GET', url: '/admin/api/merchant-applications?status=1', cookie: operator })).json().data;
    expect(queue.list[0]).toMatchObject({ company: '湖北康济医药有限公司', username: 'demo' });
  });
});
