import { beforeAll, describe, expect, it } from 'vitest';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';
import { pdfText } from '../../../test/pdf-text.js';

const [g] = plainGoods(1);

/**
 * A shop's e-invoices: issued under the shop's own name, tax number and 开票信息 (set by its 店铺管理员, for invoices from
 * then on); the shop's 订单 staff see, re-issue and download its own orders' invoices, another shop's not found.
 */
describe.each(MODULE_KINDS)('merchant e-invoices on %s', (kind) => {
  let t: TestApp, cookie: string;
  useApiSuite(kind, (s) => ({ t, cookie } = s));
  let huakang: string, guorui: string, orderId: number;
  const invoicing = {
    address_phone: '湖北省武汉市东西湖区金银湖路18号 027-83998877',
    bank_account: '招商银行武汉分行营业部 127905432110901',
    drawer: '张晓梅',
  };

  beforeAll(async () => {
    huakang = await t.operatorLogin('huakang', 'huakang123456');
    guorui = await t.operatorLogin('guorui', 'guorui123456');
    const addressId = await addAddress(t, cookie);
    await rechargeWallet(t, cookie, '1000');
    const placed = await placeOrder(t, cookie, addressId, [[g!.id, Math.ceil(20000 / g!.base_price)]]);
    orderId = placed.orders[0].id;
    await t.call({ method: 'POST', url: '/api/pay/order', cookie, ...form({ ids: [orderId], method: 'wallet' }) });
    const shipped = await t.call({
      method: 'POST',
      url: `/admin/api/merchant/orders/${orderId}/ship`,
      cookie: huakang,
      ...form({ carrier: '顺丰速运', tracking_no: 'SF2026112801' }),
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
  });

  it('the 店铺管理员 sets the shop’s 开票信息; the invoice issued at receipt carries them; its PDF prints them', async () => {
    const bad = await t.call({ method: 'POST', url: '/admin/api/merchant/shop/invoicing', cookie: huakang, ...form({ ...invoicing, drawer: '' }) });
    expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([422, ['drawer']]);
    const saved = await t.call({ method: 'POST', url: '/admin/api/merchant/shop/invoicing', cookie: huakang, ...form(invoicing) });
    expect([saved.statusCode, saved.json().msg, saved.json().data.invoicing], saved.body).toEqual([200, '开票信息已保存', invoicing]);

    await t.call({ method: 'POST', url: `/api/order/${orderId}/receive`, cookie });
    const [inv] = (await t.call({ method: 'GET', url: `/admin/api/merchant/orders/${orderId}/invoices`, cookie: huakang })).json().data;
    expect(inv).toMatchObject({
      order_id: orderId,
      seller_name: '华康医药有限公司',
      seller_address_phone: invoicing.address_phone,
      seller_bank_account: invoicing.bank_account,
      drawer: '张晓梅',
      status_text: '已开具',
    });
    const pdf = await t.call({ method: 'GET', url: `/admin/api/merchant/invoices/${inv.id}/pdf`, cookie: huakang });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = (await pdfText(new Uint8Array(pdf.rawPayload))).replace(/\s+/g, '');
    for (const s of ['名称：华康医药有限公司', '127905432110901', '027-83998877', '开票人：张晓梅']) expect([s, text.includes(s)]).toEqual([s, true]);
  });

  it('re-issues its own order’s invoice with a corrected header; another shop’s order and invoice are not found', async () => {
    const body = { type: 2, title: '武汉仁和大药房有限公司', tax_no: '91420100MA4K9X8Y7Z', reason: '买家更正抬头为专票' };
    const res = await t.call({ method: 'POST', url: `/admin/api/merchant/orders/${orderId}/invoices`, cookie: huakang, ...form(body) });
    expect([res.statusCode, res.json().msg], res.body).toEqual([200, '发票已开具']);
    const list = res.json().data as Array<{ id: number; status_text: string; title: string; type: number }>;
    expect(list.map((i) => [i.status_text, i.title, i.type])).toEqual([
      ['已开具', '武汉仁和大药房有限公司', 2],
      ['已作废', expect.any(String), 1],
    ]);
    for (const [method, url] of [
      ['GET', `/admin/api/merchant/orders/${orderId}/invoices`],
      ['GET', `/admin/api/merchant/invoices/${list[0]!.id}/pdf`],
    ] as const)
      expect([url, (await t.call({ method, url, cookie: guorui })).statusCode]).toEqual([url, 404]);
    const foreign = await t.call({ method: 'POST', url: `/admin/api/merchant/orders/${orderId}/invoices`, cookie: guorui, ...form(body) });
    expect(foreign.statusCode).toBe(404);
    const after = (await t.call({ method: 'GET', url: `/admin/api/merchant/orders/${orderId}/invoices`, cookie: huakang })).json().data;
    expect(after).toHaveLength(2);
  });
});
