import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DB_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';

/** Two goods of 华康 (shop 1): the first is made a 冷链 goods. */
const [cold, plain] = plainGoods(1);
const qty = (x: typeof cold) => Math.ceil(30000 / x.base_price);

/**
 * 冷链 (issue 47): a parcel holding cold-chain goods carries the logger's temperature record, uploaded by its shop; the
 * buyer reads it, and cannot confirm receipt until it is there.
 */
describe.each(DB_KINDS)('cold chain on %s', (kind) => {
  let t: TestApp, cookie: string, other: string;
  useApiSuite(kind, (s) => ({ t, cookie, other } = s), { other: true });
  let huakang: string, guorui: string;
  let coldOrder: number, plainOrder: number, coldParcel: number, plainParcel: number;
  const call = (method: 'GET' | 'POST', url: string, c: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: c, ...(body ? form(body) : {}) });
  const detail = async (id: number) => (await call('GET', `/api/order/info/${id}`, cookie)).json().data;

  beforeAll(async () => {
    huakang = await t.operatorLogin('huakang', 'huakang123456');
    guorui = await t.operatorLogin('guorui', 'guorui123456');
    await t.database.rows(sql`update goods set cold_chain = true where id = ${cold.id}`);
    const address = await addAddress(t, cookie);
    await rechargeWallet(t, cookie, '9000');
    coldOrder = (await placeOrder(t, cookie, address, [[cold.id, qty(cold)]])).orders[0].id;
    plainOrder = (await placeOrder(t, cookie, address, [[plain.id, qty(plain)]])).orders[0].id;
    for (const [id, no] of [
      [coldOrder, 'SF2026120801'],
      [plainOrder, 'SF2026120802'],
    ] as const) {
      expect((await call('POST', '/api/pay/order', cookie, { ids: [id], method: 'wallet' })).statusCode).toBe(200);
      expect((await call('POST', `/admin/api/merchant/orders/${id}/ship`, huakang, { carrier: '顺丰冷运', tracking_no: no })).statusCode).toBe(200);
    }
    coldParcel = (await detail(coldOrder)).shipments[0].id;
    plainParcel = (await detail(plainOrder)).shipments[0].id;
  });

  it('holds receipt of a cold-chain parcel until its temperature record is uploaded, then shows it to the buyer', async () => {
    expect((await call('GET', `/api/goods/detail/${cold.id}`, cookie)).json().data.cold_chain).toBe(true);
    expect((await detail(coldOrder)).shipments[0]).toMatchObject({ cold_chain: true, temperature: null });
    expect((await detail(plainOrder)).shipments[0]).toMatchObject({ cold_chain: false, temperature: null });
    expect((await call('POST', `/api/order/${coldOrder}/receive`, cookie)).json()).toMatchObject({
      code: 409,
      msg: '冷链包裹（运单号SF2026120801）尚未上传运输温度记录，暂不能确认收货，请联系商家',
    });
    expect((await call('GET', `/api/order/shipments/${coldParcel}/temperature`, cookie)).json()).toMatchObject({
      code: 404,
      msg: '该发货尚未上传温度记录',
    });

    const url = `/admin/api/merchant/shipments/${coldParcel}/temperature`;
    expect(
      (await call('POST', `/admin/api/merchant/shipments/${coldParcel}/temperature`, guorui, { readings: '2026-12-08 09:00,4' })).statusCode,
    ).toBe(404);
    expect((await call('POST', url, huakang, { readings: '2026-12-08 09:00,4\n九点半,5' })).json()).toMatchObject({
      code: 422,
      msg: '第2行无法识别，每行应为“时间,温度”，如 2026-12-07 09:00,4.5',
    });
    expect(
      (await call('POST', `/admin/api/merchant/shipments/${plainParcel}/temperature`, huakang, { readings: '2026-12-08 09:00,4' })).json().msg,
    ).toBe('该发货不含冷链商品，无需上传温度记录');
    const saved = (
      await call('POST', url, huakang, { readings: '时间,温度\n2026-12-08 10:00,8.6℃\n2026-12-08 09:00,4.5\n2026-12-08 09:30,5' })
    ).json();
    expect(saved).toMatchObject({
      code: 10000,
      msg: '温度记录已上传',
      data: { count: 3, min: 4.5, max: 8.6, excursion: true, first_at: '2026-12-08T01:00:00Z' },
    });

    const seen = (await call('GET', `/api/order/shipments/${coldParcel}/temperature`, cookie)).json().data;
    expect(seen.readings.map((r: { celsius: number }) => r.celsius)).toEqual([4.5, 5, 8.6]);
    expect((await call('GET', `/api/order/shipments/${coldParcel}/temperature`, other)).statusCode).toBe(404);
    expect((await detail(coldOrder)).shipments[0].temperature).toEqual({ min: 4.5, max: 8.6, count: 3, excursion: true });
    expect((await call('POST', `/api/order/${coldOrder}/receive`, cookie)).json().code).toBe(10000);
    expect((await call('POST', `/api/order/${plainOrder}/receive`, cookie)).json().code).toBe(10000);
  });
});
