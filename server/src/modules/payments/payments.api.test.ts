import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DB_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods } from '../checkout/checkout-test-kit.js';
import { sign } from './sandbox.provider.js';

const SECRET = 'yaocai-sandbox-notify-key-dev';
const goods = plainGoods(1);
const enough = (g: (typeof goods)[number]) => Math.ceil(20000 / g.base_price);

describe.each(DB_KINDS)('payments and wallet on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let operator: string;
  let addressId: number;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });
  beforeAll(async () => {
    addressId = await addAddress(t, cookie);
  });
  const post = (url: string, body: Record<string, unknown>, c = cookie) => t.call({ method: 'POST', url, cookie: c, ...form(body) });
  const get = async (url: string, c = cookie) => (await t.call({ method: 'GET', url, cookie: c })).json();
  const balance = async () => (await get('/api/user/user_money')).data.user_money as number;
  const entries = async (ref: string) =>
    Number((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from journal_entries where ref = ${ref}`))[0].n);
  const notify = (body: string, signature: string) =>
    t.call({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    });
  const tradeOf = async (paymentNo: string) =>
    (await t.database.rows<{ trade_no: string }>(sql`select trade_no from sandbox_trades where out_trade_no = ${paymentNo}`))[0].trade_no;

  it('refuses a wallet payment above the balance and changes nothing', async () => {
    const placed = await placeOrder(t, cookie, addressId, [[goods[0].id, enough(goods[0])]]);
    const res = await post('/api/pay/order', { ids: [placed.orders[0].id], method: 'wallet' });
    expect(res.json()).toMatchObject({ code: 409, msg: '余额不足，请先充值或选择其他支付方式' });
    expect((await get(`/api/order/info/${placed.orders[0].id}`)).data.status).toBe(0);
    expect(await entries(`order:${placed.orders[0].id}`)).toBe(0);
  });

  it('refuses recharges outside 0.01–10000 or with more than two decimals', async () => {
    for (const amount of ['0', '-1', '10000.01', '1.234', 'abc', '']) {
      const res = await post('/api/pay/recharge', { amount });
      expect(res.statusCode, amount).toBe(422);
      expect(res.json().msg, amount).toContain('充值金额');
    }
    expect((await get('/api/moneys/moneyConfig')).data).toEqual({
      cz_min: '0.01',
      cz_max: '10000',
      online_pay: true,
      online_provider: '沙箱支付（演示）',
    });
  });

  it('recharges through the sandbox: QR page, confirm, signed notification delivered by the job queue, ten copies book once', async () => {
    const res = await post('/api/pay/recharge', { amount: '500' });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ amount: 50000, status: 0, qr_content: expect.stringMatching(/\/sandbox-pay\/SBX/), provider: '沙箱支付（演示）' });
    expect(p.pay_url).toBe(p.qr_content);
    expect(p.qr_image).toMatch(/^data:image\/svg\+xml;base64,/);
    const tradeNo = await tradeOf(p.payment_no);
    const page = await t.call({ method: 'GET', url: `/sandbox-pay/${tradeNo}` });
    expect(page.body).toContain('¥500.00');
    expect((await get(`/api/pay/check_cz_order?payment_no=${p.payment_no}`)).data.status).toBe(0);
    expect((await t.call({ method: 'POST', url: `/api/sandbox-pay/${tradeNo}/confirm` })).statusCode).toBe(200);
    expect(await t.app.services.jobs.runDue()).toBe(1);
    expect((await get(`/api/pay/check_cz_order?payment_no=${p.payment_no}`)).data.status).toBe(1);
    expect(await balance()).toBe(50000);
    // The same notification ten times at once: still one entry, one balance movement.
    const body = JSON.stringify({ out_trade_no: p.payment_no, trade_no: tradeNo, amount: 50000, status: 'SUCCESS' });
    const copies = await Promise.all(Array.from({ length: 10 }, () => notify(body, sign(SECRET, body))));
    for (const c of copies) expect(c.statusCode).toBe(200);
    expect(await entries(p.payment_no)).toBe(1);
    expect(await balance()).toBe(50000);
    const log = (await get('/api/user/user_money_log?use_type=1')).data;
    expect(log.list[0]).toMatchObject({ use_type: 1, type_text: '充值', amount: 50000, balance: 50000 });
    expect((await get('/api/pay/cz_list')).data.list[0]).toMatchObject({ payment_no: p.payment_no, status: 1 });
  });

  it('refuses tampered notifications (signature, amount) and changes nothing', async () => {
    const p = (await post('/api/pay/recharge', { amount: '10' })).json().data;
    const tradeNo = await tradeOf(p.payment_no);
    const body = JSON.stringify({ out_trade_no: p.payment_no, trade_no: tradeNo, amount: 1000, status: 'SUCCESS' });
    const good = sign(SECRET, body);
    expect(
      (
        await notify(
          body,
          good.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
        )
      ).statusCode,
    ).toBe(400);
    expect((await notify(body.replace('1000', '100000'), good)).statusCode).toBe(400);
    const wrongAmount = JSON.stringify({ out_trade_no: p.payment_no, trade_no: tradeNo, amount: 100000, status: 'SUCCESS' });
    const mismatch = await notify(wrongAmount, sign(SECRET, wrongAmount));
    expect(mismatch.json()).toMatchObject({ code: 409, msg: '支付金额与支付单不一致' });
    expect((await get(`/api/pay/check_cz_order?payment_no=${p.payment_no}`)).data.status).toBe(0);
    expect(await balance()).toBe(50000);
    expect((await get('/api/pay/check_cz_order?payment_no=P123')).code).toBe(422);
    const other = await t.login('demo2', 'demo123456');
    expect((await t.call({ method: 'GET', url: `/api/pay/check_cz_order?payment_no=${p.payment_no}`, cookie: other })).statusCode).toBe(404);
  });

  it('pays orders from the wallet once: paying twice, paying another member’s order and paying a cancelled one are refused', async () => {
    const [{ id }] = (await get('/api/order/list?status=0')).data.list;
    const order = (await get(`/api/order/info/${id}`)).data;
    const other = await t.login('demo2', 'demo123456');
    expect((await post('/api/pay/order', { ids: [id], method: 'wallet' }, other)).statusCode).toBe(404);
    const paid = await post('/api/pay/order', { ids: [id], method: 'wallet' });
    expect(paid.json()).toMatchObject({ code: 10000, msg: '支付成功', data: { paid: true, amount: order.pay_amount } });
    expect(await balance()).toBe(50000 - order.pay_amount);
    const again = await post('/api/pay/order', { ids: [id], method: 'wallet' });
    expect(again.json().msg).toContain('已支付，请勿重复支付');
    expect(await balance()).toBe(50000 - order.pay_amount);
    expect((await get(`/api/order/info/${id}`)).data).toMatchObject({
      status: 1,
      status_text: '待发货',
      pay_method: 'wallet',
      paid_amount: order.pay_amount,
    });
    const placed = await placeOrder(t, cookie, addressId, [[goods[1].id, enough(goods[1])]]);
    await post(`/api/order/${placed.orders[0].id}/cancel`, {});
    expect((await post('/api/pay/order', { ids: [placed.orders[0].id], method: 'wallet' })).json().msg).toContain('已取消');
    expect((await post('/api/pay/order', { ids: ['x'], method: 'wallet' })).statusCode).toBe(422);
    expect((await post('/api/pay/order', { ids: [id], method: 'cash' })).statusCode).toBe(422);
  });

  it('pays an order online: QR, provider confirm, notification; reconciles by query when the notification is late', async () => {
    const placed = await placeOrder(t, cookie, addressId, [[goods[2].id, enough(goods[2])]]);
    const id = placed.orders[0].id;
    const res = (await post('/api/pay/order', { ids: [id], method: 'online' })).json().data;
    expect(res).toMatchObject({ paid: false, amount: placed.pay_total, payment: { amount: placed.pay_total, status: 0 } });
    const again = (await post('/api/pay/order', { ids: [id], method: 'online' })).json().data;
    expect(again.payment.payment_no).toBe(res.payment.payment_no);
    const tradeNo = await tradeOf(res.payment.payment_no);
    await t.call({ method: 'POST', url: `/api/sandbox-pay/${tradeNo}/confirm` });
    // No worker ran: the query reconciles with the provider.
    expect((await get(`/api/pay/check_cz_order?payment_no=${res.payment.payment_no}`)).data).toMatchObject({ status: 1, order_ids: [id] });
    expect((await get(`/api/order/info/${id}`)).data).toMatchObject({ status: 1, pay_method: 'online' });
    // The queued notification arrives afterwards and changes nothing.
    expect(await t.app.services.jobs.runDue()).toBe(1);
    expect(await entries(`order:${id}`)).toBe(1);
  });

  it('sends an online-paid order’s refund back through the provider that took it, once, after the refund commits', async () => {
    const placed = await placeOrder(t, cookie, addressId, [[goods[3].id, enough(goods[3])]]);
    const id = placed.orders[0].id;
    const p = (await post('/api/pay/order', { ids: [id], method: 'online' })).json().data.payment;
    await t.call({ method: 'POST', url: `/api/sandbox-pay/${await tradeOf(p.payment_no)}/confirm` });
    await t.app.services.jobs.runDue();
    expect((await get(`/api/order/info/${id}`)).data).toMatchObject({ status: 1, pay_method: 'online' });
    const refund = () =>
      t.call({ method: 'POST', url: `/admin/api/orders/${id}/refund`, cookie: operator, ...form({ amount: '10', reason: '缺货' }) });
    expect((await refund()).json()).toMatchObject({ code: 10000, msg: '退款成功' });
    const provider = t.app.services.paymentProvider!;
    expect(await provider.query(p.payment_no)).toMatchObject({ paid: true, refunded: 0 });
    expect(await t.app.services.jobs.runDue()).toBe(1);
    expect(await provider.query(p.payment_no)).toMatchObject({ paid: true, refunded: 1000 });
    // A second refund is another refund number; running the jobs again sends nothing twice.
    expect((await refund()).statusCode).toBe(200);
    await t.app.services.jobs.runDue();
    await t.app.services.jobs.runDue();
    expect(await provider.query(p.payment_no)).toMatchObject({ refunded: 2000 });
    const rows = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from sandbox_refunds r join sandbox_trades s on s.trade_no = r.trade_no where s.out_trade_no = ${p.payment_no}`,
    );
    expect(Number(rows[0].n)).toBe(2);
  });

  it('opens the member’s payment-provider account once (/tlzh)', async () => {
    expect((await get('/api/pay/account')).data).toMatchObject({ status: 0, status_text: '未开通', account_no_masked: null });
    const opened = (await post('/api/pay/account/open', {})).json().data;
    expect(opened).toMatchObject({ status: 1, status_text: '已开通', account_no_masked: expect.stringMatching(/^6608\*{8}\d{4}$/) });
    expect((await post('/api/pay/account/open', {})).json().data.account_no_masked).toBe(opened.account_no_masked);
    expect((await t.call({ method: 'GET', url: '/api/pay/account' })).statusCode).toBe(401);
  });

  it('keeps the ledger whole: every entry sums to zero and every balance equals the sum of its lines', async () => {
    const unbalanced = await t.database.rows(sql`select entry_id from journal_lines group by entry_id having sum(amount) <> 0`);
    expect(unbalanced).toEqual([]);
    const drift = await t.database.rows(sql`
      select a.id from ledger_accounts a left join journal_lines l on l.account_id = a.id group by a.id, a.balance having a.balance <> coalesce(sum(l.amount), 0)`);
    expect(drift).toEqual([]);
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from ledger_accounts`);
    expect(Number(n)).toBeGreaterThanOrEqual(3);
  });
});
