import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatFen } from '@yaocai/contract';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { pdfText } from '../../../test/pdf-text.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';

describe.each(MODULE_KINDS)('console order queue /admin/api/orders on %s', (kind) => {
  let t: TestApp, cookie: string, other: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true });
  let mine: number, theirs: number;

  beforeAll(async () => {
    const [g] = plainGoods(1);
    const qty = Math.ceil(30000 / g.base_price);
    mine = (await placeOrder(t, cookie, await addAddress(t, cookie), [[g.id, qty]])).orders[0].id;
    theirs = (await placeOrder(t, other, await addAddress(t, other), [[g.id, qty + 1]])).orders[0].id;
  });
  const get = async (url: string) => {
    const res = await t.call({ method: 'GET', url, cookie: operator });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const company = async (username: string) =>
    (await t.database.rows<{ company: string }>(sql`select company from members where username = ${username}`))[0].company;

  it('shows the buyer of every order and finds orders by buyer, username and order number', async () => {
    const all = await get('/admin/api/orders?page_size=50');
    const row = all.list.find((o: { id: number }) => o.id === mine);
    expect(row.buyer).toMatchObject({ username: 'demo', company: await company('demo') });
    const byCompany = await get(`/admin/api/orders?keyword=${encodeURIComponent(await company('demo2'))}`);
    expect(byCompany.list.map((o: { id: number }) => o.id)).toContain(theirs);
    expect(byCompany.list.every((o: { buyer: { username: string } }) => o.buyer.username === 'demo2')).toBe(true);
    expect((await get('/admin/api/orders?keyword=demo')).list.every((o: { buyer: { username: string } }) => o.buyer.username === 'demo')).toBe(true);
    const no = row.order_no as string;
    expect((await get(`/admin/api/orders?keyword=${no}`)).list.map((o: { id: number }) => o.id)).toEqual([mine]);
    expect((await get('/admin/api/orders?keyword=%25')).total).toBe(0);
    const detail = await get(`/admin/api/orders/${theirs}`);
    expect(detail.buyer.username).toBe('demo2');
  });

  it('prints a 随货同行单 per shipment with seller licences, buyer, 批准文号, 批号, 效期, quantities and amounts', async () => {
    // Pay demo's order from the wallet, ship part of its line, then the rest: two parcels, two notes.
    await rechargeWallet(t, cookie, '2000');
    expect((await t.call({ method: 'POST', url: '/api/pay/order', cookie, ...form({ ids: [mine], method: 'wallet' }) })).statusCode).toBe(200);
    const order = await get(`/admin/api/orders/${mine}`);
    const line = order.items[0];
    const first = Math.floor(line.number / 2);
    for (const [n, tracking] of [
      [first, 'SF2026000001'],
      [line.number - first, 'SF2026000002'],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: `/admin/api/orders/${mine}/ship`,
        cookie: operator,
        ...form({ carrier: '顺丰速运', tracking_no: tracking, items: [{ order_item_id: line.id, number: n }] }),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const shipped = await get(`/admin/api/orders/${mine}`);
    expect(shipped.shipments).toHaveLength(2);
    const [{ name: shop, licence_no, gsp_cert_no }] = await t.database.rows<{ name: string; licence_no: string; gsp_cert_no: string }>(
      sql`select s.name, s.licence_no, s.gsp_cert_no from shops s join orders o on o.shop_id = s.id where o.id = ${mine}`,
    );
    const res = await t.call({ method: 'GET', url: `/admin/api/shipments/${shipped.shipments[0].id}/delivery_note`, cookie: operator });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(res.rawPayload))).replace(/\s+/g, '');
    for (const part of [
      '随货同行单',
      shop,
      licence_no,
      gsp_cert_no,
      await company('demo'),
      order.order_no,
      line.approval_no,
      line.batch_no,
      line.expiry_date,
      'SF2026000001',
      `¥${formatFen(line.price * first)}`,
      '出库日期',
      '供货单位出库专用章',
    ]) {
      expect(text, part).toContain(part.replace(/\s+/g, ''));
    }
    expect(text).not.toContain('SF2026000002');
    // Members never print it; an unknown shipment is a 404.
    expect((await t.call({ method: 'GET', url: `/admin/api/shipments/${shipped.shipments[0].id}/delivery_note`, cookie })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/admin/api/shipments/999999/delivery_note', cookie: operator })).statusCode).toBe(404);
  });

  it('counts every order by state and the after-sales requests waiting, as the tables do', async () => {
    const counts = await get('/admin/api/orders/counts');
    const states = await t.database.rows<{ status: number; count: number }>(
      sql`select status, count(*)::int as count from orders group by status order by status`,
    );
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from after_sales where status = 0`);
    expect(counts.by_status).toEqual(states);
    expect(counts.all).toBe(states.reduce((s, x) => s + x.count, 0));
    expect(counts.after_sales_pending).toBe(n);
    const unpaid = await get('/admin/api/orders?status=0&page_size=100');
    expect(unpaid.total).toBe(states.find((s) => s.status === 0)?.count);
  });
});
