import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';

describe.each(MODULE_KINDS)('console member money /admin/api/members/:id/wallet on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });
  const demoId = async () => (await t.database.rows<{ id: number }>(sql`select id from members where username = 'demo'`))[0].id;
  const audits = async (action: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from operator_audit where action = ${action}`))[0].n;
  const adjust = async (id: number, body: Record<string, unknown>, who = operator) =>
    t.call({ method: 'POST', url: `/admin/api/members/${id}/wallet/adjust`, cookie: who, ...form(body) });
  const wallet = async (id: number) => (await t.call({ method: 'GET', url: `/admin/api/members/${id}/wallet`, cookie: operator })).json().data;
  /** Every journal entry balances: the ledger's lines sum to zero. */
  const ledgerSum = async () => (await t.database.rows<{ n: string }>(sql`select coalesce(sum(amount), 0)::text as n from journal_lines`))[0].n;

  it('credits and debits a wallet through the ledger with the reason the member reads, one audit row each', async () => {
    const id = await demoId();
    const start = (await wallet(id)).balance;
    const credits = await audits('wallet.credit');
    const res = await adjust(id, { direction: 'credit', amount: '120.50', reason: '活动返利补发' });
    expect([res.statusCode, res.json().msg]).toEqual([200, '余额已调整']);
    expect(res.json().data.balance).toBe(start + 12050);
    expect(await audits('wallet.credit')).toBe(credits + 1);
    const view = await wallet(id);
    expect(view.balance).toBe(start + 12050);
    expect(view.log[0]).toMatchObject({ amount: 12050, type_text: '平台调整', memo: '平台调整：活动返利补发' });
    // The member sees it in the money log.
    const log = (await t.call({ method: 'GET', url: '/api/user/user_money_log', cookie })).json().data;
    expect(log.list[0]).toMatchObject({ amount: 12050, memo: '平台调整：活动返利补发' });

    const debit = await adjust(id, { direction: 'debit', amount: '20.50', reason: '重复返利冲回' });
    expect(debit.json().data.balance).toBe(start + 10000);
    expect(await ledgerSum()).toBe('0');
  });

  it('never takes a wallet below zero, and refuses bad input and unknown members; nothing moves', async () => {
    const id = await demoId();
    const before = (await wallet(id)).balance;
    const over = await adjust(id, { direction: 'debit', amount: String(before / 100 + 1), reason: '超额扣减' });
    expect([over.statusCode, over.json().msg]).toEqual([409, '余额不足，扣减金额不能超过当前余额']);
    expect((await wallet(id)).balance).toBe(before);
    expect((await adjust(id, { direction: 'credit', amount: '0', reason: '零元' })).statusCode).toBe(422);
    expect((await adjust(id, { direction: 'credit', amount: '1.234', reason: '三位小数' })).json().errors.amount).toBeTruthy();
    expect((await adjust(id, { direction: 'both', amount: '1', reason: '方向错误' })).json().errors.direction).toEqual(['请选择增加或扣减']);
    expect((await adjust(id, { direction: 'credit', amount: '1', reason: '' })).json().errors.reason).toBeTruthy();
    expect((await adjust(999999, { direction: 'credit', amount: '1', reason: '不存在' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/admin/api/members/999999/wallet', cookie: operator })).statusCode).toBe(404);
    expect((await adjust(id, { direction: 'credit', amount: '1', reason: '会员自己' }, cookie)).statusCode).toBe(403);
    expect((await wallet(id)).balance).toBe(before);
    expect(await ledgerSum()).toBe('0');
  });

  it('audits credit lines and refuses one for an unknown member', async () => {
    const id = await demoId();
    const before = await audits('member.credit');
    const res = await t.call({
      method: 'POST',
      url: `/admin/api/members/${id}/credit`,
      cookie: operator,
      ...form({ credit_limit: '5000', due_days: 45 }),
    });
    expect(res.statusCode).toBe(200);
    expect(await audits('member.credit')).toBe(before + 1);
    expect((await wallet(id)).credit).toMatchObject({ enabled: true, credit_limit: 500000, due_days: 45 });
    const unknown = await t.call({
      method: 'POST',
      url: '/admin/api/members/999999/credit',
      cookie: operator,
      ...form({ credit_limit: '1', due_days: 30 }),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
