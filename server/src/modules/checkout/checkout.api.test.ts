import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DB_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';
import { addAddress, plainGoods } from './checkout-test-kit.js';
import { JobsRepository } from '../../core/jobs/jobs.repository.js';
import { CartRepository } from '../cart/cart.repository.js';
import { PlacingRepository } from '../orders/placing.repository.js';
import { StockRepository } from '../catalog/stock.repository.js';

const demo = readSeed().content.members.find((m) => m.username === 'demo')!;
const plain = (shop: number) => plainGoods(shop);
const [a1, a2] = plain(1);
const [b1] = plain(2);

interface Preview {
  shops: Array<{ shop_id: number; pay_amount: number; goods_amount: number; manjian_amount: number; coupon_amount: number; shipping_fee: number }>;
  pay_amount: number;
  coupon_amount: number;
  blocked: string | null;
  idem_key: string;
  address: { id: number } | null;
  invoice: { title: string; tax_no: string };
}

describe.each(DB_KINDS)('checkout and orders on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let addressId: number;
  useApiSuite(kind, (s) => ({ t, cookie } = s));
  beforeAll(async () => {
    addressId = await addAddress(t, cookie);
  });
  const post = (url: string, body: Record<string, unknown>, c = cookie) => t.call({ method: 'POST', url, cookie: c, ...form(body) });
  const cartIds = async () =>
    ((await t.call({ method: 'GET', url: '/api/cart/list', cookie })).json().data.data as Array<{ lines: Array<{ id: number }> }>).flatMap((s) =>
      s.lines.map((l) => l.id),
    );
  const fill = async (items: Array<[number, number]>) => {
    await post('/api/cart', { params: items.map(([goods_id, number]) => ({ goods_id, number })) });
    return cartIds();
  };
  const stock = async (goodsId: number) =>
    Number((await t.database.rows<{ n: number }>(sql`select sum(number)::int as n from goods_stocks where goods_id = ${goodsId}`))[0].n);

  it('previews one order per shop with server prices, 满减, coupons and shipping, and the company invoice profile', async () => {
    const ids = await fill([
      [a1.id, Math.ceil(30000 / a1.base_price)],
      [b1.id, Math.ceil(30000 / b1.base_price)],
    ]);
    const res = await post('/api/v1/cart/checkout', { ids });
    expect(res.statusCode).toBe(200);
    const p: Preview = res.json().data;
    expect(p.shops.map((s) => s.shop_id)).toEqual([1, 2]);
    expect(p.blocked).toBeNull();
    expect(p.address?.id).toBe(addressId);
    expect(p.invoice.title).toBe(demo.company);
    expect(p.shops[0].manjian_amount).toBe(1000);
    for (const s of p.shops) expect(s.pay_amount).toBe(s.goods_amount - s.manjian_amount - s.coupon_amount + s.shipping_fee);
    expect(p.pay_amount).toBe(p.shops.reduce((a, s) => a + s.pay_amount, 0));
    expect(p.idem_key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await post('/api/cart/checkout', { ids: [999999] })).statusCode).toBe(404);
    expect((await post('/api/cart/checkout', { ids: [] })).statusCode).toBe(422);
    // below a shop's minimum order amount (国瑞药业 ¥300): shown, and placing is refused
    await post(`/api/cart/${ids[1]}/edit`, { params: { number: 1 } });
    const low: Preview = (await post('/api/cart/checkout', { ids })).json().data;
    expect(low.blocked).toBe('国瑞药业批发有限公司起订金额为¥300.00，请继续选购');
    expect((await post('/api/order/submit', { ids, address_id: addressId, idem_key: low.idem_key })).json()).toMatchObject({
      code: 409,
      msg: low.blocked,
    });
    await post(`/api/cart/${ids[1]}/edit`, { params: { number: Math.ceil(30000 / b1.base_price) } });
  });

  it('places the orders once for five simultaneous submissions of the same key: stock reserved, cart emptied, movements recorded', async () => {
    const ids = await cartIds();
    const p: Preview = (await post('/api/cart/checkout', { ids })).json().data;
    const before = await stock(a1.id);
    const body = { ids, address_id: addressId, invoice_type: 1, remark: '请尽快发货', idem_key: p.idem_key };
    const results = await Promise.all(Array.from({ length: 5 }, () => post('/api/order/submit', body)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const subs = new Set(results.map((r) => r.json().data.submission_id));
    expect(subs.size).toBe(1);
    const orders = results[0].json().data.orders;
    expect(orders).toHaveLength(2);
    expect(results[0].json().data.pay_total).toBe(p.pay_amount);
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from orders where submission_id = ${[...subs][0]}`);
    expect(Number(n)).toBe(2);
    const qty = Math.ceil(30000 / a1.base_price);
    expect(await stock(a1.id)).toBe(before - qty);
    const moves = await t.database.rows<{ change: number }>(
      sql`select change from stock_movements where order_id = ${orders[0].id} and goods_id = ${a1.id}`,
    );
    expect(moves.map((m) => Number(m.change))).toEqual([-qty]);
    expect(await cartIds()).toEqual([]);
    const detail = (await t.call({ method: 'GET', url: `/api/order/info/${orders[0].id}`, cookie })).json().data;
    expect(detail).toMatchObject({ status: 0, status_text: '待付款', remark: '请尽快发货', address: { consignee: '张药师' } });
    expect(detail.items[0]).toMatchObject({
      goods_id: a1.id,
      generic_name: a1.generic_name,
      batch_no: a1.batch_no,
      approval_no: a1.approval_no,
      number: qty,
    });
  });

  it('claims a submission with its timeout job and cart lines in one statement; a held key takes neither', async () => {
    const ids = await fill([[a2.id, a2.min_order]]);
    const placing = new PlacingRepository(t.database);
    const cart = new CartRepository(t.database);
    const jobs = new JobsRepository(t.database);
    const parts = {
      timeout: jobs.insertPerKeyPart('order.timeout', 'submission:', 'submission_id', new Date(Date.now() + 3_600_000)),
      cartLines: cart.takeLinesPart(demo.id, ids, []),
    };
    const key = `held-${Date.now()}`;
    const held = await placing.claimSubmission(t.database.db, demo.id, key);
    expect(held.id).not.toBeNull();
    const again = await placing.claimSubmission(t.database.db, demo.id, key, parts);
    expect(again).toEqual({ id: null, cartLines: [] });
    expect(await cartIds()).toEqual(ids);
    const jobOf = async (id: number) =>
      t.database.rows<{ payload: { submission_id: number } }>(
        sql`select payload from jobs where queue = 'order.timeout' and key = ${`submission:${id}`}`,
      );
    expect(await jobOf(held.id!)).toEqual([]);
    const fresh = await placing.claimSubmission(t.database.db, demo.id, `${key}-2`, parts);
    expect(fresh.cartLines.map((l) => Number(l.id))).toEqual(ids);
    expect(await cartIds()).toEqual([]);
    expect((await jobOf(fresh.id!)).map((j) => j.payload)).toEqual([{ submission_id: fresh.id }]);
    await t.database.rows(sql`delete from jobs where key = ${`submission:${fresh.id}`}`);
  });

  it('refuses bad submissions with a clear message and changes nothing', async () => {
    const ids = await fill([[a2.id, Math.ceil(20000 / a2.base_price)]]);
    const key = 'abcdefgh12345678';
    expect((await post('/api/order/submit', { ids, address_id: 999999, idem_key: key })).json()).toMatchObject({ code: 422, msg: '请选择收货地址' });
    expect((await post('/api/order/submit', { ids, address_id: addressId, idem_key: 'short' })).json().msg).toBe('请刷新页面后重新提交');
    expect((await post('/api/order/submit', { ids, address_id: addressId, idem_key: key, invoice_type: 3 })).statusCode).toBe(422);
    const other = await t.login('demo2', 'demo123456');
    expect((await post('/api/order/submit', { ids, address_id: addressId, idem_key: key }, other)).statusCode).toBe(404);
    await t.database.rows(sql`update goods_stocks set number = 0 where goods_id = ${a2.id}`);
    const short = await post('/api/order/submit', { ids, address_id: addressId, idem_key: key });
    expect(short.statusCode).toBe(409);
    expect(short.json().msg).toContain('库存不足');
    expect(await cartIds()).toEqual(ids);
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from order_submissions where idem_key = ${key}`);
    expect(Number(n)).toBe(0);
  });

  it('lets the buyer cancel an unpaid order (stock comes back) and the timeout job cancels the rest', async () => {
    const list = (await t.call({ method: 'GET', url: '/api/order/list?status=0', cookie })).json().data;
    expect(list.total).toBe(2);
    const [second, first] = list.list;
    const before = await stock(a1.id);
    const foreign = await t.login('demo2', 'demo123456');
    expect((await post(`/api/order/${first.id}/cancel`, {}, foreign)).statusCode).toBe(404);
    expect((await post(`/api/order/${first.id}/cancel`, { reason: '不想要了' })).json()).toMatchObject({ code: 10000, msg: '订单已取消' });
    expect(await stock(a1.id)).toBe(before + first.items[0].number);
    expect((await post(`/api/order/${first.id}/cancel`, {})).statusCode).toBe(409);
    // the second order times out
    await t.database.rows(sql`update orders set expires_at = now() - interval '1 minute' where id = ${second.id}`);
    await t.database.rows(sql`update jobs set run_at = now() - interval '1 minute' where key = ${`submission:${second.submission_id}`}`);
    expect(await t.app.services.jobs.runDue()).toBe(1);
    const after = (await t.call({ method: 'GET', url: `/api/order/info/${second.id}`, cookie })).json().data;
    expect(after).toMatchObject({ status: 4, cancel_reason: '超时未支付，系统自动取消' });
    expect(after.events.map((e: { title: string }) => e.title)).toEqual(['订单已提交', '订单已取消']);
    const counts = (await t.call({ method: 'GET', url: '/api/order/counts', cookie })).json().data;
    expect(counts).toMatchObject({ unpaid: 0, cancelled: 2 });
    const search = (await t.call({ method: 'GET', url: `/api/order/list?keyword=${encodeURIComponent(first.order_no)}`, cookie })).json().data;
    expect(search.list.map((o: { id: number }) => o.id)).toEqual([first.id]);
  });

  it('counts flash-sale units already ordered against the member’s limit', async () => {
    const g = plain(3)[0];
    await t.database.rows(sql`update shops set min_order_amount = 0 where id = 3`);
    const [{ id: flashId }] = await t.database.rows<{ id: number }>(sql`
      insert into flash_sales (goods_id, price, stock, per_member_limit, starts_at, ends_at)
      values (${g.id}, ${g.base_price - 100}, 50, 5, now() - interval '1 hour', now() + interval '1 hour') returning id`);
    await post('/api/cart', { params: [{ goods_id: g.id, number: 3, miaosha_goods_id: flashId }] });
    const [line] = await t.database.rows<{ id: number }>(sql`select id from cart_items where type = 1 and activity_id = ${flashId}`);
    const p: Preview = (await post('/api/cart/checkout', { ids: [line.id] })).json().data;
    expect((await post('/api/order/submit', { ids: [line.id], address_id: addressId, idem_key: p.idem_key })).statusCode).toBe(200);
    const again = await post('/api/cart', { params: [{ goods_id: g.id, number: 3, miaosha_goods_id: flashId }] });
    expect(again.json().msg).toContain('超出限购数量（每人限购5件），您已购买3件');
    expect((await post('/api/cart', { params: [{ goods_id: g.id, number: 2, miaosha_goods_id: flashId }] })).statusCode).toBe(200);
  });

  it('checks purchase rights again at checkout: business scope withdrawn, licence expired, contract unsigned', async () => {
    const g = plain(2)[1];
    const n = Math.ceil(30000 / g.base_price);
    const added = await post('/api/cart', { params: [{ goods_id: g.id, number: n }] });
    expect(added.statusCode, added.body).toBe(200);
    const [line] = await t.database.rows<{ id: number }>(
      sql`select id from cart_items where goods_id = ${g.id} and member_id = (select id from members where username = 'demo')`,
    );
    const [{ id: demoId }] = await t.database.rows<{ id: number }>(sql`select id from members where username = 'demo'`);
    // Scope withdrawn after the goods went into the cart.
    await t.database.rows(sql`delete from member_scopes where member_id = ${demoId} and scope_code = ${g.scope_code}`);
    const scopeRes = await post('/api/cart/checkout', { ids: [line.id] });
    expect(scopeRes.statusCode, scopeRes.body).toBe(200);
    const scope: Preview = scopeRes.json().data;
    expect(scope.blocked).toContain('超出贵单位经营范围');
    expect((await post('/api/order/submit', { ids: [line.id], address_id: addressId, idem_key: scope.idem_key })).json()).toMatchObject({
      code: 409,
    });
    await t.database.rows(sql`insert into member_scopes (member_id, scope_code) values (${demoId}, ${g.scope_code})`);
    // A required licence expired.
    await t.database.rows(
      sql`update member_certificates set expires_on = current_date - 1 where member_id = ${demoId} and kind = 'business_licence'`,
    );
    const licence: Preview = (await post('/api/cart/checkout', { ids: [line.id] })).json().data;
    expect(licence.blocked).toMatch(/营业执照.*过期，暂不能下单/);
    expect((await post('/api/order/submit', { ids: [line.id], address_id: addressId, idem_key: licence.idem_key })).json().msg).toBe(licence.blocked);
    await t.database.rows(
      sql`update member_certificates set expires_on = current_date + 365 where member_id = ${demoId} and kind = 'business_licence'`,
    );
    // The e-contract unsigned: 459 sends the buyer to /dzht.
    const [{ contract_version: signed }] = await t.database.rows<{ contract_version: string }>(
      sql`select contract_version from members where id = ${demoId}`,
    );
    await t.database.rows(sql`update members set contract_version = null where id = ${demoId}`);
    const unsigned = await post('/api/order/submit', { ids: [line.id], address_id: addressId, idem_key: licence.idem_key });
    expect(unsigned.statusCode).toBe(459);
    expect(unsigned.json().code).toBe(459);
    const [{ n: orders }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from order_items where goods_id = ${g.id}`);
    expect(Number(orders)).toBe(0);
    await t.database.rows(sql`update members set contract_version = ${signed} where id = ${demoId}`);
    await post('/api/cart/batch_delete', { ids: [line.id] });
  });

  it('uses the chosen coupon with the orders and gives it back when the unpaid order is cancelled', async () => {
    const g = plain(2)[2];
    const [coupon] = await t.database.rows<{ id: number }>(sql`select id from coupons where sjly_id = 2 and threshold = 50000`);
    expect((await post(`/api/v1/cart/lq-coupon?id=${coupon.id}`, {})).statusCode).toBe(200);
    await post('/api/cart', { params: [{ goods_id: g.id, number: Math.ceil(60000 / g.base_price) }] });
    const [line] = await t.database.rows<{ id: number }>(
      sql`select id from cart_items where goods_id = ${g.id} and member_id = (select id from members where username = 'demo')`,
    );
    const p: Preview = (await post('/api/cart/checkout', { ids: [line.id] })).json().data;
    expect(p.coupon_amount).toBe(1500);
    const placed = (await post('/api/order/submit', { ids: [line.id], address_id: addressId, idem_key: p.idem_key })).json().data;
    expect(placed.pay_total).toBe(p.pay_amount);
    const state = async () =>
      Number((await t.database.rows<{ status: number }>(sql`select m.status from member_coupons m where m.coupon_id = ${coupon.id}`))[0].status);
    expect(await state()).toBe(1);
    expect((await post(`/api/order/${placed.orders[0].id}/cancel`, {})).statusCode).toBe(200);
    expect(await state()).toBe(0);
  });

  it('places a lone plain order in one statement; short stock, a changed cart or a held key leave nothing written', async () => {
    const cartBefore = await fill([[a2.id, a2.min_order]]);
    const [row] = await t.database.rows<{ id: number; ck_id: number; number: number }>(
      sql`select id, ck_id, number from cart_items where member_id = ${demo.id} and goods_id = ${a2.id}`,
    );
    const [ids, ck, qty] = [[Number(row.id)], Number(row.ck_id), Number(row.number)];
    // An earlier case emptied this goods' warehouses.
    await t.database.rows(sql`update goods_stocks set number = 100 where goods_id = ${a2.id} and ck_id = ${ck}`);
    const before = await stock(a2.id);
    const placing = new PlacingRepository(t.database);
    const cart = new CartRepository(t.database);
    const stocks = new StockRepository();
    const jobs = new JobsRepository(t.database);
    const order = {
      memberId: demo.id,
      shopId: 1,
      day: '20261128',
      goodsAmount: qty * a2.base_price,
      manjianAmount: 0,
      couponAmount: 0,
      shippingFee: 0,
      payAmount: qty * a2.base_price,
      address: { consignee: '张三', phone: '13800000000', province: '广东省', city: '广州市', district: '天河区', address: '1号' },
      invoice: { type: 1 as const, title: demo.company, tax_no: '' },
      remark: '',
      expiresAt: new Date(Date.now() + 3_600_000),
    };
    const item = { goodsId: a2.id, ckId: ck, type: 0, activityId: 0, flashSaleId: null, number: qty, price: a2.base_price };
    const items = [{ ...item, amount: qty * a2.base_price, manjian: 0, coupon: 0, gift: '' }];
    const place = (key: string, lines: Array<{ id: number; number: number }>, units: number) => {
      const pairs = [{ goodsId: a2.id, ckId: ck, n: units }];
      return placing.placeAtOnce(order, key, items, {
        timeout: jobs.insertPerKeyPart('order.timeout', 'submission:', 'submission_id', order.expiresAt),
        cartLines: cart.takeLinesPart(demo.id, ids, lines),
        stock: stocks.takeEachPart(pairs),
      });
    };
    const written = async (key: string) =>
      (
        await t.database.rows<{ subs: number; orders: number; jobs: number }>(sql`
          select (select count(*)::int from order_submissions where idem_key = ${key}) as subs,
            (select count(*)::int from orders o join order_submissions s on s.id = o.submission_id where s.idem_key = ${key}) as orders,
            (select count(*)::int from jobs j join order_submissions s on j.key = 'submission:' || s.id where s.idem_key = ${key}) as jobs`)
      )[0];
    const unchanged = async (key: string) => {
      expect(await written(key)).toEqual({ subs: 0, orders: 0, jobs: 0 });
      expect(await cartIds()).toEqual(cartBefore);
      expect(await stock(a2.id)).toBe(before);
    };
    const key = `once-${Date.now()}`;
    // More units than the warehouse holds: the stock part does not hold.
    expect(await place(key, [{ id: ids[0], number: qty }], before + 1)).toBeNull();
    await unchanged(key);
    // The cart line no longer has the priced number: the cart part does not hold.
    expect(await place(key, [{ id: ids[0], number: qty + 1 }], qty)).toBeNull();
    await unchanged(key);
    // A key already held by an earlier submission.
    const held = await placing.claimSubmission(t.database.db, demo.id, `${key}-held`);
    expect(await place(`${key}-held`, [{ id: ids[0], number: qty }], qty)).toBeNull();
    expect(await cartIds()).toEqual(cartBefore);
    expect(await stock(a2.id)).toBe(before);
    // All holds: one statement wrote the submission, its job, the order with its GSP line and movement, took the
    // cart line and the units.
    const placed = await place(key, [{ id: ids[0], number: qty }], qty);
    expect(placed).toMatchObject({ order_no: expect.stringMatching(/^YC20261128\d{8}$/) });
    expect(await written(key)).toEqual({ subs: 1, orders: 1, jobs: 1 });
    expect(await cartIds()).toEqual(cartBefore.filter((id) => id !== ids[0]));
    expect(await stock(a2.id)).toBe(before - qty);
    const [line] = await t.database.rows<{ approval_no: string; number: number; change: number }>(sql`
      select i.approval_no, i.number, m.change from order_items i join stock_movements m on m.order_id = i.order_id
      where i.order_id = ${placed!.id}`);
    expect(line).toEqual({ approval_no: a2.approval_no, number: qty, change: -qty });
    await t.database.rows(sql`delete from jobs where key in (${`submission:${placed!.submissionId}`}, ${`submission:${held.id}`})`);
  });
});
