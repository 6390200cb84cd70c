import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';

const [ofShop1] = plainGoods(1);
const [ofShop2] = plainGoods(2);
/** Enough of a goods to pass its shop's 起订金额 (¥200 and ¥300 in the demo data). */
const qty = (g: typeof ofShop1) => Math.ceil(30000 / g!.base_price);

/** A merchant's orders: its own shop's queue, shipping with the 随货同行单, refunds; another shop's order is not found. */
describe.each(MODULE_KINDS)('merchant orders on %s', (kind) => {
  let t: TestApp, cookie: string;
  useApiSuite(kind, (s) => ({ t, cookie } = s));

  let huakang: string, huakangGoods: string, guorui: string;
  let mine: number, theirs: number;
  const call = (method: 'GET' | 'POST', url: string, c: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: c, ...(body ? form(body) : {}) });
  const orderRow = async (id: number) =>
    (
      await t.database.rows(
        sql`select status, refunded_amount, (select count(*)::int from shipments where order_id = ${id}) as parcels from orders where id = ${id}`,
      )
    )[0];

  beforeAll(async () => {
    huakang = await t.operatorLogin('huakang', 'huakang123456');
    huakangGoods = await t.operatorLogin('huakang_sp', 'huakang123456');
    guorui = await t.operatorLogin('guorui', 'guorui123456');
    const address = await addAddress(t, cookie);
    await rechargeWallet(t, cookie, '5000');
    const placed = await placeOrder(t, cookie, address, [
      [ofShop1!.id, qty(ofShop1)],
      [ofShop2!.id, qty(ofShop2)],
    ]);
    const ids = placed.orders.map((o: { id: number }) => o.id);
    expect((await call('POST', '/api/pay/order', cookie, { ids, method: 'wallet' })).statusCode).toBe(200);
    const byShop = await t.database.rows<{ id: number; shop_id: number }>(sql`select id, shop_id from orders where id in ${ids}`);
    mine = byShop.find((o) => o.shop_id === 1)!.id;
    theirs = byShop.find((o) => o.shop_id === 2)!.id;
  });

  it("lists and counts the shop's own orders only", async () => {
    const page = (await call('GET', '/admin/api/merchant/orders?page_size=100&shop_id=2', huakang)).json().data;
    const ids = page.list.map((o: { id: number }) => o.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from orders where shop_id = 1`);
    expect(page.total).toBe(n);
    expect((await call('GET', '/admin/api/merchant/orders/counts', huakang)).json().data.all).toBe(n);
    expect((await call('GET', `/admin/api/merchant/orders/${mine}`, huakang)).json().data).toMatchObject({ id: mine, buyer: { username: 'demo' } });
  });

  it('ships part of an order and prints that parcel’s 随货同行单; the 商品 role may not ship', async () => {
    const detail = (await call('GET', `/admin/api/merchant/orders/${mine}`, huakang)).json().data;
    const line = detail.items[0];
    const parcel = { carrier: '顺丰速运', tracking_no: 'SF2026112701', items: [{ order_item_id: line.id, number: 1 }] };
    expect((await call('POST', `/admin/api/merchant/orders/${mine}/ship`, huakangGoods, parcel)).statusCode).toBe(403);
    const shipped = await call('POST', `/admin/api/merchant/orders/${mine}/ship`, huakang, parcel);
    expect(shipped.json()).toMatchObject({ msg: '发货成功', data: { complete: false } });
    const [{ id: shipmentId }] = await t.database.rows<{ id: number }>(sql`select id from shipments where order_id = ${mine}`);
    const note = await call('GET', `/admin/api/merchant/shipments/${shipmentId}/delivery_note`, huakang);
    expect([note.statusCode, note.headers['content-type'], note.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    const refund = await call('POST', `/admin/api/merchant/orders/${mine}/refund`, huakang, { amount: '1.00', reason: '运费差价退回' });
    expect(refund.json().msg).toBe('退款成功');
    expect(await orderRow(mine)).toMatchObject({ refunded_amount: 100, parcels: 1 });
  });

  it("another shop's order, parcel and requests are not found, and nothing changes", async () => {
    const [{ id: shipmentId }] = await t.database.rows<{ id: number }>(sql`select id from shipments where order_id = ${mine} order by id limit 1`);
    const before = await orderRow(mine);
    const attempts = [
      await call('GET', `/admin/api/merchant/orders/${mine}`, guorui),
      await call('POST', `/admin/api/merchant/orders/${mine}/ship`, guorui, { carrier: '中通快递', tracking_no: 'ZT2026112701' }),
      await call('POST', `/admin/api/merchant/orders/${mine}/refund`, guorui, { amount: '1.00', reason: '越权退款' }),
      await call('GET', `/admin/api/merchant/shipments/${shipmentId}/delivery_note`, guorui),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await orderRow(mine)).toEqual(before);
    const list = (await call('GET', '/admin/api/merchant/orders?page_size=100', guorui)).json().data.list;
    expect(list.map((o: { id: number }) => o.id)).not.toContain(mine);
    expect(list.map((o: { id: number }) => o.id)).toContain(theirs);
  });
});
