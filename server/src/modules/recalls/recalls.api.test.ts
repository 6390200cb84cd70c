import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DB_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';

type Goods = ReturnType<typeof plainGoods>[number] & { approval_no: string; batch_no: string };
/** Two goods of 华康 (shop 1) with approval numbers of their own. */
const [g, g2] = (plainGoods(1) as Goods[]).filter((x, i, all) => x.approval_no && all.findIndex((y) => y.approval_no === x.approval_no) === i);
const qty = (x: typeof g) => Math.ceil(30000 / x.base_price);

/**
 * 药品召回 (issue 47): recording a recall stops the batch on every path at once — off sale, out of carts, unpayable,
 * unshippable, not back on sale — and reaches exactly the buyers who received it, with the class's deadline, an SMS
 * and an acknowledgement that reports the stock on hand; the board counts who acknowledged and who is overdue.
 */
describe.each(DB_KINDS)('recalls on %s', (kind) => {
  let t: TestApp, cookie: string, other: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true });

  let huakang: string, guorui: string;
  let received: number, unshipped: number, unpaid: number;
  let unshippedLine: number;
  const call = (method: 'GET' | 'POST', url: string, c: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: c, ...(body ? form(body) : {}) });
  const pay = (id: number) => call('POST', '/api/pay/order', cookie, { ids: [id], method: 'wallet' });
  const one = async <T>(q: ReturnType<typeof sql>) => (await t.database.rows<T>(q))[0];

  beforeAll(async () => {
    huakang = await t.operatorLogin('huakang', 'huakang123456');
    guorui = await t.operatorLogin('guorui', 'guorui123456');
    const address = await addAddress(t, cookie);
    await rechargeWallet(t, cookie, '9000');
    const place = async () => (await placeOrder(t, cookie, address, [[g.id, qty(g)]])).orders[0].id as number;
    received = await place();
    unshipped = await place();
    unpaid = await place();
    for (const id of [received, unshipped]) expect((await pay(id)).statusCode).toBe(200);
    expect(
      (await call('POST', `/admin/api/merchant/orders/${received}/ship`, huakang, { carrier: '顺丰速运', tracking_no: 'SF2026120711' })).statusCode,
    ).toBe(200);
    unshippedLine = (await one<{ id: number }>(sql`select id from order_items where order_id = ${unshipped}`)).id;
    // demo2 has the goods in its cart, and has never received it.
    expect((await call('POST', '/api/cart', other, { 'params[0][goods_id]': g.id, 'params[0][number]': 1 })).statusCode).toBe(200);
  });

  it('refuses a recall with nothing to stop, and a merchant recalling another shop’s goods', async () => {
    const body = { approval_no: g.approval_no, batch_nos: 'NO-SUCH-BATCH', class: 2, reason: '检验不合格' };
    expect((await call('POST', '/admin/api/recalls', operator, body)).json()).toMatchObject({
      code: 422,
      msg: `未找到批准文号${g.approval_no}、批号NO-SUCH-BATCH的在售商品或销售记录`,
    });
    expect((await call('POST', '/admin/api/merchant/recalls', guorui, { ...body, batch_nos: g.batch_no })).json().code).toBe(422);
    expect((await call('POST', '/admin/api/recalls', operator, { ...body, class: 4 })).json().msg).toBe('召回级别不能大于3');
  });

  it('stops the batch everywhere at once and tells exactly the buyers who received it', async () => {
    const res = await call('POST', '/admin/api/recalls', operator, {
      approval_no: g.approval_no,
      batch_nos: `${g.batch_no}，X-OTHER`,
      class: 1,
      reason: '溶出度不合格',
      source: '上市许可持有人召回公告 2026-12-07',
    });
    expect(res.json()).toMatchObject({
      code: 10000,
      msg: '召回已登记',
      data: { class_text: '一级召回', deadline_days: 1, batch_nos: [g.batch_no, 'X-OTHER'], buyers: 1, acknowledged: 0, overdue: 0, shop_name: '' },
    });
    expect(res.json().data.goods_stopped).toBeGreaterThanOrEqual(1);
    expect(res.json().data.cart_lines_removed).toBeGreaterThanOrEqual(1);

    // Off sale, out of demo2's cart (told why); not back on sale.
    expect((await one<{ status: string }>(sql`select status from goods where id = ${g.id}`)).status).toBe('off_sale');
    expect(Number((await one<{ n: number }>(sql`select count(*)::int as n from cart_items where goods_id = ${g.id}`)).n)).toBe(0);
    const relist = await call('POST', '/admin/api/goods/status', operator, { ids: [g.id], status: 'on_sale' });
    expect(relist.json().msg).toBe(`「${g.name}」批号${g.batch_no}已召回，不能上架`);
    expect((await one<{ status: string }>(sql`select status from goods where id = ${g.id}`)).status).toBe('off_sale');

    // The unpaid order cannot be paid, the paid one cannot ship.
    expect((await pay(unpaid)).json()).toMatchObject({ code: 409 });
    expect((await pay(unpaid)).json().msg).toContain(`批号${g.batch_no}已被召回，不能支付`);
    const ship = await call('POST', `/admin/api/merchant/orders/${unshipped}/ship`, huakang, {
      carrier: '顺丰速运',
      tracking_no: 'SF2026120712',
      items: [{ order_item_id: unshippedLine, number: qty(g) }],
    });
    expect(ship.json().msg).toBe(`「${g.name}」批号${g.batch_no}已被召回，不能发货`);
    expect((await one<{ shipped_number: number }>(sql`select shipped_number from order_items where id = ${unshippedLine}`)).shipped_number).toBe(0);

    // demo received it: a message, an SMS, a notice due in a day; demo2 only the cart message.
    const demo = await one<{ id: number; phone: string }>(sql`select id, phone from members where username = 'demo'`);
    const demo2 = await one<{ id: number }>(sql`select id from members where username = 'demo2'`);
    const titles = async (id: number) =>
      (await t.database.rows<{ title: string }>(sql`select title from member_messages where member_id = ${id} and type = 'recall'`)).map(
        (m) => m.title,
      );
    expect(await titles(demo.id)).toEqual(['药品召回通知（一级召回）']);
    expect(await titles(demo2.id)).toEqual(['购物车商品已召回']);
    const sms = await t.database.rows<{ phone: string }>(sql`select phone from sms_outbox where purpose = 'recall'`);
    expect(sms.map((s) => s.phone)).toEqual([demo.phone]);
    const notices = (await call('GET', '/api/recalls', cookie)).json().data;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ approval_no: g.approval_no, quantity: qty(g), acknowledged_at: null, overdue: false, class_text: '一级召回' });
    const hours = (new Date(notices[0].deadline).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await call('GET', '/api/recalls', other)).json().data).toEqual([]);
  });

  it('takes the acknowledgement with the stock on hand; the board counts it; overdue buyers are flagged', async () => {
    const [notice] = (await call('GET', '/api/recalls', cookie)).json().data;
    expect((await call('POST', `/api/recalls/${notice.id}/ack`, other, { on_hand: 1 })).statusCode).toBe(404);
    expect((await call('POST', `/api/recalls/${notice.id}/ack`, cookie, { on_hand: -1 })).json().code).toBe(422);
    const ack = (await call('POST', `/api/recalls/${notice.id}/ack`, cookie, { on_hand: 2 })).json();
    expect(ack).toMatchObject({ code: 10000, msg: '已确认', data: { on_hand: 2, overdue: false } });
    expect(ack.data.acknowledged_at).toMatch(/Z$/);
    const [row] = (await call('GET', '/admin/api/recalls', operator)).json().data;
    expect(row).toMatchObject({ id: notice.recall_id, buyers: 1, acknowledged: 1, overdue: 0 });
    const buyers = (await call('GET', `/admin/api/recalls/${notice.recall_id}/buyers`, operator)).json().data;
    expect(buyers).toEqual([expect.objectContaining({ on_hand: 2, overdue: false, quantity: qty(g) })]);

    // A merchant's own recall (class III, a week) of a goods demo received; the deadline passes unacknowledged.
    const placed = (await placeOrder(t, cookie, await addAddress(t, cookie), [[g2.id, qty(g2)]])).orders[0].id as number;
    expect((await pay(placed)).statusCode).toBe(200);
    expect(
      (await call('POST', `/admin/api/merchant/orders/${placed}/ship`, huakang, { carrier: '顺丰速运', tracking_no: 'SF2026120713' })).statusCode,
    ).toBe(200);
    const mine = (
      await call('POST', '/admin/api/merchant/recalls', huakang, {
        approval_no: g2.approval_no,
        batch_nos: g2.batch_no,
        class: 3,
        reason: '包装破损',
      })
    ).json();
    expect(mine.data).toMatchObject({ deadline_days: 7, buyers: 1 });
    await t.database.rows(sql`update recall_notices set deadline = now() - interval '1 hour' where recall_id = ${mine.data.id}`);
    expect((await call('GET', '/admin/api/merchant/recalls', huakang)).json().data).toEqual([
      expect.objectContaining({ id: mine.data.id, overdue: 1 }),
    ]);
    expect((await call('GET', '/admin/api/merchant/recalls', guorui)).json().data).toEqual([]);
    expect((await call('GET', `/admin/api/merchant/recalls/${mine.data.id}/buyers`, guorui)).statusCode).toBe(404);
    expect((await call('GET', `/admin/api/merchant/recalls/${notice.recall_id}/buyers`, huakang)).statusCode).toBe(404);
    const demoNotices = (await call('GET', '/api/recalls', cookie)).json().data;
    expect(demoNotices.map((n: { overdue: boolean; acknowledged_at: string | null }) => [n.overdue, n.acknowledged_at === null])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('takes the boxes on hand back: 召回退货 per order at the price paid, credited on approval, never twice', async () => {
    const [overdueNotice, notice] = (await call('GET', '/api/recalls', cookie)).json().data;
    expect((await call('GET', '/api/user/base', cookie)).json().data.recall_pending).toBe(1);
    // Not before it is acknowledged; never more than was received or is on hand.
    expect((await call('POST', `/api/recalls/${overdueNotice.id}/return`, cookie, { number: 1 })).json()).toMatchObject({
      code: 409,
      msg: '请先确认召回通知并上报在库数量',
    });
    expect((await call('POST', `/api/recalls/${notice.id}/ack`, cookie, { on_hand: qty(g) + 1 })).json().msg).toBe(
      `在库数量不能超过收货数量${qty(g)}盒`,
    );
    expect((await call('POST', `/api/recalls/${notice.id}/return`, cookie, { number: 3 })).json()).toMatchObject({ code: 422, msg: '最多可退回2盒' });
    expect((await call('POST', `/api/recalls/${notice.id}/return`, other, { number: 1 })).statusCode).toBe(404);
    expect((await call('POST', `/api/recalls/${notice.id}/return`, cookie, { number: 1, refund_to: 'bank' })).json().msg).toBe('请选择退款方式');

    const line = await one<{ id: number; net: number; number: number }>(
      sql`select id, amount - manjian_amount - coupon_amount as net, number from order_items where order_id = ${received}`,
    );
    const stockBefore = await one<{ stock: number }>(sql`select stock_total as stock from goods where id = ${g.id}`);
    const res = (
      await call('POST', `/api/recalls/${notice.id}/return`, cookie, { number: 2, refund_to: 'wallet', description: '原包装未拆' })
    ).json();
    const price = Math.floor((line.net * 2) / line.number);
    expect(res).toMatchObject({
      code: 10000,
      msg: '召回退货申请已提交',
      data: { notice: { returned: 2, returnable: 0 }, after_sales: [{ order_id: received, number: 2, refund_amount: price }] },
    });
    expect((await call('POST', `/api/recalls/${notice.id}/return`, cookie, { number: 1 })).json().msg).toBe('没有可退回的数量，请先更新在库数量');
    expect((await call('POST', `/api/recalls/${notice.id}/ack`, cookie, { on_hand: 1 })).json().msg).toBe('已申请退回2盒，在库数量不能少于此数');

    // The buyer sees the request on its order; the shop approves it and the money goes to the 余额.
    const asId = res.data.after_sales[0].id as number;
    const filed = (await call('GET', `/api/order/after_sale/${asId}`, cookie)).json().data;
    expect(filed).toMatchObject({
      kind: 'recall',
      kind_text: '召回退货',
      status: 0,
      refund_amount: price,
      items: [{ order_item_id: line.id, number: 2 }],
    });
    const balance = async () => (await call('GET', '/api/user/user_money', cookie)).json().data.user_money as number;
    const before = await balance();
    expect(
      (await call('POST', `/admin/api/merchant/after_sales/${asId}/decide`, huakang, { approve: 1, reason: '召回商品已收回' })).json().code,
    ).toBe(10000);
    expect(await balance()).toBe(before + price);
    expect((await call('GET', `/api/order/after_sale/${asId}`, cookie)).json().data).toMatchObject({
      status: 3,
      refunded_amount: price,
      refund_to: '账户余额',
    });
    // Recalled boxes never go back on sale.
    expect(await one<{ stock: number }>(sql`select stock_total as stock from goods where id = ${g.id}`)).toEqual(stockBefore);
    const buyers = (await call('GET', `/admin/api/recalls/${notice.recall_id}/buyers`, operator)).json().data;
    expect(buyers).toEqual([expect.objectContaining({ on_hand: 2, returned: 2 })]);
  });

  it('exports a recall for the regulator, to its shop and the platform only', async () => {
    const [row] = (await call('GET', '/admin/api/recalls', operator)).json().data.filter((r: { shop_name: string }) => r.shop_name === '');
    const csv = await call('GET', `/admin/api/recalls/${row.id}/export?format=csv`, operator);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('收货单位');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(g.approval_no);
    expect(lines[1].split(',').slice(-3)).toEqual(['2', '2', '已确认']);
    const xlsx = await call('GET', `/admin/api/recalls/${row.id}/export`, operator);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call('GET', `/admin/api/merchant/recalls/${row.id}/export`, huakang)).statusCode).toBe(404);
    expect((await call('GET', `/admin/api/recalls/${row.id}/export?format=pdf`, operator)).json().msg).toBe('导出格式只能是csv或xlsx');
  });
});
