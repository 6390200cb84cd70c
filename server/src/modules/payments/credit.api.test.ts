import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods } from '../checkout/checkout-test-kit.js';

const goods = plainGoods(2);
const qty = (g: (typeof goods)[number]) => Math.ceil(30000 / g.base_price);

describe.each(MODULE_KINDS)('credit period (账期) on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let operator: string;
  let addressId: number;
  let demoId: number;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });
  beforeAll(async () => {
    addressId = await addAddress(t, cookie);
    [{ id: demoId }] = await t.database.rows<{ id: number }>(sql`select id from members where username = 'demo'`);
  });
  const post = (url: string, body: Record<string, unknown>, c = cookie) => t.call({ method: 'POST', url, cookie: c, ...form(body) });
  const credit = async () => (await t.call({ method: 'GET', url: '/api/user/user_credit', cookie })).json().data;

  it('refuses credit payment without a credit line; operators grant one (members cannot)', async () => {
    const placed = await placeOrder(t, cookie, addressId, [[goods[0].id, qty(goods[0])]]);
    expect((await post('/api/pay/user_credit_pay', { ids: [placed.orders[0].id] })).json().msg).toBe('您尚未开通账期支付，请联系客服经理');
    expect((await post(`/admin/api/members/${demoId}/credit`, { credit_limit: '1000', due_days: 30 })).statusCode).toBe(403);
    expect((await post(`/admin/api/members/${demoId}/credit`, { credit_limit: '1000', due_days: 400 }, operator)).statusCode).toBe(422);
    expect((await post(`/admin/api/members/${demoId}/credit`, { credit_limit: '1000', due_days: 30 }, operator)).json().code).toBe(10000);
    expect(await credit()).toMatchObject({ enabled: true, credit_limit: 100000, used: 0, available: 100000, due_days: 30 });
  });

  it('pays on credit within the limit as a bill due in 30 days, and refuses beyond the available credit', async () => {
    const [{ id }] = (await t.call({ method: 'GET', url: '/api/order/list?status=0', cookie })).json().data.list;
    const res = await post('/api/pay/user_credit_pay', { ids: [id] });
    expect(res.json()).toMatchObject({ code: 10000, data: { paid: true } });
    const amount = res.json().data.amount;
    expect(await credit()).toMatchObject({ used: amount, available: 100000 - amount });
    const bills = (await t.call({ method: 'GET', url: '/api/user/user_credit_list?type=1', cookie })).json().data;
    expect(bills.list[0]).toMatchObject({ order_id: id, amount, repaid_amount: 0, overdue: false });
    expect(new Date(bills.list[0].due_at).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const big = await placeOrder(t, cookie, addressId, [[goods[1].id, Math.ceil(100000 / goods[1].base_price)]]);
    const over = await post('/api/pay/user_credit_pay', { ids: [big.orders[0].id] });
    expect(over.json().msg).toMatch(/^账期可用额度不足/);
    expect((await t.call({ method: 'GET', url: `/api/order/info/${big.orders[0].id}`, cookie })).json().data.status).toBe(0);
    expect((await credit()).used).toBe(amount);
  });

  it('repays online through the sandbox (settling the bill) and refuses repaying more than is owed', async () => {
    const { used } = await credit();
    expect((await post('/api/pay/user_credit_create', { amount: String((used + 100) / 100), method: 'wallet' })).json().msg).toContain(
      '还款金额不能超过待还金额',
    );
    expect((await post('/api/pay/user_credit_create', { amount: String(used / 100), method: 'wallet' })).json().msg).toBe(
      '余额不足，请先充值或选择在线还款',
    );
    const r = (await post('/api/pay/user_credit_create', { amount: String(used / 100), method: 'online' })).json().data;
    const [{ trade_no }] = await t.database.rows<{ trade_no: string }>(
      sql`select trade_no from sandbox_trades where out_trade_no = ${r.payment.payment_no}`,
    );
    await t.call({ method: 'POST', url: `/api/sandbox-pay/${trade_no}/confirm` });
    expect((await t.call({ method: 'GET', url: `/api/pay/user_credit_check?payment_no=${r.payment.payment_no}`, cookie })).json().data.status).toBe(
      1,
    );
    expect(await credit()).toMatchObject({ used: 0, available: 100000, overdue: 0 });
    const settled = (await t.call({ method: 'GET', url: '/api/user/user_credit_list?type=2', cookie })).json().data;
    expect(settled.list[0].repaid_amount).toBe(settled.list[0].amount);
    expect(await t.database.rows(sql`select entry_id from journal_lines group by entry_id having sum(amount) <> 0`)).toEqual([]);
  });
});
