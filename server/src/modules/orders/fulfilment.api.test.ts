import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DB_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';

const [g1, g2, g3] = plainGoods(1);
const qty = (g: typeof g1) => Math.ceil(20000 / g.base_price);

describe.each(DB_KINDS)('shipping, receipt, after-sales and refunds on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let operator: string;
  let addressId: number;
  let orderId: number;
  let items: Array<{ id: number; number: number; goods_id: number }>;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });
  beforeAll(async () => {
    addressId = await addAddress(t, cookie);
    await rechargeWallet(t, cookie, '2000');
    const placed = await placeOrder(t, cookie, addressId, [
      [g1.id, qty(g1)],
      [g2.id, 2],
    ]);
    orderId = placed.orders[0].id;
  });
  const post = (url: string, body: Record<string, unknown>, c = cookie) => t.call({ method: 'POST', url, cookie: c, ...form(body) });
  const detail = async () => (await t.call({ method: 'GET', url: `/api/order/info/${orderId}`, cookie })).json().data;
  const wallet = async () => (await t.call({ method: 'GET', url: '/api/user/user_money', cookie })).json().data.user_money as number;

  it('refuses to ship an unpaid order, ships part then the rest, and only operators may ship', async () => {
    items = (await detail()).items;
    expect((await post(`/admin/api/orders/${orderId}/ship`, { carrier: '顺丰速运', tracking_no: 'SF1234567890' }, operator)).json().msg).toBe(
      '订单未付款，不能发货',
    );
    expect((await post('/api/pay/order', { ids: [orderId], method: 'wallet' })).statusCode).toBe(200);
    expect((await post(`/admin/api/orders/${orderId}/ship`, { carrier: '顺丰速运', tracking_no: 'SF1234567890' })).statusCode).toBe(403);
    expect((await post(`/admin/api/orders/${orderId}/ship`, { carrier: '顺丰速运', tracking_no: '单号' }, operator)).json().msg).toBe(
      '物流单号格式不正确',
    );
    const tooMany = await post(
      `/admin/api/orders/${orderId}/ship`,
      { carrier: '顺丰速运', tracking_no: 'SF1234567890', items: [{ order_item_id: items[0].id, number: items[0].number + 1 }] },
      operator,
    );
    expect(tooMany.json().msg).toBe('发货数量超过订单未发数量');
    const part = await post(
      `/admin/api/orders/${orderId}/ship`,
      { carrier: '顺丰速运', tracking_no: 'SF1234567890', items: [{ order_item_id: items[0].id, number: 1 }] },
      operator,
    );
    expect(part.json()).toMatchObject({ code: 10000, data: { complete: false } });
    expect((await detail()).status).toBe(1);
    const rest = await post(`/admin/api/orders/${orderId}/ship`, { carrier: '中通快递', tracking_no: 'ZT99887766' }, operator);
    expect(rest.json().data.complete).toBe(true);
    const d = await detail();
    expect(d).toMatchObject({ status: 2, status_text: '待收货' });
    expect(d.shipments).toHaveLength(2);
    expect(d.events.map((e: { title: string }) => e.title)).toEqual(['订单已提交', '买家已付款', '商家部分发货', '商家已发货']);
    expect(d.events[3]).toMatchObject({ carrier: '中通快递', tracking_no: 'ZT99887766' });
    expect((await post(`/admin/api/orders/${orderId}/ship`, { carrier: '中通快递', tracking_no: 'ZT99887766' }, operator)).json().msg).toBe(
      '订单已发货',
    );
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from operator_audit where action = 'order.ship' and target_id = ${orderId}`,
    );
    expect(Number(n)).toBe(2);
  });

  it('the buyer confirms receipt once; another member cannot', async () => {
    const other = await t.login('demo2', 'demo123456');
    expect((await post(`/api/order/${orderId}/receive`, {}, other)).statusCode).toBe(404);
    expect((await post(`/api/order/${orderId}/receive`, {})).json()).toMatchObject({ code: 10000, msg: '已确认收货' });
    expect((await detail()).status).toBe(3);
    expect((await post(`/api/order/${orderId}/receive`, {})).statusCode).toBe(409);
  });

  it('validates return requests: items of the order, quantities, refund within what was paid, own photos', async () => {
    const d = await detail();
    const ask = (body: Record<string, unknown>) => post(`/api/order/${orderId}/after_sale`, body);
    expect((await ask({ kind: 'return', reason: '破损', items: [{ order_item_id: 999999, number: 1 }], refund_amount: '1' })).json().msg).toBe(
      '订单中没有这件商品',
    );
    expect(
      (await ask({ kind: 'return', reason: '破损', items: [{ order_item_id: items[1].id, number: 99 }], refund_amount: '1' })).json().msg,
    ).toMatch(/最多可申请2/);
    const over = await ask({
      kind: 'return',
      reason: '破损',
      items: [{ order_item_id: items[1].id, number: 1 }],
      refund_amount: String((d.paid_amount + 1) / 100),
    });
    expect(over.json().msg).toContain('退款金额不能超过可退金额');
    expect((await ask({ kind: 'return', reason: '破损', items: [{ order_item_id: items[1].id, number: 1 }], refund_amount: '-5' })).statusCode).toBe(
      422,
    );
    expect(
      (
        await ask({
          kind: 'return',
          reason: '破损',
          items: [{ order_item_id: items[1].id, number: 1 }],
          refund_amount: '1',
          photos: ['notmyupload123'],
        })
      ).json().msg,
    ).toBe('图片无效，请重新上传');
    expect((await ask({ kind: 'exchange', reason: '破损' })).statusCode).toBe(422);
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from after_sales`);
    expect(Number(n)).toBe(0);
  });

  it('approves a return: refund to the wallet once, goods back in stock; a second decision and a refund above paid are refused', async () => {
    const before = await wallet();
    const price = (await detail()).items[1].price;
    const req = await post(`/api/order/${orderId}/after_sale`, {
      kind: 'return',
      reason: '包装破损',
      description: '外箱压坏',
      items: [{ order_item_id: items[1].id, number: 1 }],
      refund_amount: (price / 100).toFixed(2),
    });
    expect(req.json()).toMatchObject({
      code: 10000,
      data: { kind: 'return', kind_text: '退货退款', status: 0, status_text: '待审核', refund_amount: price },
    });
    const asId = req.json().data.id;
    // The order card and detail say where the request stands, not plain 已完成.
    const card = (await t.call({ method: 'GET', url: '/api/order/list?page=1&page_size=50', cookie }))
      .json()
      .data.list.find((x: { id: number }) => x.id === orderId);
    expect(card.after_sale).toMatchObject({ id: asId, kind_text: '退货退款', status: 0, status_text: '待审核' });
    expect((await detail()).after_sale).toMatchObject({ id: asId, status: 0 });
    const seqs = (await detail()).events.map((e: { seq: number }) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const [{ number: stockBefore }] = await t.database.rows<{ number: number }>(
      sql`select sum(number)::int as number from goods_stocks where goods_id = ${g2.id}`,
    );
    // The 退款/售后 badge counts requests still waiting for a decision.
    const pending = async () => (await t.call({ method: 'GET', url: '/api/order/counts', cookie })).json().data.after_sale;
    expect(await pending()).toBe(1);
    const ok = await post(`/admin/api/after_sales/${asId}/decide`, { approve: 1, reason: '同意退货' }, operator);
    expect(ok.json()).toMatchObject({ code: 10000 });
    expect(await pending()).toBe(0);
    expect(await wallet()).toBe(before + price);
    const [{ number: stockAfter }] = await t.database.rows<{ number: number }>(
      sql`select sum(number)::int as number from goods_stocks where goods_id = ${g2.id}`,
    );
    expect(Number(stockAfter)).toBe(Number(stockBefore) + 1);
    expect((await post(`/admin/api/after_sales/${asId}/decide`, { approve: 1 }, operator)).json().msg).toBe('该申请已处理');
    const d = await detail();
    expect(d).toMatchObject({ refunded_amount: price, refundable: d.paid_amount - price });
    expect(d.after_sales[0]).toMatchObject({ status: 3, status_text: '已完成', refunded_amount: price });
    // The request's own page (/order/returnInfo/{id}): its lines, where the money went, and each step with its time.
    const shown = (await t.call({ method: 'GET', url: `/api/order/after_sale/${asId}`, cookie })).json().data;
    expect(shown).toMatchObject({ refund_to: '账户余额', pay_method: 'wallet', refunded_amount: price });
    expect(shown.items).toEqual([expect.objectContaining({ order_item_id: items[1].id, goods_id: g2.id, price, number: 1, name: g2.name })]);
    expect(shown.timeline.map((s: { title: string }) => s.title)).toEqual(['提交申请', '商家已同意', '退款成功', '售后完成']);
    expect(shown.timeline.every((s: { at: string | null }) => s.at !== null)).toBe(true);
    expect(shown.timeline[2].detail).toBe(`¥${(price / 100).toFixed(2)} 已退至账户余额`);
    // Another member's request is not found; a malformed id is a 422.
    const other = await t.login('demo2');
    expect((await t.call({ method: 'GET', url: `/api/order/after_sale/${asId}`, cookie: other })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/order/after_sale/abc', cookie })).statusCode).toBe(422);
    const above = await post(`/admin/api/orders/${orderId}/refund`, { amount: String((d.refundable + 1) / 100), reason: '补偿' }, operator);
    expect(above.json().msg).toBe('退款金额超过订单可退金额');
    expect(await wallet()).toBe(before + price);
    const refused = (await post(`/api/order/${orderId}/after_sale`, { kind: 'report', reason: '需要质检报告' })).json().data;
    expect((await post(`/admin/api/after_sales/${refused.id}/decide`, { approve: 0 }, operator)).json().msg).toBe('请填写拒绝原因');
    expect((await post(`/admin/api/after_sales/${refused.id}/decide`, { approve: 0, reason: '已随货附带' }, operator)).json().code).toBe(10000);
    const refusedView = (await t.call({ method: 'GET', url: `/api/order/after_sale/${refused.id}`, cookie })).json().data;
    expect(refusedView).toMatchObject({ status: 2, decision_reason: '已随货附带', refund_to: '' });
    expect(refusedView.timeline.map((s: { title: string }) => s.title)).toEqual(['提交申请', '商家已拒绝']);
  });

  it('a refund request is a money decision: 客服 and 运营 decide it on neither path, 财务 on the finance one; a 质检报告 request stays 客服’s', async () => {
    const [kefu, yunying, caiwu] = [
      await t.operatorLogin('kefu', 'kefu123456'),
      await t.operatorLogin('yunying', 'yunying123456'),
      await t.operatorLogin('caiwu', 'caiwu123456'),
    ];
    const before = await wallet();
    const asked = (await post(`/api/order/${orderId}/after_sale`, { kind: 'refund', reason: '少量破损', refund_amount: '1.00' })).json().data;
    for (const c of [kefu, yunying]) {
      const decided = await post(`/admin/api/after_sales/${asked.id}/decide`, { approve: 1, reason: '同意' }, c);
      expect([decided.statusCode, decided.json().msg]).toEqual([403, '退货退款、仅退款的售后须由财务审核']);
      expect((await post(`/admin/api/after_sales/${asked.id}/refund`, { approve: 1, reason: '同意' }, c)).statusCode).toBe(403);
      expect((await post(`/admin/api/orders/${orderId}/refund`, { amount: '1', reason: '补偿' }, c)).statusCode).toBe(403);
    }
    expect(await wallet()).toBe(before);
    // 财务 may not ship or decide order handling, but decides the refund.
    expect((await post(`/admin/api/after_sales/${asked.id}/decide`, { approve: 1, reason: '同意' }, caiwu)).statusCode).toBe(403);
    const paid = await post(`/admin/api/after_sales/${asked.id}/refund`, { approve: 1, reason: '同意退款' }, caiwu);
    expect(paid.json()).toMatchObject({ code: 10000, msg: '已处理' });
    expect(await wallet()).toBe(before + 100);
    const [audit] = await t.database.rows<{ actor: string }>(
      sql`select actor from operator_audit where action = 'after_sale.approve' and target_id = ${asked.id}`,
    );
    expect(audit.actor).toBe('operator:caiwu');

    const report = (await post(`/api/order/${orderId}/after_sale`, { kind: 'report', reason: '需要质检报告' })).json().data;
    const wrongDesk = await post(`/admin/api/after_sales/${report.id}/refund`, { approve: 1, reason: '已上传' }, caiwu);
    expect([wrongDesk.statusCode, wrongDesk.json().msg]).toEqual([403, '此售后申请不涉及退款，请在订单管理中审核']);
    expect((await post(`/admin/api/after_sales/${report.id}/decide`, { approve: 1, reason: '已上传质检报告' }, kefu)).json().code).toBe(10000);
    // The 财务's 退款审核 queue lists the requests that pay back and no others.
    const queue = async (group: string) =>
      (await t.call({ method: 'GET', url: `/admin/api/after_sales?group=${group}`, cookie: caiwu })).json().data.map((a: { id: number }) => a.id);
    expect(await queue('refunds')).toContain(asked.id);
    expect(await queue('refunds')).not.toContain(report.id);
    expect(await queue('others')).toEqual(expect.arrayContaining([report.id]));
    expect(await queue('others')).not.toContain(asked.id);
    expect((await t.call({ method: 'GET', url: '/admin/api/after_sales?group=all', cookie: caiwu })).statusCode).toBe(422);
  });

  it('a full refund of a paid, unshipped order closes it and returns its stock; a cancelled order cannot be shipped', async () => {
    const placed = await placeOrder(t, cookie, addressId, [[g3.id, qty(g3)]]);
    const id = placed.orders[0].id;
    await post('/api/pay/order', { ids: [id], method: 'wallet' });
    const [{ n: before }] = await t.database.rows<{ n: number }>(sql`select sum(number)::int as n from goods_stocks where goods_id = ${g3.id}`);
    expect((await post(`/admin/api/orders/${id}/refund`, { amount: String(placed.pay_total / 100), reason: '缺货' }, operator)).json().code).toBe(
      10000,
    );
    const d = (await t.call({ method: 'GET', url: `/api/order/info/${id}`, cookie })).json().data;
    expect(d).toMatchObject({ status: 4, refunded_amount: placed.pay_total });
    const [{ n: after }] = await t.database.rows<{ n: number }>(sql`select sum(number)::int as n from goods_stocks where goods_id = ${g3.id}`);
    expect(Number(after)).toBe(Number(before) + qty(g3));
    expect((await post(`/admin/api/orders/${id}/ship`, { carrier: '顺丰速运', tracking_no: 'SF1234567890' }, operator)).json().msg).toBe(
      '订单已取消，不能发货',
    );
  });

  it('buys again and lists goods bought often with the last price and quantity', async () => {
    const again = await post(`/api/order/${orderId}/rebuy`, {});
    expect(again.json()).toMatchObject({ code: 10000, msg: '加入购物车成功' });
    const fast = (await t.call({ method: 'GET', url: '/api/user/fast_buy', cookie })).json().data;
    const g1Row = fast.list.find((r: { goods_id: number }) => r.goods_id === g1.id);
    expect(g1Row).toMatchObject({ times: 1, last_number: qty(g1), last_price: g1.base_price });
    const back = await post('/api/user/buy', { goods_ids: [g1.id] });
    expect(back.json().data.added[0].goods_id).toBe(g1.id);
    expect((await post('/api/user/buy', { goods_ids: [999999] })).statusCode).toBe(404);
  });

  it('lists purchase records of a goods with buyers masked', async () => {
    const rec = (await t.call({ method: 'GET', url: `/api/goods/cgjl?id=${g1.id}` })).json().data;
    expect(rec.total).toBeGreaterThanOrEqual(1);
    expect(rec.list[0]).toMatchObject({ number: qty(g1), buyer: expect.stringMatching(/^.\*\*.$/) });
    expect(rec).toMatchObject({ units_30d: qty(g1), buyers_30d: 1 });
    expect((await t.call({ method: 'GET', url: '/api/goods/cgjl?id=abc' })).statusCode).toBe(422);
  });

  it('keeps the ledger balanced through payments and refunds', async () => {
    expect(await t.database.rows(sql`select entry_id from journal_lines group by entry_id having sum(amount) <> 0`)).toEqual([]);
    expect(
      await t.database.rows(
        sql`select a.id from ledger_accounts a left join journal_lines l on l.account_id = a.id group by a.id, a.balance having a.balance <> coalesce(sum(l.amount), 0)`,
      ),
    ).toEqual([]);
  });
});
