import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';

describe.each(MODULE_KINDS)('console catalogue reference data (categories, brands, shops, warehouses) on %s', (kind) => {
  let t: TestApp, operator: string;
  useApiSuite(kind, (s) => ({ t, operator } = s), { operator: true });

  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: operator, ...(body ? form(body) : {}) });
  const audits = async (action: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from operator_audit where action = ${action}`))[0].n;

  it('builds a three-level category the storefront menu shows at once, and keeps what goods use', async () => {
    const top = (await call('POST', '/admin/api/categories', { name: '医疗器械', sort: 99, menus: 'all' })).json().data;
    expect(top).toMatchObject({ level: 1, parent_id: null, goods: 0, children: 0, menus: ['all'] });
    const mid = (await call('POST', '/admin/api/categories', { parent_id: top.id, name: '家用器械' })).json().data;
    const leaf = (await call('POST', '/admin/api/categories', { parent_id: mid.id, name: '血压计' })).json().data;
    expect([mid.level, leaf.level]).toEqual([2, 3]);
    const deeper = await call('POST', '/admin/api/categories', { parent_id: leaf.id, name: '臂式' });
    expect([deeper.statusCode, deeper.json().msg]).toEqual([422, '分类最多三级，不能在第三级分类下再建分类']);
    const menu = (await t.call({ method: 'GET', url: '/api/focus/common' })).json().data.category as Array<{ name: string }>;
    expect(menu.map((c) => c.name)).toContain('医疗器械');

    const [used] = await t.database.rows<{ id: number; name: string; n: number }>(
      sql`select c.id, c.name, count(g.id)::int as n from categories c join goods g on g.category_id = c.id group by c.id order by c.id limit 1`,
    );
    const refused = await call('DELETE', `/admin/api/categories/${used.id}`);
    expect([refused.statusCode, refused.json().msg]).toEqual([409, `「${used.name}」下还有${used.n}个商品，不能删除`]);
    expect((await call('DELETE', `/admin/api/categories/${mid.id}`)).json().msg).toBe('「家用器械」下还有1个子分类，不能删除');
    expect((await call('DELETE', `/admin/api/categories/${leaf.id}`)).json()).toMatchObject({ msg: '已删除', data: { id: leaf.id } });
    const renamed = await call('PUT', `/admin/api/categories/${top.id}`, { name: '医疗器械与耗材', sort: 1, menus: 'all,yx' });
    expect(renamed.json().data).toMatchObject({ name: '医疗器械与耗材', menus: ['all', 'yx'] });
    expect(await audits('category.create')).toBe(3);
    expect(await audits('category.delete')).toBe(1);
    expect((await call('PUT', '/admin/api/categories/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('adds and edits a brand; a brand goods carry is not deleted', async () => {
    const brand = (await call('POST', '/admin/api/brands', { name: '鱼跃', manufacturer: '江苏鱼跃医疗设备股份有限公司' })).json().data;
    expect(brand).toMatchObject({ name: '鱼跃', goods: 0 });
    const edited = await call('PUT', `/admin/api/brands/${brand.id}`, {
      name: '鱼跃医疗',
      manufacturer: '江苏鱼跃医疗设备股份有限公司',
      description: '家用医疗器械',
    });
    expect(edited.json().data).toMatchObject({ name: '鱼跃医疗', description: '家用医疗器械' });
    const [used] = await t.database.rows<{ id: number }>(sql`select brand_id as id from goods where brand_id is not null limit 1`);
    expect((await call('DELETE', `/admin/api/brands/${used.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/admin/api/brands/${brand.id}`)).statusCode).toBe(200);
    const bad = await call('POST', '/admin/api/brands', { name: '', manufacturer: 'x' });
    expect(bad.statusCode).toBe(422);
  });

  it('opens a shop with a warehouse of its own, changes its terms, adds and renames a warehouse', async () => {
    const body = {
      name: '湖北楚天医药有限公司',
      short_name: '楚天医药',
      province: '湖北省',
      city: '武汉市',
      min_order_amount: '500',
      shipping_amount: '800',
      shipping_fee: '15',
      licence_no: '鄂AA0270001',
      business_licence_no: '91420100MA4K900001',
    };
    const shop = (await call('POST', '/admin/api/shops', body)).json().data;
    expect(shop).toMatchObject({ short_name: '楚天医药', min_order_amount: 50000, shipping_amount: 80000, shipping_fee: 1500, goods: 0 });
    expect(shop.warehouses).toEqual([{ id: expect.any(Number), name: '楚天医药仓', stock: 0 }]);
    const changed = await call('PUT', `/admin/api/shops/${shop.id}`, { ...body, min_order_amount: '300' });
    expect(changed.json().data.min_order_amount).toBe(30000);
    const withSecond = (await call('POST', '/admin/api/warehouses', { shop_id: shop.id, name: '孝感分仓' })).json().data;
    expect(withSecond.warehouses.map((w: { name: string }) => w.name)).toEqual(['楚天医药仓', '孝感分仓']);
    expect((await call('POST', '/admin/api/warehouses', { shop_id: shop.id, name: '孝感分仓' })).statusCode).toBe(422);
    const second = withSecond.warehouses[1].id;
    expect((await call('PUT', `/admin/api/warehouses/${second}`, { name: '孝感仓' })).json().data.warehouses[1].name).toBe('孝感仓');
    const shops = (await t.call({ method: 'GET', url: '/api/shops' })).json().data as Array<{ id: number }>;
    expect(shops.map((s) => s.id)).toContain(shop.id);
    const bad = await call('POST', '/admin/api/shops', { ...body, shipping_fee: '-1' });
    expect(bad.statusCode).toBe(422);
    expect(await audits('shop.create')).toBe(1);
    expect(await audits('warehouse.create')).toBe(1);
  });
});
