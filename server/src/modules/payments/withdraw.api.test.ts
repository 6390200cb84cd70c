import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { rechargeWallet } from '../checkout/checkout-test-kit.js';

describe.each(MODULE_KINDS)('withdrawals on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let operator: string;
  let phone: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });
  beforeAll(async () => {
    [{ phone }] = await t.database.rows<{ phone: string }>(sql`select phone from members where username = 'demo'`);
    await rechargeWallet(t, cookie, '300');
  });
  const post = (url: string, body: Record<string, unknown>, c = cookie) => t.call({ method: 'POST', url, cookie: c, ...form(body) });
  const balance = async () => (await t.call({ method: 'GET', url: '/api/user/user_money', cookie })).json().data.user_money as number;
  const lastCode = async () => {
    const [row] = await t.database.rows<{ content: string }>(sql`select content from sms_outbox where phone = ${phone} order by id desc limit 1`);
    return /验证码为(\d{6})/.exec(row.content)![1];
  };

  it('binds a card only with the code sent to the account phone', async () => {
    expect((await post('/api/withdraw/apply', { amount: '10' })).json().msg).toBe('请先绑定银行卡');
    expect((await post('/api/withdraw/sendbindcode', { phone: '13912345678' })).json().msg).toBe('请使用账户绑定的手机号接收验证码');
    expect((await post('/api/withdraw/sendbindcode', { phone })).json().code).toBe(10000);
    const card = { bank_name: '招商银行', account_name: '测试药房', card_no: '6225 8801 2345 6789', phone };
    expect((await post('/api/withdraw/bindbank', { ...card, code: '000000' })).statusCode).toBe(422);
    expect((await post('/api/withdraw/bindbank', { ...card, card_no: '1234', code: await lastCode() })).json().msg).toBe('银行卡号应为12至19位数字');
    expect((await post('/api/withdraw/bindbank', { ...card, code: await lastCode() })).json().code).toBe(10000);
    expect((await t.call({ method: 'GET', url: '/api/withdraw/getbank', cookie })).json().data).toMatchObject({
      bank_name: '招商银行',
      card_no_masked: '6225 **** **** 6789',
    });
  });

  it('refuses more than the balance, takes the money out on applying, returns it when refused, pays out when approved', async () => {
    expect(await balance()).toBe(30000);
    const over = await post('/api/withdraw/apply', { amount: '300.01' });
    expect(over.json()).toMatchObject({ code: 422, msg: '提现金额超过可用余额' });
    expect(await balance()).toBe(30000);
    const a = (await post('/api/withdraw/apply', { amount: '100' })).json().data.id;
    const b = (await post('/api/withdraw/apply', { amount: '50' })).json().data.id;
    expect(await balance()).toBe(15000);
    expect((await post(`/admin/api/withdrawals/${a}/decide`, { approve: 1 })).statusCode).toBe(403);
    expect((await post(`/admin/api/withdrawals/${a}/decide`, { approve: 1 }, operator)).json().code).toBe(10000);
    expect((await post(`/admin/api/withdrawals/${a}/decide`, { approve: 0, reason: 'x' }, operator)).json().msg).toBe('该提现申请已处理或不存在');
    expect((await post(`/admin/api/withdrawals/${b}/decide`, { approve: 0, reason: '开户名与企业名称不符' }, operator)).json().code).toBe(10000);
    expect(await balance()).toBe(20000);
    // Each decision leaves an audit row; the console's list names the member and the whole card to pay into.
    const audited = await t.database.rows<{ action: string }>(
      sql`select action from operator_audit where action like 'withdrawal.%' and target_id in (${a}, ${b}) order by id`,
    );
    expect(audited.map((r) => r.action)).toEqual(['withdrawal.pay', 'withdrawal.refuse']);
    const queue = (await t.call({ method: 'GET', url: '/admin/api/withdrawals', cookie: operator })).json().data.list;
    expect(queue.find((w: { id: number }) => w.id === a)).toMatchObject({ username: 'demo', card_no: '6225880123456789', bank_name: '招商银行' });
    const list = (await t.call({ method: 'GET', url: '/api/withdraw/list', cookie })).json().data.list;
    expect(list.map((w: { status_text: string }) => w.status_text)).toEqual(['已拒绝', '已打款']);
    const log = (await t.call({ method: 'GET', url: '/api/user/user_money_log?use_type=4', cookie })).json().data.list;
    expect(log.map((l: { amount: number }) => l.amount)).toEqual([5000, -5000, -10000]);
    expect(
      await t.database.rows(
        sql`select a.id from ledger_accounts a left join journal_lines l on l.account_id = a.id group by a.id, a.balance having a.balance <> coalesce(sum(l.amount), 0)`,
      ),
    ).toEqual([]);
  });
});
