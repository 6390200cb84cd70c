import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';

const { catalog } = readSeed();
/**
 * Seeded 换购 rules: 特尔立 (goods 44) 满5加1元换购 苎麻根 (plain goods 729); 开瑞坦 (goods 32) 满5加1元换购 积雪苷霜软膏
 * (goods 347, which the 控销 test makes 控销 for its duration).
 */
const PLAIN = 44;
const KX_GIFT = 32;
const KX_GIFT_GOODS = 347;
const units = (id: number, at = 5) => {
  const g = catalog.goods.find((x) => x.id === id)!;
  const n = Math.max(at, g.min_order);
  return Math.ceil(n / g.middle_pack) * g.middle_pack;
};

interface Line {
  id: number;
  goods: { id: number };
  addon_offer: { goods_id: number; amount: number; name: string } | null;
  addon_taken: number;
  gift_lines: Array<{ kind: string; goods_id: number; number: number; amount: number }>;
}
interface Breakdown {
  goods_amount: number;
  manjian_amount: number;
  coupon_amount: number;
  addon_amount: number;
  shipping_fee: number;
  payable: number;
}
const addsUp = (b: Breakdown) => b.goods_amount - b.manjian_amount - b.coupon_amount + b.addon_amount + b.shipping_fee;

describe.each(MODULE_KINDS)('换购 is an explicit choice and every delivered unit is an order line, on %s', (kind) => {
  let t: TestApp;
  let demo: string;
  let demoId: number;
  useApiSuite(kind, (s) => ({ t, cookie: demo } = s));
  beforeAll(async () => {
    [{ id: demoId }] = await t.database.rows<{ id: number }>(sql`select id from members where username = 'demo'`);
    await t.database.rows(sql`update members set kx_authorized = false where id = ${demoId}`);
  });

  const cart = async (c = demo) =>
    (await t.call({ method: 'GET', url: '/api/cart/list', cookie: c })).json().data as {
      data: Array<{ lines: Line[] }>;
      breakdown: Breakdown;
      payable: number;
    };
  const lineOf = async (goodsId: number) => (await cart()).data.flatMap((g) => g.lines).find((l) => l.goods.id === goodsId)!;
  const add = (goodsId: number, number: number) =>
    t.call({ method: 'POST', url: '/api/cart', cookie: demo, ...form({ params: [{ goods_id: goodsId, number }] }) });

  it('offers a reached 换购 under the line without charging it, and charges it once taken', async () => {
    expect((await add(PLAIN, units(PLAIN))).json().code).toBe(10000);
    const offered = await lineOf(PLAIN);
    expect(offered.addon_offer).toMatchObject({ goods_id: 729, amount: 100 });
    expect(offered.addon_taken).toBe(0);
    expect(offered.gift_lines).toEqual([]);
    const before = await cart();
    expect(before.breakdown.addon_amount).toBe(0);
    expect(addsUp(before.breakdown)).toBe(before.breakdown.payable);

    const take = await t.call({ method: 'POST', url: `/api/cart/${offered.id}/addon`, cookie: demo, ...form({ take: 1 }) });
    expect(take.json()).toMatchObject({ code: 10000, msg: '已选择换购' });
    const taken = await lineOf(PLAIN);
    expect(taken.addon_taken).toBe(1);
    expect(taken.addon_offer).toBeNull();
    expect(taken.gift_lines).toEqual([expect.objectContaining({ kind: 'addon', goods_id: 729, number: 1, amount: 100 })]);
    const after = await cart();
    expect(after.breakdown.addon_amount).toBe(100);
    expect(after.breakdown.goods_amount).toBe(before.breakdown.goods_amount);
    expect(after.payable).toBe(before.payable + 100);
    expect(addsUp(after.breakdown)).toBe(after.breakdown.payable);

    // Removable, and never on another member's line.
    const other = await t.login('demo2');
    expect((await t.call({ method: 'POST', url: `/api/cart/${offered.id}/addon`, cookie: other, ...form({ take: 1 }) })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/cart/${offered.id}/addon`, cookie: demo, ...form({ take: 'x' }) })).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: `/api/cart/${offered.id}/addon`, cookie: demo, ...form({ take: 0 }) })).json().msg).toBe(
      '已取消换购',
    );
    expect((await cart()).breakdown.addon_amount).toBe(0);
  });

  it('never offers a 换购 the member may not buy (控销 without authorisation), and refuses taking it', async () => {
    await t.database.rows(sql`update goods set is_kx = true where id = ${KX_GIFT_GOODS}`);
    await add(KX_GIFT, units(KX_GIFT));
    const line = await lineOf(KX_GIFT);
    expect(line.addon_offer).toBeNull();
    expect(line.gift_lines).toEqual([]);
    const take = await t.call({ method: 'POST', url: `/api/cart/${line.id}/addon`, cookie: demo, ...form({ take: 1 }) });
    expect(take.statusCode).toBe(409);
    await t.database.rows(sql`update members set kx_authorized = true where id = ${demoId}`);
    expect((await lineOf(KX_GIFT)).addon_offer).toMatchObject({ goods_id: KX_GIFT_GOODS });
    await t.database.rows(sql`update members set kx_authorized = false where id = ${demoId}`);
    await t.database.rows(sql`update goods set is_kx = false where id = ${KX_GIFT_GOODS}`);
    await t.call({ method: 'POST', url: '/api/cart/batch_delete', cookie: demo, ...form({ ids: [line.id] }) });
  });

  it('places the taken 换购 as its own order line with its batch record and stock movement; step 2 adds up', async () => {
    const line = await lineOf(PLAIN);
    await t.call({ method: 'POST', url: `/api/cart/${line.id}/addon`, cookie: demo, ...form({ take: 1 }) });
    const preview = (await t.call({ method: 'POST', url: '/api/cart/checkout', cookie: demo, ...form({ ids: [line.id], coupon_ids: '' }) })).json()
      .data;
    expect(preview.breakdown.addon_amount).toBe(100);
    expect(addsUp(preview.breakdown)).toBe(preview.breakdown.payable);
    expect(preview.breakdown.payable).toBe(preview.pay_amount);
    const [{ id: addressId }] = await t.database.rows<{ id: number }>(
      sql`select id from member_addresses where member_id = ${demoId} and is_default`,
    );
    const [{ n: stockBefore }] = await t.database.rows<{ n: number }>(
      sql`select coalesce(sum(number), 0)::int as n from goods_stocks where goods_id = 729`,
    );
    const res = await t.call({
      method: 'POST',
      url: '/api/order/submit',
      cookie: demo,
      ...form({ ids: [line.id], coupon_ids: '', address_id: addressId, idem_key: preview.idem_key }),
    });
    expect(res.json().code).toBe(10000);
    const orderId = res.json().data.orders[0].id;
    const items = await t.database.rows<{
      goods_id: number;
      type: number;
      number: number;
      amount: number;
      batch_no: string;
      expiry_date: string;
      manufacturer: string;
    }>(
      sql`select goods_id, type, number, amount, batch_no, expiry_date::text, manufacturer from order_items where order_id = ${orderId} order by id`,
    );
    const addon = items.find((i) => i.type === 5)!;
    expect(addon).toMatchObject({ goods_id: 729, number: 1, amount: 100 });
    expect(addon.batch_no).not.toBe('');
    expect(addon.manufacturer).not.toBe('');
    const [order] = await t.database.rows<{ goods_amount: number; pay_amount: number }>(
      sql`select goods_amount, pay_amount from orders where id = ${orderId}`,
    );
    expect(items.reduce((a, i) => a + i.amount, 0)).toBe(order.goods_amount);
    expect(order.pay_amount).toBe(preview.breakdown.payable);
    const moves = await t.database.rows<{ change: number }>(sql`select change from stock_movements where order_id = ${orderId} and goods_id = 729`);
    expect(moves).toEqual([{ change: -1 }]);
    const [{ n: stockAfter }] = await t.database.rows<{ n: number }>(
      sql`select coalesce(sum(number), 0)::int as n from goods_stocks where goods_id = 729`,
    );
    expect(stockAfter).toBe(stockBefore - 1);
    const detail = (await t.call({ method: 'GET', url: `/api/order/info/${orderId}`, cookie: demo })).json().data;
    expect(detail.items.map((i: { type: number }) => i.type)).toContain(5);
  });

  it('hides the price of a 控销 line (e.g. copied from another store) from an unauthorised member', async () => {
    const kx = catalog.goods.find((g) => g.is_kx && g.status === 'on_sale' && g.stocks.some((s) => s.number > 10))!;
    const [{ ck }] = await t.database.rows<{ ck: number }>(
      sql`select ck_id as ck from goods_stocks where goods_id = ${kx.id} order by number desc limit 1`,
    );
    await t.database.rows(
      sql`insert into cart_items (member_id, goods_id, ck_id, number, added_price) values (${demoId}, ${kx.id}, ${ck}, ${Math.max(kx.min_order, 1)}, ${kx.base_price})`,
    );
    const line = (await cart()).data.flatMap((g) => g.lines).find((l) => l.goods.id === kx.id) as unknown as {
      price: number;
      line_total: number;
      price_tip: string;
      goods: { base_price: number };
      price_changed_from: number | null;
    };
    expect(line.price_tip).toBe('控销商品，授权后可见');
    expect([line.price, line.line_total, line.goods.base_price]).toEqual([0, 0, 0]);
    expect(line.price_changed_from).toBeNull();
  });
});
