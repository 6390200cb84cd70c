import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(MODULE_KINDS)('activity pages /yjh, /Hdzx, /activity/* on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });

  const get = (url: string, c?: string) => t.call({ method: 'GET', url, cookie: c });
  const idOf = async (slug: string) => (await t.database.rows<{ id: number }>(sql`select id from activities where slug = ${slug}`))[0].id;

  it('resolves a link by slug or id, counting the visit, with the state of each demo activity', async () => {
    const running = await get('/api/activity/tap?url=nianzhong/extra/parts');
    expect(running.json().data).toMatchObject({ state: 'running', title: '年终采购节', route: `/yjh/${await idOf('nianzhong')}` });
    expect((await get(`/api/activity/tap?url=${await idOf('huxi')}`)).json().data.state).toBe('not_started');
    expect((await get('/api/activity/tap?url=shuangshiyi')).json().data.state).toBe('ended');
    const [taps] = await t.database.rows<{ taps: number }>(sql`select taps from activities where slug = 'nianzhong'`);
    expect(taps.taps).toBe(1);
    const missing = await get('/api/activity/tap?url=nothing-here');
    expect([missing.statusCode, missing.json().msg]).toEqual([404, '活动不存在或已下线']);
    for (const bad of ['', '../etc', '<script>', 'a'.repeat(121)])
      expect((await get(`/api/activity/tap?url=${encodeURIComponent(bad)}`)).statusCode).toBe(422);
  });

  it('shows a running page with goods priced for the viewer and claimable coupons; a future one only its time', async () => {
    const id = await idOf('nianzhong');
    const guest = (await get(`/api/activity/${id}`)).json().data;
    expect(guest).toMatchObject({ state: 'running', banner: `/media/activity/${id}.svg` });
    const [coupons, hot] = guest.sections;
    expect(coupons.kind).toBe('coupons');
    expect(coupons.coupons.length).toBeGreaterThan(0);
    expect(hot).toMatchObject({ kind: 'goods', title: '爆款直降' });
    expect(hot.goods[0].base_price).toBeNull(); // guests see no wholesale price
    const member = (await get(`/api/activity/${id}`, cookie)).json().data;
    expect(member.sections[1].goods[0].base_price).toBeGreaterThan(0);
    const future = (await get(`/api/activity/${await idOf('huxi')}`)).json().data;
    expect(future).toMatchObject({ state: 'not_started', sections: [] });
    expect((await get('/api/activity/2000000000')).statusCode).toBe(404);
    const current = (await get('/api/activity/current')).json().data.map((a: { slug: string }) => a.slug);
    expect(current).toEqual(['nianzhong', 'huxi']);
    const centre = (await get(`/api/activity/centre?ids=${await idOf('huxi')},${id},2000000000`)).json().data;
    expect(centre.map((a: { slug: string }) => a.slug)).toEqual(['huxi', 'nianzhong']);
  });

  it('lets the operator assemble and publish a page; drafts and bad input stay unseen', async () => {
    const [g] = await t.database.rows<{ id: number }>(sql`select id from goods where status = 'on_sale' order by id limit 1`);
    const body = {
      slug: 'kangyi',
      title: '抗病毒专区',
      starts_at: iso(-1),
      ends_at: iso(5),
      'sections[0][kind]': 'goods',
      'sections[0][title]': '抗病毒',
      'sections[0][ids]': String(g.id),
    };
    const post = (b: Record<string, unknown>, c = operator) => t.call({ method: 'POST', url: '/admin/api/activities', cookie: c, ...form(b) });
    expect((await post(body, cookie)).statusCode).toBe(403);
    const draft = await post(body);
    expect(draft.json()).toMatchObject({ code: 10000, data: { slug: 'kangyi', state: 'running' } });
    const id = draft.json().data.id;
    expect((await get(`/api/activity/${id}`)).statusCode).toBe(404); // not published
    expect((await post(body)).statusCode).toBe(409); // slug taken
    for (const [bad, msg] of [
      [{ ...body, slug: 'Bad Slug' }, '活动地址'],
      [{ ...body, slug: 'other', ends_at: iso(-2) }, '结束时间必须晚于开始时间'],
      [{ ...body, slug: 'other', starts_at: 'tomorrow' }, '开始时间格式不正确'],
      [{ ...body, slug: 'other', 'sections[0][kind]': 'video' }, '请选择版块类型'],
    ] as const) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().msg).toContain(msg);
    }
    const publish = await t.call({ method: 'PUT', url: `/admin/api/activities/${id}`, cookie: operator, ...form({ ...body, published: 1 }) });
    expect(publish.statusCode).toBe(200);
    const page = (await get(`/api/activity/${id}`, cookie)).json().data;
    expect(page.sections).toHaveLength(1);
    expect(page.sections[0].goods.map((x: { id: number }) => x.id)).toEqual([g.id]);
    const list = (await get('/admin/api/activities', operator)).json().data;
    expect(list.find((a: { id: number }) => a.id === id)).toMatchObject({ published: 1, section_count: 1 });
    expect(
      (await t.call({ method: 'PUT', url: '/admin/api/activities/2000000000', cookie: operator, ...form({ ...body, slug: 'zz' }) })).statusCode,
    ).toBe(404);
    // Each write leaves one audit row with what the page was and became; the editor reads the sections with names.
    const [audits] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from operator_audit where action in ('activity.create', 'activity.update') and target_id = ${id}`,
    );
    expect(audits.n).toBe(2);
    const view = (await get(`/admin/api/activities/${id}`, operator)).json().data;
    expect(view).toMatchObject({ slug: 'kangyi', published: 1, sections: [{ kind: 'goods', title: '抗病毒', ids: [g.id] }] });
    expect(view.sections[0].items[0].id).toBe(g.id);
    // A section of goods that do not exist is refused with the section named; a China-time minute is read as China time.
    const missing = await post({ ...body, slug: 'ghost', 'sections[0][ids]': '2000000000' });
    expect([missing.statusCode, missing.json().msg, Object.keys(missing.json().errors)]).toEqual([422, '商品不存在：2000000000', ['sections.0.ids']]);
    const china = await post({ ...body, slug: 'china-time', starts_at: '2030-01-01 08:00', ends_at: '2030-01-02 08:00' });
    expect(china.json().data.starts_at).toBe('2030-01-01T00:00:00.000Z');
  });
});
