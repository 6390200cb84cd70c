import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';

describe.each(MODULE_KINDS)('控销 groups /kxzq/goods/{url} on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });

  const get = (url: string, c?: string) => t.call({ method: 'GET', url, cookie: c });

  it('lists the demo groups with counts and pictures, and one group’s goods through /api/goods/kx', async () => {
    const groups = (await get('/api/goods/kx/groups')).json().data;
    expect(groups.map((g: { url: string }) => g.url)).toEqual(['zkcfy', 'zcyyp', 'swbj', 'xpsf']);
    for (const g of groups) {
      expect(g.goods_count, g.url).toBeGreaterThan(0);
      expect(g.images.length).toBeGreaterThan(0);
      expect(g.ad_ids).toEqual([15]);
    }
    const head = (await get('/api/goods/kx/groups/zcyyp')).json().data;
    expect(head).toMatchObject({ url: 'zcyyp', title: '中成药与中药饮片' });
    expect(head.intro.length).toBeGreaterThan(10);

    const page = (await get('/api/goods/kx?kx_group=zcyyp&page_size=100', cookie)).json().data;
    const expected = await t.database.rows<{ id: number }>(
      sql`select kg.goods_id as id from kx_group_goods kg join kx_groups k on k.id = kg.group_id join goods g on g.id = kg.goods_id
          where k.url = 'zcyyp' and g.status = 'on_sale'`,
    );
    expect(page.total).toBe(expected.length);
    expect(page.total).toBe(head.goods_count);
    expect(new Set(page.list.map((g: { id: number }) => g.id))).toEqual(new Set(expected.map((r) => r.id)));
    expect(page.list.every((g: { is_kx: number }) => g.is_kx === 1)).toBe(true);
    // the filter works on the plain list too, and an unknown group has no goods
    expect((await get('/api/goods/list?kx_group=zcyyp&page_size=1')).json().data.total).toBe(expected.length);
    expect((await get('/api/goods/kx?kx_group=nothing-here')).json().data.total).toBe(0);
  });

  it('answers 404 for an unknown group and 422 for a malformed address', async () => {
    const missing = await get('/api/goods/kx/groups/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('控销分组不存在');
    for (const bad of ['A', '%E4%B8%AD', 'a'.repeat(41), '-x']) {
      expect((await get(`/api/goods/kx/groups/${bad}`)).statusCode, bad).toBe(422);
      expect((await get(`/api/goods/kx?kx_group=${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it('lets the operator create, fill and hide a group: only 控销 goods, unique addresses', async () => {
    const kx = await t.database.rows<{ id: number }>(sql`select id from goods where is_kx and status = 'on_sale' order by id limit 3`);
    const [plain] = await t.database.rows<{ id: number; name: string }>(sql`select id, name from goods where not is_kx order by id limit 1`);
    const body = { url: 'kangai', title: '抗肿瘤专区', subtitle: '授权采购', 'goods_ids[]': kx.map((g) => String(g.id)) };
    const post = (b: Record<string, unknown>, c = operator) => t.call({ method: 'POST', url: '/admin/api/kx-groups', cookie: c, ...form(b) });
    expect((await post(body, cookie)).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/admin/api/kx-groups', ...form(body) })).statusCode).toBe(401);

    const created = await post(body);
    expect(created.json()).toMatchObject({ code: 10000, data: { url: 'kangai', goods_count: 3, published: 1 } });
    expect(created.json().data.goods_ids).toEqual(kx.map((g) => g.id));
    const id = created.json().data.id;
    expect((await get('/api/goods/kx/groups/kangai')).json().data.goods_count).toBe(3);

    const dup = await post({ ...body, title: '另一个' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe('分组地址已被其他分组使用');
    const mixed = await post({ ...body, url: 'mixed', 'goods_ids[]': [String(kx[0].id), String(plain.id)] });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().msg).toContain(plain.name);
    expect((await post({ ...body, url: 'ghost', 'goods_ids[]': ['2000000000'] })).json().msg).toBe('商品不存在：2000000000');
    const badUrl = await post({ ...body, url: 'Bad Url' });
    expect(badUrl.statusCode).toBe(422);
    expect(badUrl.json().msg).toContain('分组地址');
    expect((await post({ ...body, url: 'x1', title: '' })).json().msg).toContain('分组名称');
    expect(await t.database.rows(sql`select 1 from kx_groups where url in ('mixed', 'ghost', 'x1')`)).toHaveLength(0);

    // replace the goods and hide it: gone from the storefront, still in the console
    const put = (b: Record<string, unknown>, gid: number) =>
      t.call({ method: 'PUT', url: `/admin/api/kx-groups/${gid}`, cookie: operator, ...form(b) });
    const hidden = await put({ ...body, published: 0, 'goods_ids[]': [String(kx[2].id)] }, id);
    expect(hidden.json().data).toMatchObject({ goods_ids: [kx[2].id], published: 0 });
    expect((await get('/api/goods/kx/groups/kangai')).statusCode).toBe(404);
    expect((await get('/api/goods/kx?kx_group=kangai')).json().data.total).toBe(0);
    expect((await get('/admin/api/kx-groups', operator)).json().data.map((g: { url: string }) => g.url)).toContain('kangai');
    expect((await put({ ...body, url: 'zz' }, 2000000000)).statusCode).toBe(404);
    expect((await put({ ...body, url: 'zcyyp' }, id)).statusCode).toBe(409);
  });
});
