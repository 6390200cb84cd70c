import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';

const [g1] = plainGoods(1);

/** Every member's balance equals the sum of their log rows (like the wallet ledger check). */
async function balancesMatchLog(t: TestApp) {
  const rows = await t.database.rows<{ member_id: number; balance: number; sum: number }>(sql`
    select m.member_id, m.balance, coalesce((select sum(amount) from points_log l where l.member_id = m.member_id), 0)::int as sum from member_points m`);
  for (const r of rows) expect(Number(r.balance), `member ${r.member_id}`).toBe(Number(r.sum));
  const orphans = await t.database.rows(sql`select distinct member_id from points_log where member_id not in (select member_id from member_points)`);
  expect(orphans).toEqual([]);
}

describe.each(MODULE_KINDS)('points and the points mall on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let operator: string;
  let addressId: number;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true });
  beforeAll(async () => {
    addressId = await addAddress(t, cookie);
  });
  const post = (url: string, body: Record<string, unknown>, c = cookie) => t.call({ method: 'POST', url, cookie: c, ...form(body) });
  const get = (url: string, c = cookie) => t.call({ method: 'GET', url, cookie: c });
  const balance = async (c = cookie) => (await get('/api/user/points', c)).json().data.points as number;
  const giftId = async (name: string) => (await t.database.rows<{ id: number }>(sql`select id from points_goods where name = ${name}`))[0].id;

  it('member calls need a session (401, code 10001)', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/points'],
      ['GET', '/api/user/points_log'],
      ['POST', '/api/points/exchange'],
      ['GET', '/api/points/orders'],
      ['GET', '/api/points/orders/1'],
    ] as const) {
      const res = await t.call({ method, url, ...(method === 'POST' ? form({ goods_id: 1, number: 1, address_id: 1 }) : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe(10001);
    }
  });

  it('the demo member starts with the welcome bonus and the rule from the site settings', async () => {
    expect((await get('/api/user/points')).json().data).toEqual({ points: 2000, points_per_yuan: 1 });
    expect((await get('/api/user/base')).json().data.points).toBe(2000); // the header's user state reads the same balance
    const log = (await get('/api/user/points_log')).json().data;
    expect(log).toMatchObject({ total: 1, list: [{ amount: 2000, kind: 'activity', memo: '新会员注册赠送积分' }] });
    expect((await get('/api/user/points_log?page=0')).json().errors.page).toEqual(['页码不能小于1']);
  });

  it('paying an order earns points per whole yuan in the paying transaction; a refund takes them back in proportion', async () => {
    await t.database.rows(sql`update site_config set value = '2' where key = 'points_per_yuan'`);
    await rechargeWallet(t, cookie, '3000');
    const before = await balance();
    const placed = await placeOrder(t, cookie, addressId, [[g1.id, Math.ceil(20000 / g1.base_price)]]);
    const order = placed.orders[0];
    expect(await balance()).toBe(before); // unpaid: nothing yet
    expect((await post('/api/pay/order', { ids: [order.id], method: 'wallet' })).statusCode).toBe(200);
    const earned = Math.floor((order.pay_amount / 100) * 2);
    expect(await balance()).toBe(before + earned);
    const half = Math.floor(order.pay_amount / 2);
    expect(
      (await post(`/admin/api/orders/${order.id}/refund`, { amount: (half / 100).toFixed(2), reason: '缺货部分退款' }, operator)).statusCode,
    ).toBe(200);
    const refundedTotal = (await t.database.rows<{ r: number }>(sql`select refunded_amount as r from orders where id = ${order.id}`))[0].r;
    expect(await balance()).toBe(before + earned - Math.floor((earned * Number(refundedTotal)) / order.pay_amount));
    const rest = order.pay_amount - Number(refundedTotal);
    expect((await post(`/admin/api/orders/${order.id}/refund`, { amount: (rest / 100).toFixed(2), reason: '全部退款' }, operator)).statusCode).toBe(
      200,
    );
    expect(await balance()).toBe(before);
    const kinds = (await get('/api/user/points_log')).json().data.list.map((r: { kind: string }) => r.kind);
    expect(kinds.slice(0, 3)).toEqual(['order_refund', 'order_refund', 'order_paid']);
    await t.database.rows(sql`update site_config set value = '1' where key = 'points_per_yuan'`);
    await balancesMatchLog(t);
  });

  it('lists the mall and shows a gift with what the viewer exchanged', async () => {
    const list = (await t.call({ method: 'GET', url: '/api/points/goods' })).json().data;
    expect(list.total).toBe(6);
    expect(list.list[0]).toMatchObject({
      name: '电子血压计（上臂式）',
      points: 1800,
      per_member_limit: 1,
      image: `/media/gift/${list.list[0].id}.svg`,
    });
    const anon = (await t.call({ method: 'GET', url: `/api/points/goods/${list.list[0].id}` })).json().data;
    expect(anon).toMatchObject({ exchanged: 0, my_points: null });
    expect((await get(`/api/points/goods/${list.list[0].id}`)).json().data.my_points).toBe(2000);
    expect((await t.call({ method: 'GET', url: '/api/points/goods/999999' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/points/goods/abc' })).json().errors.id).toEqual(['积分商品编号必须是数字']);
    expect((await t.call({ method: 'GET', url: `/media/gift/${list.list[0].id}.svg` })).headers['content-type']).toContain('image/svg+xml');
  });

  it('exchanges: points and stock go down and a points order appears in /jfdd; limits, stock and balance are enforced', async () => {
    const masks = await giftId('医用外科口罩 50只/盒');
    const res = await post('/api/points/exchange', { goods_id: masks, number: 2, address_id: addressId });
    expect(res.json()).toMatchObject({
      code: 10000,
      msg: '兑换成功',
      data: { goods_name: '医用外科口罩 50只/盒', number: 2, points: 600, status: 0, status_text: '待发货', source: 'exchange' },
    });
    expect(res.json().data.address).toMatchObject({ consignee: '张药师', full_address: '湖北省武汉市江汉区解放大道100号' });
    expect(await balance()).toBe(1400);
    expect((await t.call({ method: 'GET', url: `/api/points/goods/${masks}`, cookie })).json().data).toMatchObject({ stock: 498, exchanged: 2 });
    const orders = (await get('/api/points/orders')).json().data;
    expect(orders).toMatchObject({ total: 1, list: [{ id: res.json().data.id, status_text: '待发货' }] });

    expect((await post('/api/points/exchange', { goods_id: masks, number: 9, address_id: addressId })).json().msg).toBe('该商品每人限兑10件');
    expect((await post('/api/points/exchange', { goods_id: await giftId('电子体温计'), number: 1, address_id: addressId })).json().msg).toBe(
      '库存不足，已兑完',
    );
    const bp = await giftId('电子血压计（上臂式）');
    const short = await post('/api/points/exchange', { goods_id: bp, number: 1, address_id: addressId });
    expect([short.statusCode, short.json().msg]).toEqual([409, '积分不足，无法兑换']);
    expect((await t.call({ method: 'GET', url: `/api/points/goods/${bp}` })).json().data.stock).toBe(30);
    expect(await balance()).toBe(1400);
    await balancesMatchLog(t);
  });

  it('rejects bad input naming the field, and another member’s address or order', async () => {
    const masks = await giftId('医用外科口罩 50只/盒');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ goods_id: 'x', address_id: addressId }, 'goods_id', '积分商品必须是数字'],
      [{ goods_id: masks, number: 0, address_id: addressId }, 'number', '兑换数量不能小于1'],
      [{ goods_id: masks, number: 100, address_id: addressId }, 'number', '兑换数量不能大于99'],
      [{ goods_id: masks }, 'address_id', '收货地址必须是数字'],
    ];
    for (const [body, field, msg] of cases) {
      const res = await post('/api/points/exchange', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toEqual([msg]);
    }
    // demo2's own address is not demo's, and demo's is not demo2's.
    const res = await post('/api/points/exchange', { goods_id: masks, number: 1, address_id: addressId }, other);
    expect([res.statusCode, res.json().errors.address_id]).toEqual([422, ['收货地址不存在']]);
    expect((await post('/api/points/exchange', { goods_id: 999999, number: 1, address_id: addressId })).statusCode).toBe(409);
    const mine = (await get('/api/points/orders')).json().data.list[0].id;
    expect((await get(`/api/points/orders/${mine}`, other)).statusCode).toBe(404);
    expect((await get(`/api/points/orders/${mine}`)).json().data.id).toBe(mine);
    expect((await get('/api/points/orders?status=5')).json().errors.status).toEqual(['订单状态不能大于1']);
  });

  it('the operator ships a points order once; members cannot; the member gets a message', async () => {
    const id = (await get('/api/points/orders')).json().data.list[0].id;
    expect((await post(`/admin/api/points/orders/${id}/ship`, { carrier: '顺丰速运', tracking_no: 'SF1234567890' })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: `/admin/api/points/orders/${id}/ship`, ...form({ carrier: '顺丰速运', tracking_no: 'SF1234567890' }) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(`/admin/api/points/orders/${id}/ship`, { carrier: '顺丰速运', tracking_no: '单号' }, operator)).json().errors.tracking_no,
    ).toEqual(['物流单号格式不正确']);
    const listed = (await get('/admin/api/points/orders?status=0', operator)).json().data.list.map((o: { id: number }) => o.id);
    expect(listed).toContain(id);
    const ok = await post(`/admin/api/points/orders/${id}/ship`, { carrier: '顺丰速运', tracking_no: 'SF1234567890' }, operator);
    expect(ok.json()).toMatchObject({
      msg: '发货成功',
      data: { status: 1, status_text: '已发货', carrier: '顺丰速运', tracking_no: 'SF1234567890' },
    });
    expect((await post(`/admin/api/points/orders/${id}/ship`, { carrier: '顺丰速运', tracking_no: 'SF1234567890' }, operator)).json().msg).toBe(
      '积分订单已发货',
    );
    expect((await post('/admin/api/points/orders/999999/ship', { carrier: '顺丰速运', tracking_no: 'SF1234567890' }, operator)).statusCode).toBe(404);
    const msgs = (await get('/api/user/messages')).json().data;
    expect(JSON.stringify(msgs)).toContain('积分订单已发货');
  });

  it('the operator awards activity points once per ref', async () => {
    const [{ id }] = await t.database.rows<{ id: number }>(sql`select id from members where username = 'demo2'`);
    const before = await balance(other);
    const body = { member_id: id, points: 150, ref: 'spring-2026:demo2', reason: '春季采购节' };
    expect((await post('/admin/api/points/award', body)).statusCode).toBe(403);
    expect((await post('/admin/api/points/award', body, operator)).json().data.points).toBe(before + 150);
    expect((await post('/admin/api/points/award', body, operator)).json().msg).toBe('该活动积分已发放');
    expect((await post('/admin/api/points/award', { ...body, member_id: 999999 }, operator)).json().errors.member_id).toEqual(['会员不存在']);
    expect((await post('/admin/api/points/award', { ...body, ref: '含 空格' }, operator)).json().errors.ref).toEqual(['活动标识格式不正确']);
    expect(await balance(other)).toBe(before + 150);
    await balancesMatchLog(t);
  });

  // Parallel transactions need separate connections: PGlite has one, so this runs on PostgreSQL only.
  if (kind === 'postgres')
    it('parallel exchanges never oversell, never go below zero, and keep the per-member limit', async () => {
      const [gift] = await t.database.rows<{ id: number }>(
        sql`insert into points_goods (name, points, stock, per_member_limit) values ('并发测试礼品', 100, 5, 2) returning id`,
      );
      // Two members, five parallel requests each, a limit of 2 per member and a stock of 5.
      const cookies = [cookie, other];
      const addr2 = await addAddress(t, other);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => {
          const c = cookies[i % 2];
          return post('/api/points/exchange', { goods_id: gift.id, number: 1, address_id: c === cookie ? addressId : addr2 }, c);
        }),
      );
      const okCount = results.filter((r) => r.statusCode === 200).length;
      expect(okCount).toBe(4); // two each: the per-member limit, stock 5 not exceeded
      const [{ stock }] = await t.database.rows<{ stock: number }>(sql`select stock from points_goods where id = ${gift.id}`);
      expect(Number(stock)).toBe(1);
      const [{ n }] = await t.database.rows<{ n: number }>(
        sql`select coalesce(sum(number), 0)::int as n from points_orders where goods_id = ${gift.id}`,
      );
      expect(Number(n)).toBe(4);
      // Drain a member to exactly zero in parallel: never negative.
      const [big] = await t.database.rows<{ id: number }>(
        sql`insert into points_goods (name, points, stock, per_member_limit) values ('并发大额礼品', ${await balance()}, 10, 0) returning id`,
      );
      const drains = await Promise.all(
        Array.from({ length: 6 }, () => post('/api/points/exchange', { goods_id: big.id, number: 1, address_id: addressId })),
      );
      expect(drains.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(await balance()).toBe(0);
      await balancesMatchLog(t);
    });
});
