import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { COUNT_AHEAD } from './catalog-admin.repository.js';

describe.each(MODULE_KINDS)('console goods list and on/off shelf /admin/api/goods on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });

  const list = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `/admin/api/goods?${query}`, cookie: operator });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Array<Record<string, unknown> & { id: number; status: string }>; total: number; capped: boolean };
  };
  const countSql = async (where: ReturnType<typeof sql>) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from goods where ${where}`))[0].n;
  const setStatus = (ids: number[], status: string) =>
    t.call({ method: 'POST', url: '/admin/api/goods/status', cookie: operator, ...form({ ids, status }) });

  it('lists every state with totals the goods table agrees with, for each filter (counted up to 1,000 past the page)', async () => {
    const agrees = async (query: string, where: ReturnType<typeof sql>) => {
      const n = await countSql(where);
      const page = await list(`${query}&page_size=1`);
      expect(page.total, query).toBe(Math.min(n, COUNT_AHEAD));
      expect(page.capped, query).toBe(n > COUNT_AHEAD);
    };
    await agrees('status=all', sql`true`);
    await agrees('stock=out', sql`stock_total = 0`);
    await agrees('stock=low', sql`stock_total > 0 and stock_total < case_pack`);
    await agrees('near_expiry=1', sql`expiry_date < current_date + 180`);
    await agrees('zone=kx', sql`is_kx`);
    await agrees('shop_id=2&status=on_sale', sql`shop_id = 2 and status = 'on_sale'`);
    // Deep pages count further ahead, so the pager always reaches past them; past the end the total still holds.
    const all = await countSql(sql`true`);
    expect(all).toBeGreaterThan(COUNT_AHEAD);
    const deep = await list('page=30&page_size=50');
    expect(deep.total).toBe(Math.min(all, 29 * 50 + COUNT_AHEAD));
    const pastEnd = await list(`page=${Math.ceil(all / 100) + 1}&page_size=100`);
    expect(pastEnd).toMatchObject({ list: [], total: all, capped: false });
    const [{ maker }] = await t.database.rows<{ maker: string }>(sql`select manufacturer as maker from goods order by id limit 1`);
    const byMaker = await list(`keyword=${encodeURIComponent(maker)}&page_size=100`);
    expect(byMaker.total).toBeGreaterThanOrEqual(await countSql(sql`manufacturer = ${maker}`));
    const [{ approval }] = await t.database.rows<{ approval: string }>(sql`select approval_no as approval from goods order by id desc limit 1`);
    expect((await list(`keyword=${encodeURIComponent(approval)}`)).list.some((g) => g.approval_no === approval)).toBe(true);
  });

  it('sorts by stock and pages without overlap', async () => {
    const a = await list('sort=stock&order=desc&page=1&page_size=20');
    const b = await list('sort=stock&order=desc&page=2&page_size=20');
    const stocks = a.list.map((g) => g.stock as number);
    expect([...stocks].sort((x, y) => y - x)).toEqual(stocks);
    expect(a.list.some((g) => b.list.some((h) => h.id === g.id))).toBe(false);
  });

  it('takes goods off the shelf and back: the storefront and search follow, one audit row per change', async () => {
    const [{ id, name }] = await t.database.rows<{ id: number; name: string }>(
      sql`select id, name from goods where status = 'on_sale' and stock_total > 0 order by sales desc limit 1`,
    );
    const audits = async () =>
      (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from operator_audit where action = 'goods.status'`))[0].n;
    const before = await audits();
    const off = await setStatus([id], 'off_sale');
    expect(off.json()).toMatchObject({ msg: '已下架', data: { changed: 1 } });
    const detail = async () => JSON.stringify((await t.call({ method: 'GET', url: `/api/goods/detail/${id}`, cookie })).json().data);
    expect(await detail()).toContain('该商品已下架');
    const searched = async () =>
      (await t.call({ method: 'GET', url: `/api/goods/search?keywords=${encodeURIComponent(name)}&page_size=100`, cookie })).json().data.data
        .list as Array<{ id: number }>;
    expect((await searched()).some((g) => g.id === id)).toBe(false);
    expect((await list(`keyword=${encodeURIComponent(name)}&status=off_sale&page_size=100`)).list.some((g) => g.id === id)).toBe(true);
    expect(await audits()).toBe(before + 1);
    // Again: nothing changes, nothing is recorded.
    expect((await setStatus([id], 'off_sale')).json().data.changed).toBe(0);
    expect(await audits()).toBe(before + 1);
    expect((await setStatus([id], 'on_sale')).json().data.changed).toBe(1);
    expect(await detail()).not.toContain('该商品已下架');
    expect((await searched()).some((g) => g.id === id)).toBe(true);
  });

  it('refuses to put a prohibited class on sale, with the reason, and changes nothing', async () => {
    const [{ id }] = await t.database.rows<{ id: number }>(sql`select id from goods where status = 'on_sale' order by id limit 1`);
    await t.database.rows(sql`update goods set status = 'off_sale', generic_name = '地西泮片', name = '地西泮片' where id = ${id}`);
    const res = await setStatus([id], 'on_sale');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('不能上架');
    expect((await t.database.rows<{ status: string }>(sql`select status from goods where id = ${id}`))[0].status).toBe('off_sale');
  });

  it('refuses unknown goods and bad filters with a clear message', async () => {
    const missing = await setStatus([999999], 'off_sale');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toContain('999999');
    for (const [query, field] of [
      ['status=deleted', 'status'],
      ['stock=some', 'stock'],
      ['zone=abc', 'zone'],
      ['category_id=999999', 'category_id'],
    ]) {
      const res = await t.call({ method: 'GET', url: `/admin/api/goods?${query}`, cookie: operator });
      expect([query, res.statusCode]).toEqual([query, 422]);
      expect(res.json().errors).toHaveProperty(field);
    }
  });

  it('puts goods into a zone the storefront lists and takes them out, one audit row per change; 免邮 needs its quantity', async () => {
    const goods = await t.database.rows<{ id: number; name: string }>(
      sql`select id, name from goods g where status = 'on_sale' and not is_welfare and not is_free_shipping and not is_kx
          and not exists (select 1 from combination_items ci where ci.goods_id = g.id) order by sales desc limit 2`,
    );
    const ids = goods.map((g) => g.id);
    const zone = (body: Record<string, unknown>) => t.call({ method: 'POST', url: '/admin/api/goods/zone', cookie: operator, ...form(body) });
    const audits = async (action: string) =>
      (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from operator_audit where action = ${action}`))[0].n;
    const storefrontTotal = async (flag: string) =>
      (await t.call({ method: 'GET', url: `/api/goods/list?${flag}=1&page_size=1`, cookie })).json().data.total as number;

    const added = await zone({ ids, zone: 'welfare', member: 'in' });
    expect(added.json()).toMatchObject({ msg: '已加入福利专区', data: { changed: 2 } });
    const inZone = async (z: string) =>
      (await Promise.all(goods.map((g) => list(`zone=${z}&keyword=${encodeURIComponent(g.name)}&page_size=100`)))).flatMap((p) =>
        p.list.filter((g) => ids.includes(g.id)),
      );
    expect((await inZone('welfare')).map((g) => g.id).sort()).toEqual([...ids].sort());
    expect(await audits('goods.zone.add')).toBe(1);
    // Again: nothing changes, nothing is recorded.
    expect((await zone({ ids, zone: 'welfare', member: 'in' })).json().data.changed).toBe(0);
    expect(await audits('goods.zone.add')).toBe(1);
    const removed = await zone({ ids: [ids[0]], zone: 'welfare', member: 'out' });
    expect(removed.json()).toMatchObject({ msg: '已移出福利专区', data: { changed: 1 } });
    expect(await audits('goods.zone.remove')).toBe(1);

    const noNumber = await zone({ ids, zone: 'free_shipping', member: 'in' });
    expect([noNumber.statusCode, noNumber.json().errors?.free_shipping_number]).toEqual([422, ['请填写免邮起购数量']]);
    const freeBefore = await storefrontTotal('free_shipping');
    expect((await zone({ ids, zone: 'free_shipping', member: 'in', free_shipping_number: 6 })).json().data.changed).toBe(2);
    expect(await storefrontTotal('free_shipping')).toBe(freeBefore + 2);
    const free = await inZone('free_shipping');
    expect(free.map((g) => g.free_shipping_number)).toEqual([6, 6]);
    // A new quantity alone is a change.
    expect((await zone({ ids: [ids[0]], zone: 'free_shipping', member: 'in', free_shipping_number: 8 })).json().data.changed).toBe(1);

    // A goods in a package that has not ended may not become 控销.
    const [packed] = await t.database.rows<{ id: number }>(
      sql`select ci.goods_id as id from combination_items ci join combinations c on c.id = ci.combination_id where c.ends_at > now() limit 1`,
    );
    const kx = await zone({ ids: [packed.id], zone: 'kx', member: 'in' });
    expect(kx.statusCode).toBe(422);
    expect(kx.json().msg).toContain('请先结束套餐再加入控销专区');
    expect((await zone({ ids: [99999999], zone: 'yx', member: 'in' })).statusCode).toBe(404);
    expect((await zone({ ids, zone: 'vip', member: 'in' })).statusCode).toBe(422);
  });
});
