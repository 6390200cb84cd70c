import { beforeAll, describe, expect, it } from 'vitest';
import { chinaDay, chinaMidnight } from '@yaocai/contract';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';

const shop1 = plainGoods(1);
const a = shop1[0]!;
const b = shop1.find((g) => g.category_id !== a.category_id)!;
const c = plainGoods(2)[0]!;
/** Last month (China time), whose statements may be generated. */
const today = chinaDay(new Date());
const [y, m] = today.split('-').map(Number) as [number, number];
const LAST = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;

/**
 * Settlement: a month with orders in two shops, a partial refund and two commission rates (a category's 8.5 % and a
 * shop's 3 %, the rest at the 5 % default) equals the figure computed here by hand, to the fen, booked in the ledger.
 */
describe.each(MODULE_KINDS)('merchant settlement on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });

  let huakang: string, guorui: string;
  let order1: number, order2: number;
  const call = (method: 'GET' | 'POST', url: string, c: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: c, ...(body ? form(body) : {}) });
  const payable = async (shopId: number) =>
    (
      await t.database.rows<{ balance: number }>(
        sql`select balance from ledger_accounts where member_id is null and kind = ${`merchant_payable:${shopId}`}`,
      )
    )[0]?.balance ?? 0;

  beforeAll(async () => {
    huakang = await t.operatorLogin('huakang', 'huakang123456');
    guorui = await t.operatorLogin('guorui', 'guorui123456');
    expect((await call('POST', '/admin/api/settlement/rates', operator, { scope: 'category', id: a.category_id, rate: '8.5' })).statusCode).toBe(200);
    expect((await call('POST', '/admin/api/settlement/rates', operator, { scope: 'shop', id: 2, rate: '3' })).statusCode).toBe(200);
    const address = await addAddress(t, cookie);
    await rechargeWallet(t, cookie, '5000');
    const placed = await placeOrder(t, cookie, address, [
      [a.id, Math.ceil(12000 / a.base_price)],
      [b.id, Math.ceil(12000 / b.base_price)],
      [c.id, Math.ceil(30000 / c.base_price)],
    ]);
    const ids = placed.orders.map((o: { id: number }) => o.id);
    expect((await call('POST', '/api/pay/order', cookie, { ids, method: 'wallet' })).statusCode).toBe(200);
    const byShop = await t.database.rows<{ id: number; shop_id: number }>(sql`select id, shop_id from orders where id in ${ids}`);
    order1 = byShop.find((o) => o.shop_id === 1)!.id;
    order2 = byShop.find((o) => o.shop_id === 2)!.id;
    expect((await call('POST', `/admin/api/orders/${order1}/refund`, operator, { amount: '10.00', reason: '缺货部分退款' })).statusCode).toBe(200);
    // The month under test is last month: the payments and the refund happened in it.
    await t.database.rows(sql`update orders set paid_at = ${chinaMidnight(`${LAST}-15`)} where id in ${ids}`);
    await t.database.rows(sql`update order_refunds set created_at = ${chinaMidnight(`${LAST}-20`)} where order_id = ${order1}`);
  });

  it('equals the hand-computed figure to the fen, with its lines and ledger entry', async () => {
    const lines = await t.database.rows<{ order_id: number; goods_id: number; net: number }>(
      sql`select order_id, goods_id, amount - manjian_amount - coupon_amount as net from order_items where order_id in (${order1}, ${order2})`,
    );
    const [{ paid_amount: paid1 }] = await t.database.rows<{ paid_amount: number }>(sql`select paid_amount from orders where id = ${order1}`);
    const [{ paid_amount: paid2 }] = await t.database.rows<{ paid_amount: number }>(sql`select paid_amount from orders where id = ${order2}`);
    /** Basis points: 8.5 % for a's category, 3 % for shop 2, the 5 % default for the rest. */
    const bpOf = (goodsId: number) => (goodsId === a.id ? 850 : goodsId === c.id ? 300 : 500);
    const commissionOf = (orderId: number) =>
      lines.filter((l) => l.order_id === orderId).reduce((n, l) => n + Math.round((Number(l.net) * bpOf(l.goods_id)) / 10000), 0);
    const c1 = commissionOf(order1);
    const back = Math.round((1000 * c1) / paid1);
    const expected1 = { order_amount: paid1, refund_amount: 1000, commission: c1 - back, payable: paid1 - 1000 - (c1 - back) };
    const expected2 = { order_amount: paid2, refund_amount: 0, commission: commissionOf(order2), payable: paid2 - commissionOf(order2) };

    const generated = await call('POST', '/admin/api/settlement/statements/generate', operator, { period: LAST });
    expect(generated.json()).toMatchObject({ msg: '已生成2张对账单', data: { created: 2 } });
    const list = (await call('GET', `/admin/api/settlement/statements?period=${LAST}`, operator)).json().data.list;
    const s1 = list.find((s: { shop_id: number }) => s.shop_id === 1);
    const s2 = list.find((s: { shop_id: number }) => s.shop_id === 2);
    expect(s1).toMatchObject({ ...expected1, order_count: 1, refund_count: 1, state: 'unpaid' });
    expect(s2).toMatchObject({ ...expected2, order_count: 1, refund_count: 0 });
    const detail = (await call('GET', `/admin/api/settlement/statements/${s1.id}`, operator)).json().data;
    expect(
      detail.lines.map((l: { kind: string; order_id: number; amount: number; commission: number }) => [l.kind, l.order_id, l.amount, l.commission]),
    ).toEqual([
      ['order', order1, paid1, c1],
      ['refund', order1, 1000, -back],
    ]);
    expect(await payable(1)).toBe(expected1.payable);
    expect(await payable(2)).toBe(expected2.payable);
    // Generated once: a second run adds nothing; the current month cannot be generated yet.
    expect((await call('POST', '/admin/api/settlement/statements/generate', operator, { period: LAST })).json().data.created).toBe(0);
    const early = await call('POST', '/admin/api/settlement/statements/generate', operator, { period: today.slice(0, 7) });
    expect([early.statusCode, Object.keys(early.json().errors)]).toEqual([422, ['period']]);
    // The monthly job does the same, then queues the next month's run.
    await t.app.services.settlement.runMonthJob({ period: LAST });
    expect((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from merchant_statements where period = ${LAST}`))[0]!.n).toBe(2);
    const queued = await t.database.rows<{ key: string }>(sql`select key from jobs where queue = 'merchant_statements'`);
    expect(queued.map((j) => j.key)).toEqual([`period:${today.slice(0, 7)}`]);
  });

  it('the shop’s 财务 sees and exports its own statements only; paying clears the payable once', async () => {
    const [{ id: s1 }] = await t.database.rows<{ id: number }>(sql`select id from merchant_statements where shop_id = 1 and period = ${LAST}`);
    const own = (await call('GET', '/admin/api/merchant/statements', huakang)).json().data.list;
    expect(own.map((s: { shop_id: number }) => s.shop_id)).toEqual([1]);
    const file = await call('GET', `/admin/api/merchant/statements/${s1}/export`, huakang);
    expect([file.statusCode, file.rawPayload.subarray(0, 2).toString()]).toEqual([200, 'PK']);
    expect((await call('GET', `/admin/api/merchant/statements/${s1}`, guorui)).statusCode).toBe(404);
    expect((await call('GET', `/admin/api/merchant/statements/${s1}/export`, guorui)).statusCode).toBe(404);
    expect((await call('POST', `/admin/api/settlement/statements/${s1}/paid`, huakang)).statusCode).toBe(403);
    // This month so far: nothing paid in it yet (the test's orders belong to last month).
    const current = (await call('GET', '/admin/api/merchant/statements/current', guorui)).json().data;
    expect(current).toMatchObject({ shop_id: 2, period: today.slice(0, 7), order_amount: 0, payable: 0, lines: [] });

    const paid = await call('POST', `/admin/api/settlement/statements/${s1}/paid`, operator);
    expect(paid.json()).toMatchObject({ msg: '已标记结算', data: { state: 'paid' } });
    expect(await payable(1)).toBe(0);
    expect((await call('POST', `/admin/api/settlement/statements/${s1}/paid`, operator)).statusCode).toBe(409);
    // Every account's balance is the sum of its lines (the ledger's own invariant, through settlement and payout).
    const drift = await t.database.rows(
      sql`select a.id from ledger_accounts a left join journal_lines l on l.account_id = a.id group by a.id having a.balance <> coalesce(sum(l.amount), 0)`,
    );
    expect(drift).toEqual([]);
  });
});
