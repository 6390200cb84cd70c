import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addChinaDays, chinaToday } from '@yaocai/contract';
import { DB_KINDS, form, type TestApp } from '../../../../test/test-app.js';
import { useApiSuite } from '../../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../../checkout/checkout-test-kit.js';

/** Goods of 华康 (shop 1) the demo buyer may buy one by one; 国瑞 (another shop) is a merchant that may not see them. */
const [g, , g3] = plainGoods(1, { stock: 100 });
/** A dearer goods for 近效期特价: five units pass the shop's ¥200 minimum at a price just below its own. */
const gx = plainGoods(1, { min: 5000, stock: 20 }).find((x) => x.id !== g.id && x.id !== g3.id)!;
const qty = (x: typeof g) => Math.max(12, Math.ceil(30000 / x.base_price));

type Batch = { batch_no: string; expiry_date: string; number: number; locked: string | null; state: string; ck_id: number };

/**
 * Batches and first-expiry-first-out (issue 47): a paid order takes its units from the earliest batch of its
 * warehouse, a line over two batches becomes two lines with their amounts, units given back return to their batch,
 * and the expiry job locks a batch the day after its 有效期至 — the goods stays on sale while a later batch has units.
 */
describe.each(DB_KINDS)('batches and FEFO on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string, address: number, ck: number;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });
  const today = chinaToday();
  const soon = addChinaDays(today, 400);
  const later = addChinaDays(today, 800);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, c: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: c, ...(body ? form(body) : {}) });
  const batchesOf = async (id: number) => (await call('GET', `/admin/api/goods/${id}/batches`, operator)).json().data;
  const setBatches = (id: number, ckId: number, batches: Array<Omit<Batch, 'locked' | 'state' | 'ck_id'>>, c = operator) =>
    call('PUT', `/admin/api/goods/${id}/batches`, c, { ck_id: ckId, batches });
  const stock = async (id: number, ckId: number) =>
    Number((await t.database.rows<{ n: number }>(sql`select number as n from goods_stocks where goods_id = ${id} and ck_id = ${ckId}`))[0].n);
  const lines = (orderId: number) =>
    t.database.rows<{ batch_no: string; expiry_date: string; number: number; amount: number; coupon_amount: number; batch_id: number | null }>(
      sql`select batch_no, expiry_date::text as expiry_date, number, amount, coupon_amount, batch_id from order_items
        where order_id = ${orderId} and goods_id = ${g.id} order by expiry_date, id`,
    );

  beforeAll(async () => {
    address = await addAddress(t, cookie);
    await rechargeWallet(t, cookie, '5000');
    [{ ck }] = await t.database.rows<{ ck: number }>(
      sql`select ck_id as ck from goods_stocks where goods_id = ${g.id} order by number desc, ck_id limit 1`,
    );
  });

  it('lists batches per warehouse, and a new list moves the sellable stock by its change and the goods to the head batch', async () => {
    const before = await stock(g.id, ck);
    const seeded = (await batchesOf(g.id)).batches.filter((b: Batch) => b.ck_id === ck && b.number > 0);
    const total = seeded.reduce((a: number, b: Batch) => a + b.number, 0);
    expect(total).toBe(before); // the seed's batches hold the warehouse's stock (no unpaid order holds any)

    // The goods' other warehouses keep one small, later batch: this warehouse is the fullest, its batches the head.
    for (const w of (await batchesOf(g.id)).warehouses.filter((w: { ck_id: number }) => w.ck_id !== ck))
      expect((await setBatches(g.id, w.ck_id, [{ batch_no: `OTHER-${w.ck_id}`, expiry_date: addChinaDays(later, 100), number: 1 }])).statusCode).toBe(
        200,
      );
    const saved = await setBatches(g.id, ck, [
      { batch_no: 'FEFO-LATE', expiry_date: later, number: 100 },
      { batch_no: 'FEFO-EARLY', expiry_date: soon, number: 5 },
    ]);
    expect(saved.json()).toMatchObject({ code: 10000, msg: '批次已保存', data: { batch_no: 'FEFO-EARLY', expiry_date: soon } });
    expect(await stock(g.id, ck)).toBe(105);
    const listed = saved.json().data.batches.filter((b: Batch) => b.ck_id === ck);
    expect(listed.filter((b: Batch) => b.number > 0).map((b: Batch) => [b.batch_no, b.number, b.state])).toEqual([
      ['FEFO-EARLY', 5, '可售'],
      ['FEFO-LATE', 100, '可售'],
    ]);
    // Batches left out keep their row with no units (orders may name them).
    expect(listed.filter((b: Batch) => b.number === 0).every((b: Batch) => b.state === '已售完')).toBe(true);
    const detail = (await call('GET', `/api/goods/detail/${g.id}`, cookie)).json().data;
    expect(JSON.stringify(detail)).toContain('FEFO-EARLY');
  });

  it('refuses a bad list and changes nothing', async () => {
    const was = await stock(g.id, ck);
    const dup = await setBatches(g.id, ck, [
      { batch_no: 'D1', expiry_date: later, number: 1 },
      { batch_no: 'D1', expiry_date: later, number: 2 },
    ]);
    expect(dup.json()).toMatchObject({ code: 422, msg: '批号D1重复' });
    const past = await setBatches(g.id, ck, [{ batch_no: 'OLD', expiry_date: addChinaDays(today, -1), number: 1 }]);
    expect(past.json()).toMatchObject({ code: 422, msg: '批号OLD已过有效期，不能入库销售' });
    const [other] = await t.database.rows<{ id: number }>(sql`select id from warehouses where shop_id <> ${g.shop_id} order by id limit 1`);
    expect((await setBatches(g.id, other.id, [{ batch_no: 'X', expiry_date: later, number: 1 }])).json()).toMatchObject({
      code: 422,
      msg: '仓库不属于该店铺',
    });
    const guorui = await t.operatorLogin('guorui', 'guorui123456');
    expect((await call('GET', `/admin/api/merchant/goods/${g.id}/batches`, guorui)).statusCode).toBe(404);
    expect((await call('PUT', `/admin/api/merchant/goods/${g.id}/batches`, guorui, { ck_id: ck, batches: [] })).statusCode).toBe(404);
    expect(await stock(g.id, ck)).toBe(was);
  });

  it('pays from the earliest batch first, a line over two batches becoming two lines, and a refund gives the units back', async () => {
    const n = qty(g);
    expect(n).toBeGreaterThan(5);
    const placed = await placeOrder(t, cookie, address, [[g.id, n]]);
    const orderId = placed.orders[0].id;
    // Placing holds sellable stock only; the batches give units when the order is paid.
    expect(await stock(g.id, ck)).toBe(105 - n);
    expect((await lines(orderId)).map((l) => [l.batch_no, l.number, l.batch_id])).toEqual([['FEFO-EARLY', n, null]]);
    const [{ amount: lineAmount }] = await lines(orderId);

    const paid = await call('POST', '/api/pay/order', cookie, { ids: [orderId], method: 'wallet' });
    expect(paid.json().code).toBe(10000);
    const split = await lines(orderId);
    expect(split.map((l) => [l.batch_no, l.expiry_date, l.number])).toEqual([
      ['FEFO-EARLY', soon, 5],
      ['FEFO-LATE', later, n - 5],
    ]);
    expect(split.every((l) => l.batch_id !== null)).toBe(true);
    expect(split.reduce((a, l) => a + l.amount, 0)).toBe(lineAmount);
    const held = async () =>
      Object.fromEntries(
        (await batchesOf(g.id)).batches
          .filter((b: Batch) => b.ck_id === ck && b.batch_no.startsWith('FEFO'))
          .map((b: Batch) => [b.batch_no, b.number]),
      );
    expect(await held()).toEqual({ 'FEFO-EARLY': 0, 'FEFO-LATE': 100 - (n - 5) });
    // The early batch ran out: buyers are now shown the later one.
    expect((await batchesOf(g.id)).batch_no).toBe('FEFO-LATE');
    // The order's page and the shop's show each batch's line.
    const info = (await call('GET', `/api/order/info/${orderId}`, cookie)).json().data;
    expect(JSON.stringify(info)).toContain('FEFO-EARLY');
    expect(JSON.stringify(info)).toContain('FEFO-LATE');

    const pay = (await t.database.rows<{ pay_amount: number }>(sql`select pay_amount from orders where id = ${orderId}`))[0].pay_amount;
    const refunded = await call('POST', `/admin/api/orders/${orderId}/refund`, operator, { amount: String(pay / 100), reason: '缺货退款' });
    expect(refunded.json().code).toBe(10000);
    expect((await t.database.rows<{ status: number }>(sql`select status from orders where id = ${orderId}`))[0].status).toBe(4);
    expect(await held()).toEqual({ 'FEFO-EARLY': 5, 'FEFO-LATE': 100 });
    expect(await stock(g.id, ck)).toBe(105);
    expect((await batchesOf(g.id)).batch_no).toBe('FEFO-EARLY');
  });

  it('locks a batch the day after it expires: its units leave the stock, the goods shows its next batch and stays on sale', async () => {
    await t.database.rows(
      sql`update goods_batches set expiry_date = ${addChinaDays(today, -1)}::date where goods_id = ${g.id} and batch_no = 'FEFO-EARLY'`,
    );
    // Another goods whose only batches all expired goes off sale, as before batches.
    const [{ ck: ck3 }] = await t.database.rows<{ ck: number }>(
      sql`select ck_id as ck from goods_stocks where goods_id = ${g3.id} order by number desc limit 1`,
    );
    await t.database.rows(sql`update goods_batches set expiry_date = ${addChinaDays(today, -2)}::date where goods_id = ${g3.id}`);
    await t.database.rows(sql`update goods set expiry_date = ${addChinaDays(today, -2)}::date where id = ${g3.id}`);
    const before3 = await stock(g3.id, ck3);
    expect(before3).toBeGreaterThan(0);

    await t.app.services.expiryLock.run(new Date());
    const view = await batchesOf(g.id);
    expect(view.batch_no).toBe('FEFO-LATE');
    const early = view.batches.find((b: Batch) => b.batch_no === 'FEFO-EARLY');
    expect([early.locked, early.state, early.number]).toEqual(['expired', '已过期锁定', 5]);
    expect(await stock(g.id, ck)).toBe(100);
    const status = async (id: number) => (await t.database.rows<{ status: string }>(sql`select status from goods where id = ${id}`))[0].status;
    expect(await status(g.id)).toBe('on_sale');
    expect(await status(g3.id)).toBe('off_sale');
    expect(await stock(g3.id, ck3)).toBe(0);
    const [audit] = await t.database.rows<{ detail: { batches: Array<{ goods_id: number; batch_no: string }> } }>(
      sql`select detail from operator_audit where action = 'goods.batches_expired' order by id desc limit 1`,
    );
    expect(audit.detail.batches.some((b) => b.goods_id === g.id && b.batch_no === 'FEFO-EARLY')).toBe(true);

    // A locked batch is never listed again, and the next paid order skips it.
    expect((await setBatches(g.id, ck, [{ batch_no: 'FEFO-EARLY', expiry_date: later, number: 9 }])).json()).toMatchObject({
      code: 422,
      msg: '批号FEFO-EARLY已过期锁定，不能再次入库',
    });
    const placed = await placeOrder(t, cookie, address, [[g.id, qty(g)]]);
    await call('POST', '/api/pay/order', cookie, { ids: [placed.orders[0].id], method: 'wallet' });
    expect((await lines(placed.orders[0].id)).map((l) => [l.batch_no, l.number])).toEqual([['FEFO-LATE', qty(g)]]);
  });

  it('keeps the batches with the editor’s stock: more units join its batch, a new batch number restates the warehouse', async () => {
    const options = (await call('GET', '/admin/api/goods/options', operator)).json().data;
    const ck1 = options.shops.find((x: { id: number }) => x.id === 1).warehouses[0].id as number;
    const [{ category_id, scope_code }] = await t.database.rows<{ category_id: number; scope_code: string }>(
      sql`select category_id, scope_code from goods where id = ${g.id}`,
    );
    const body = (batch_no: string, expiry_date: string, number: number) => ({
      shop_id: 1,
      category_id,
      generic_name: '头孢克肟胶囊',
      name: '头孢克肟胶囊（批次测试装）',
      spec: '0.1g*12粒',
      dosage_form: '胶囊剂',
      unit: '盒',
      manufacturer: '药采测试制药有限公司',
      approval_no: '国药准字H20990002',
      classification: 'rx',
      scope_code,
      batch_no,
      production_date: '2026-11-01',
      expiry_date,
      base_price: '12.50',
      retail_price: '18.00',
      stocks: [{ ck_id: ck1, number }],
      status: 'on_sale',
    });
    const created = await call('POST', '/admin/api/goods', operator, body('EDIT-1', later, 40));
    expect(created.json().code, created.body).toBe(10000);
    const id = created.json().data.id as number;
    const units = async () => {
      const v = await batchesOf(id);
      return { head: v.batch_no, live: v.batches.filter((b: Batch) => !b.locked && b.number > 0).map((b: Batch) => [b.batch_no, b.number]) };
    };
    expect(await units()).toEqual({ head: 'EDIT-1', live: [['EDIT-1', 40]] });
    expect((await call('PUT', `/admin/api/goods/${id}`, operator, body('EDIT-1', later, 47))).json().code).toBe(10000);
    expect(await units()).toEqual({ head: 'EDIT-1', live: [['EDIT-1', 47]] });
    expect((await call('PUT', `/admin/api/goods/${id}`, operator, body('EDIT-1', later, 30))).json().code).toBe(10000);
    expect(await units()).toEqual({ head: 'EDIT-1', live: [['EDIT-1', 30]] });
    expect((await call('PUT', `/admin/api/goods/${id}`, operator, body('EDIT-2', addChinaDays(later, 30), 30))).json().code).toBe(10000);
    expect(await units()).toEqual({ head: 'EDIT-2', live: [['EDIT-2', 30]] });
    expect(await stock(id, ck1)).toBe(30);
  });

  it('prices a near-expiry batch down (近效期特价): its buyers get that batch, other orders leave the units it holds', async () => {
    const [{ ck: ckx }] = await t.database.rows<{ ck: number }>(
      sql`select ck_id as ck from goods_stocks where goods_id = ${gx.id} order by number desc, ck_id limit 1`,
    );
    const near = addChinaDays(today, 100);
    for (const w of (await batchesOf(gx.id)).warehouses.filter((w: { ck_id: number }) => w.ck_id !== ckx))
      expect(
        (await setBatches(gx.id, w.ck_id, [{ batch_no: `OTHER-${w.ck_id}`, expiry_date: addChinaDays(later, 100), number: 1 }])).statusCode,
      ).toBe(200);
    const view = (
      await setBatches(gx.id, ckx, [
        { batch_no: 'NEAR-1', expiry_date: near, number: 10 },
        { batch_no: 'FAR-1', expiry_date: later, number: 100 },
      ])
    ).json().data;
    const batchId = (no: string) => view.batches.find((b: Batch & { id: number }) => b.batch_no === no).id as number;
    expect(view.batches.find((b: Batch) => b.batch_no === 'NEAR-1').state).toBe('近效期');
    const start = (id: number, body: Record<string, unknown>, c = operator) =>
      call('POST', `/admin/api/goods/${gx.id}/batches/${id}/clearance`, c, body);
    const price = (fen: number) => String(fen / 100);
    expect((await start(batchId('FAR-1'), { price: price(gx.base_price - 100), number: 5 })).json()).toMatchObject({
      code: 422,
      msg: '只有近效期（有效期不足6个月）的批次可以设置近效期特价',
    });
    expect((await start(batchId('NEAR-1'), { price: price(gx.base_price), number: 5 })).json()).toMatchObject({
      code: 422,
      msg: '近效期特价须低于供货价',
    });
    expect((await start(batchId('NEAR-1'), { price: price(gx.base_price - 100), number: 11 })).json()).toMatchObject({
      code: 422,
      msg: '特价数量不能超过该批次未售数量10',
    });
    const guorui = await t.operatorLogin('guorui', 'guorui123456');
    expect(
      (await call('POST', `/admin/api/merchant/goods/${gx.id}/batches/${batchId('NEAR-1')}/clearance`, guorui, { price: '1', number: 1 })).statusCode,
    ).toBe(404);

    const clearancePrice = gx.base_price - 100;
    const started = await start(batchId('NEAR-1'), { price: price(clearancePrice), number: 6 });
    expect(started.json()).toMatchObject({ code: 10000, msg: '近效期特价已开始' });
    const sale = started.json().data.batches.find((b: Batch) => b.batch_no === 'NEAR-1').clearance;
    expect(sale).toMatchObject({ price: clearancePrice, stock: 6, sold: 0 });
    expect(sale.ends_at).toBe(`${addChinaDays(near, 1)} 00:00`);
    expect((await start(batchId('NEAR-1'), { price: price(clearancePrice), number: 1 })).json()).toMatchObject({
      code: 409,
      msg: '该商品已有进行中或待开始的秒杀、近效期特价',
    });
    // The detail page names it with its batch; the 秒杀 zone does not list it.
    const acts = (await call('GET', `/api/goods/activities?id=${gx.id}`, cookie)).json().data.list;
    expect(acts.find((a: { type: string }) => a.type === 'miaosha')).toMatchObject({
      name: '近效期特价',
      batch_no: 'NEAR-1',
      expiry_date: near,
      price: clearancePrice,
      miaosha_goods_id: sale.id,
    });
    const spike = (await call('GET', '/api/index/spike', cookie)).json().data;
    expect(JSON.stringify(spike)).not.toContain(`"miaosha_goods_id":${sale.id},`);

    // An order at the list price, paid first: the earliest batch gives only what the sale does not hold.
    const plain = await placeOrder(t, cookie, address, [[gx.id, 8]]);
    await call('POST', '/api/pay/order', cookie, { ids: [plain.orders[0].id], method: 'wallet' });
    const batchLines = (orderId: number) =>
      t.database.rows<{ batch_no: string; number: number; price: number }>(
        sql`select batch_no, number, price from order_items where order_id = ${orderId} order by expiry_date, id`,
      );
    expect((await batchLines(plain.orders[0].id)).map((l) => [l.batch_no, l.number])).toEqual([
      ['NEAR-1', 4],
      ['FAR-1', 4],
    ]);
    // The 特价 line, bought at its price, gets the near-expiry batch.
    await call('POST', '/api/cart', cookie, { params: [{ goods_id: gx.id, number: 5, miaosha_goods_id: sale.id }] });
    const groups = (await call('GET', '/api/cart/list', cookie)).json().data.data as Array<{ lines: Array<{ id: number; goods: { id: number } }> }>;
    const ids = groups
      .flatMap((x) => x.lines)
      .filter((l) => l.goods.id === gx.id)
      .map((l) => l.id);
    const preview = (await call('POST', '/api/cart/checkout', cookie, { ids, coupon_ids: '' })).json().data;
    const submitted = (
      await call('POST', '/api/order/submit', cookie, { ids, coupon_ids: '', address_id: address, idem_key: preview.idem_key })
    ).json();
    expect(submitted.code, JSON.stringify(submitted)).toBe(10000);
    const orderId = submitted.data.orders[0].id as number;
    expect((await call('POST', '/api/pay/order', cookie, { ids: [orderId], method: 'wallet' })).json().code).toBe(10000);
    expect((await batchLines(orderId)).map((l) => [l.batch_no, l.number, l.price])).toEqual([['NEAR-1', 5, clearancePrice]]);
  });
});
