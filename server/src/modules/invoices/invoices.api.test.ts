import { beforeAll, describe, expect, it } from 'vitest';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';
import { pdfText } from '../../../test/pdf-text.js';

const [g] = plainGoods(1);

describe.each(MODULE_KINDS)('e-invoices on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let orderId: number;
  useApiSuite(kind, (s) => ({ t, cookie } = s));
  beforeAll(async () => {
    const addressId = await addAddress(t, cookie);
    const operator = await t.operatorLogin();
    await rechargeWallet(t, cookie, '1000');
    const placed = await placeOrder(t, cookie, addressId, [[g.id, Math.ceil(20000 / g.base_price)]]);
    orderId = placed.orders[0].id;
    await t.call({ method: 'POST', url: '/api/pay/order', cookie, ...form({ ids: [orderId], method: 'wallet' }) });
    await t.call({
      method: 'POST',
      url: `/admin/api/orders/${orderId}/ship`,
      cookie: operator,
      ...form({ carrier: '顺丰速运', tracking_no: 'SF1234567890' }),
    });
  });

  it('issues the e-invoice when the buyer confirms receipt: lines and 13% tax add up to what was paid', async () => {
    expect((await t.call({ method: 'GET', url: '/api/invoice/list', cookie })).json().data.total).toBe(0);
    await t.call({ method: 'POST', url: `/api/order/${orderId}/receive`, cookie });
    const list = (await t.call({ method: 'GET', url: '/api/invoice/list', cookie })).json().data;
    expect(list.total).toBe(1);
    const inv = list.list[0];
    const order = (await t.call({ method: 'GET', url: `/api/order/info/${orderId}`, cookie })).json().data;
    expect(inv).toMatchObject({ order_id: orderId, amount: order.paid_amount, status_text: '已开具', type: 1, title: order.invoice.title });
    expect(inv.invoice_no).toMatch(/^\d{20}$/);
    expect(inv.tax_amount).toBe(Math.round((order.paid_amount * 13) / 113));
    const lines = inv.lines as Array<{ amount: number; tax: number; batch_no: string; expiry_date: string }>;
    expect(lines.reduce((a, l) => a + l.amount + l.tax, 0)).toBe(order.paid_amount);
    // Each drug line carries the batch and 有效期至 its units were given from.
    const items = order.items as Array<{ batch_no: string; expiry_date: string }>;
    expect(lines.filter((l) => l.batch_no).map((l) => [l.batch_no, l.expiry_date])).toEqual(items.map((i) => [i.batch_no, i.expiry_date]));
    // One order's invoices (the phone's order detail asks so); another member's order or an unknown one: none.
    const ofOrder = (await t.call({ method: 'GET', url: `/api/invoice/list?order_id=${orderId}`, cookie })).json().data;
    expect([ofOrder.total, ofOrder.list[0].id]).toEqual([1, inv.id]);
    expect((await t.call({ method: 'GET', url: '/api/invoice/list?order_id=99999999', cookie })).json().data.total).toBe(0);
    const other = await t.login('demo2', 'demo123456');
    expect((await t.call({ method: 'GET', url: `/api/invoice/list?order_id=${orderId}`, cookie: other })).json().data.total).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/invoice/list?order_id=abc', cookie })).statusCode).toBe(422);
  });

  it('downloads a Chinese PDF naming buyer, seller, tax numbers, the order and the totals; only for its owner', async () => {
    const inv = (await t.call({ method: 'GET', url: '/api/invoice/list', cookie })).json().data.list[0];
    const res = await t.call({ method: 'GET', url: inv.pdf_url, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.7');
    const text = (await pdfText(new Uint8Array(res.rawPayload))).replace(/\s+/g, '');
    for (const s of [
      '电子发票（普通发票）',
      `发票号码：${inv.invoice_no}`,
      `名称：${inv.title}`,
      `名称：${inv.seller_name}`,
      inv.seller_tax_no,
      `订单号：${inv.order_no}`,
      '价税合计（大写）',
      `¥${(inv.amount / 100).toFixed(2)}`,
      '13%',
      `批号${inv.lines[0].batch_no}至${inv.lines[0].expiry_date}`,
    ]) {
      expect(text, s).toContain(s.replace(/\s+/g, ''));
    }
    const other = await t.login('demo2', 'demo123456');
    expect((await t.call({ method: 'GET', url: inv.pdf_url, cookie: other })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: inv.pdf_url })).statusCode).toBe(401);
  });

  it('answers the public query only with the right check code', async () => {
    const inv = (await t.call({ method: 'GET', url: '/api/invoice/list', cookie })).json().data.list[0];
    const okRes = (
      await t.call({ method: 'GET', url: `/api/invoice/query?invoice_no=${inv.invoice_no}&check_code=${inv.check_code.slice(-6)}` })
    ).json();
    expect(okRes.data).toMatchObject({ invoice_no: inv.invoice_no, amount: inv.amount, check_code_tail: inv.check_code.slice(-6) });
    expect(okRes.data.check_code).toBeUndefined();
    const wrong = (await t.call({ method: 'GET', url: `/api/invoice/query?invoice_no=${inv.invoice_no}&check_code=000000` })).json();
    expect(wrong).toMatchObject({ code: 404, msg: '未查询到该发票，请核对发票号码和校验码' });
    expect((await t.call({ method: 'GET', url: '/api/invoice/query?invoice_no=123&check_code=000000' })).statusCode).toBe(422);
  });

  it('re-issues from the console with a corrected header: the old one voided (红冲), the new one valid, audited', async () => {
    const operator = await t.operatorLogin();
    const call = (method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) =>
      t.call({ method, url, cookie: operator, ...(body ? form(body) : {}) });
    const [first] = (await call('GET', `/admin/api/orders/${orderId}/invoices`)).json().data as Array<{ id: number; invoice_no: string }>;
    const header = { type: 2, title: '武汉市光谷大药房有限公司', tax_no: '91420100ma4k123456', reason: '买家申请改开增值税专用发票' };
    const bad = await call('POST', `/admin/api/orders/${orderId}/invoices`, { ...header, tax_no: '12-34' });
    expect([bad.statusCode, bad.json().msg]).toEqual([422, '纳税人识别号格式不正确']);
    const res = await call('POST', `/admin/api/orders/${orderId}/invoices`, header);
    expect(res.statusCode, res.body).toBe(200);
    const [valid, voided] = res.json().data as Array<{ id: number; status: number; type: number; title: string; tax_no: string; amount: number }>;
    expect(valid).toMatchObject({ status: 1, type: 2, title: header.title, tax_no: '91420100MA4K123456' });
    expect(voided).toMatchObject({ id: first.id, status: 2 });
    expect(valid.amount).toBe(voided.amount);
    // The member's list shows both; the voided one answers the public check as 已作废.
    const mine = (await t.call({ method: 'GET', url: '/api/invoice/list', cookie })).json().data.list as Array<{ id: number; status_text: string }>;
    expect(mine.map((i) => [i.id, i.status_text])).toEqual(
      expect.arrayContaining([
        [valid.id, '已开具'],
        [first.id, '已作废'],
      ]),
    );
    const pdf = await call('GET', `/admin/api/invoices/${valid.id}/pdf`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const rows = (await call('GET', '/admin/api/audit?action=invoice.reissue')).json().data.list as Array<{ detail: { voided: string } }>;
    expect(rows[0]?.detail.voided).toBe(first.invoice_no);
    // An order not completed yet has nothing to issue.
    const placed = await placeOrder(t, cookie, await addAddress(t, cookie), [[g.id, Math.ceil(20000 / g.base_price)]]);
    const early = await call('POST', `/admin/api/orders/${placed.orders[0].id}/invoices`, header);
    expect([early.statusCode, early.json().msg]).toEqual([409, '订单完成（买家确认收货）后才能开具发票']);
    expect((await call('POST', '/admin/api/orders/99999999/invoices', header)).statusCode).toBe(404);
  });
});
