import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';

describe.each(MODULE_KINDS)('console GSP sales records /admin/api/gsp/sales on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });
  let paid: number, unpaid: number;
  const [g, h] = plainGoods(2);

  beforeAll(async () => {
    const address = await addAddress(t, cookie);
    // Over ¥300 after the shop's 满300减10: shop 2 takes orders of ¥300 and more.
    paid = (await placeOrder(t, cookie, address, [[g.id, Math.ceil(31000 / g.base_price)]])).orders[0].id;
    unpaid = (await placeOrder(t, cookie, address, [[h.id, Math.ceil(31000 / h.base_price)]])).orders[0].id;
    await rechargeWallet(t, cookie, '2000');
    expect((await t.call({ method: 'POST', url: '/api/pay/order', cookie, ...form({ ids: [paid], method: 'wallet' }) })).statusCode).toBe(200);
  });
  const get = (url: string, who = operator) => t.call({ method: 'GET', url, cookie: who });

  it('lists every line of paid orders with buyer, goods, batch, expiry, quantity and price, and finds them by each filter', async () => {
    const res = await get('/admin/api/gsp/sales');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    const [item] = await t.database.rows<{
      id: number;
      batch_no: string;
      approval_no: string;
      number: number;
      price: number;
      no: string;
      company: string;
    }>(
      sql`select i.id, i.batch_no, i.approval_no, i.number, i.price, o.order_no as no, m.company from order_items i
        join orders o on o.id = i.order_id join members m on m.id = o.member_id where o.id = ${paid}`,
    );
    const row = page.list.find((r: { id: number }) => r.id === item.id);
    expect(row).toMatchObject({
      order_no: item.no,
      buyer: item.company,
      batch_no: item.batch_no,
      approval_no: item.approval_no,
      number: item.number,
    });
    expect(row.amount).toBe(item.number * item.price);
    // An unpaid order is not a sale.
    const unpaidNo = (await t.database.rows<{ no: string }>(sql`select order_no as no from orders where id = ${unpaid}`))[0].no;
    expect(page.list.some((r: { order_no: string }) => r.order_no === unpaidNo)).toBe(false);
    expect(page.total).toBe(
      (
        await t.database.rows<{ n: number }>(sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id
        where o.paid_at >= now() - interval '31 days'`)
      )[0].n,
    );
    const find = async (q: string) => (await get(`/admin/api/gsp/sales?${q}`)).json().data.list.map((r: { id: number }) => r.id);
    expect(await find(`batch_no=${encodeURIComponent(item.batch_no)}`)).toContain(item.id);
    expect(await find(`goods=${encodeURIComponent(item.approval_no)}`)).toContain(item.id);
    expect(await find(`goods=${encodeURIComponent(g.generic_name)}`)).toContain(item.id);
    expect(await find(`buyer=${encodeURIComponent(item.company.slice(0, 3))}`)).toContain(item.id);
    expect(await find('buyer=demo')).toContain(item.id);
    expect(await find('batch_no=NO-SUCH-BATCH')).toEqual([]);
    expect(await find('from=2020-01-01&to=2020-01-31')).toEqual([]);
  });

  it('exports the register to Excel with every required column', async () => {
    const res = await get('/admin/api/gsp/sales/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename*=UTF-8');
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header).toEqual([
      '销售日期',
      '订单号',
      '购货单位',
      '销售单位',
      '通用名',
      '商品名称',
      '规格',
      '剂型',
      '生产厂家',
      '批准文号',
      '批号',
      '有效期至',
      '数量',
      '单位',
      '单价（元）',
      '金额（元）',
    ]);
    const no = (await t.database.rows<{ no: string }>(sql`select order_no as no from orders where id = ${paid}`))[0].no;
    expect(rows.some((r) => r[1] === no)).toBe(true);
  });

  it('refuses a reversed or too long range, and callers who are not operators; nothing writes a record', async () => {
    const reversed = await get('/admin/api/gsp/sales?from=2026-11-20&to=2026-11-01');
    expect([reversed.statusCode, reversed.json().msg]).toEqual([422, '开始日期不能晚于结束日期']);
    const long = await get('/admin/api/gsp/sales/export?from=2024-01-01&to=2026-01-01');
    expect([long.statusCode, long.json().msg]).toEqual([422, '查询范围最多366天']);
    expect((await get('/admin/api/gsp/sales?from=2026-02-30')).statusCode).toBe(422);
    expect((await get('/admin/api/gsp/sales', cookie)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin/api/gsp/sales' })).statusCode).toBe(401);
    const writes = t.app.routeTable.filter((r) => String(r.url).startsWith('/admin/api/gsp') && r.method !== 'GET' && r.method !== 'HEAD');
    expect(writes).toEqual([]);
  });
});
