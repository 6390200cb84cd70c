import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addChinaDays, chinaToday } from '@yaocai/contract';
import { DB_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, plainGoods } from '../checkout/checkout-test-kit.js';

/** Three goods of 华康 (shop 1), each bought past the shop's ¥200 minimum. */
const [g, g2, g3] = plainGoods(1);
const qty = (x: typeof g) => Math.ceil(30000 / x.base_price);

/**
 * 效期 (issue 47): a buyer's minimum remaining shelf life marks the cart lines below it and makes checkout ask for an
 * explicit confirmation; the expiry lock takes a batch off sale and out of every cart on the day after it expires.
 */
describe.each(DB_KINDS)('shelf life on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });

  const call = (method: 'GET' | 'POST', url: string, c: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: c, ...(body ? form(body) : {}) });
  const expires = (id: number, day: string) => t.database.rows(sql`update goods set expiry_date = ${day}::date where id = ${id}`);
  const cartLines = async () =>
    (
      (await call('GET', '/api/cart/list', cookie)).json().data.data as Array<{
        lines: Array<{ id: number; goods: { id: number; short_expiry: number } }>;
      }>
    ).flatMap((s) => s.lines);

  it('marks the lines below the buyer’s minimum and places them only once the buyer confirms', async () => {
    const today = chinaToday();
    await expires(g.id, addChinaDays(today, 100));
    await expires(g2.id, addChinaDays(today, 1000));
    expect((await call('POST', '/api/user/shelf_life', cookie, { months: 37 })).json()).toMatchObject({ code: 422, msg: '最低剩余效期不能大于36' });
    expect((await call('POST', '/api/user/shelf_life', cookie, { months: 12 })).json()).toMatchObject({ code: 10000, data: { months: 12 } });
    expect((await call('GET', '/api/user/base', cookie)).json().data.min_shelf_life_months).toBe(12);

    await call('POST', '/api/cart', cookie, { params: [g, g2].map((x) => ({ goods_id: x.id, number: qty(x) })) });
    const lines = await cartLines();
    const line = (id: number) => lines.find((l) => l.goods.id === id)!;
    expect([line(g.id).goods.short_expiry, line(g2.id).goods.short_expiry]).toEqual([1, 0]);

    const address = await addAddress(t, cookie);
    const ids = [line(g.id).id, line(g2.id).id];
    const submit = async (extra: Record<string, unknown>) => {
      const preview = (await call('POST', '/api/cart/checkout', cookie, { ids, coupon_ids: '' })).json().data;
      return call('POST', '/api/order/submit', cookie, { ids, coupon_ids: '', address_id: address, idem_key: preview.idem_key, ...extra });
    };
    const refused = (await submit({})).json();
    expect(refused).toMatchObject({
      code: 422,
      msg: `「${g.name}」有效期至${addChinaDays(today, 100)}，不足您设置的最低剩余效期12个月，请确认后再提交`,
    });
    expect(
      Number(
        (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from cart_items where id = any(${`{${ids.join(',')}}`}::int[])`))[0].n,
      ),
    ).toBe(2);
    const placed = await submit({ accept_short_expiry: 1 });
    expect(placed.json().code).toBe(10000);

    // No minimum: nothing is marked.
    expect((await call('POST', '/api/user/shelf_life', cookie, { months: 0 })).statusCode).toBe(200);
    await call('POST', '/api/cart', cookie, { params: [{ goods_id: g.id, number: 1 }] });
    expect((await cartLines()).find((l) => l.goods.id === g.id)!.goods.short_expiry).toBe(0);
  });

  it('locks a batch the day after it expires: off sale, out of every cart, told, not back on sale; once a day', async () => {
    const today = chinaToday();
    await call('POST', '/api/cart', cookie, { params: [{ goods_id: g3.id, number: 1 }] });
    await expires(g3.id, addChinaDays(today, -1));
    await expires(g2.id, today); // valid through today: stays
    const done = await t.app.services.expiryLock.run(new Date());
    expect(done.locked).toBeGreaterThanOrEqual(1);
    const status = async (id: number) => (await t.database.rows<{ status: string }>(sql`select status from goods where id = ${id}`))[0].status;
    expect([await status(g3.id), await status(g2.id)]).toEqual(['off_sale', 'on_sale']);
    expect((await cartLines()).some((l) => l.goods.id === g3.id)).toBe(false);
    const [told] = await t.database.rows<{ body: string }>(
      sql`select body from member_messages where title = '购物车商品已过有效期' and member_id = (select id from members where username = 'demo')`,
    );
    expect(told.body).toContain(`「${g3.name}」`);
    const [audit] = await t.database.rows<{ detail: { reason: string; goods: Array<{ id: number }> } }>(
      sql`select detail from operator_audit where action = 'goods.status' and detail->>'reason' = 'expired' order by id desc limit 1`,
    );
    expect(audit.detail.goods.map((x) => x.id)).toContain(g3.id);

    const relist = (await call('POST', '/admin/api/goods/status', operator, { ids: [g3.id], status: 'on_sale' })).json();
    expect(relist.msg).toBe(`「${g3.name}」已过有效期（有效期至${addChinaDays(today, -1)}），请更新批号和效期后再上架`);
    expect(await status(g3.id)).toBe('off_sale');

    // The next day's lock is queued at its midnight; a second run today finds nothing left.
    const [next] = await t.database.rows<{ key: string }>(sql`select key from jobs where queue = 'shelf_life.expiry_lock' order by id desc limit 1`);
    expect(next.key).toBe(`day:${addChinaDays(today, 1)}`);
    expect((await t.app.services.expiryLock.run(new Date())).locked).toBe(0);
  });

  it('takes a minimum set per top-level category over the general one, in the cart and at checkout', async () => {
    const today = chinaToday();
    const [{ leaf, top }] = await t.database.rows<{ leaf: number; top: number }>(sql`
      select c.id as leaf, coalesce(p2.id, p1.id, c.id) as top from goods g join categories c on c.id = g.category_id
        left join categories p1 on p1.id = c.parent_id left join categories p2 on p2.id = p1.parent_id where g.id = ${g2.id}`);
    await expires(g2.id, addChinaDays(today, 200));
    expect((await call('POST', '/api/user/shelf_life', cookie, { months: 0 })).statusCode).toBe(200);
    const setRules = (categories: Array<{ category_id: number; months: number }>) =>
      call('POST', '/api/user/shelf_life/categories', cookie, { categories });
    expect((await setRules([{ category_id: leaf, months: 12 }])).json()).toMatchObject({ code: 422, msg: '请选择一级分类' });
    expect(
      (
        await setRules([
          { category_id: top, months: 12 },
          { category_id: top, months: 6 },
        ])
      ).json(),
    ).toMatchObject({ code: 422, msg: '同一分类只能设置一次' });
    const saved = (await setRules([{ category_id: top, months: 12 }])).json();
    expect(saved).toMatchObject({ code: 10000, data: { categories: [{ category_id: top, months: 12 }] } });
    expect((await call('GET', '/api/user/base', cookie)).json().data.shelf_life_categories).toEqual([{ category_id: top, months: 12 }]);

    await call('POST', '/api/cart', cookie, { params: [{ goods_id: g2.id, number: qty(g2) }] });
    const line = (await cartLines()).find((l) => l.goods.id === g2.id)!;
    expect(line.goods.short_expiry).toBe(1);
    const address = await addAddress(t, cookie);
    const preview = (await call('POST', '/api/cart/checkout', cookie, { ids: [line.id], coupon_ids: '' })).json().data;
    const refused = await call('POST', '/api/order/submit', cookie, {
      ids: [line.id],
      coupon_ids: '',
      address_id: address,
      idem_key: preview.idem_key,
    });
    expect(refused.json()).toMatchObject({
      code: 422,
      msg: `「${g2.name}」有效期至${addChinaDays(today, 200)}，不足您设置的最低剩余效期12个月，请确认后再提交`,
    });
    // Without the category's own minimum, the general one (none) applies again.
    expect((await setRules([])).json().data.categories).toEqual([]);
    expect((await cartLines()).find((l) => l.goods.id === g2.id)!.goods.short_expiry).toBe(0);
  });
});
