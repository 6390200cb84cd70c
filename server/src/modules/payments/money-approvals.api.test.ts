import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_APPROVAL_LIMITS } from '@yaocai/contract';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';

/**
 * Maker-checker (issue 44): a wallet adjustment or a credit line over the threshold set in the console waits for a
 * second account with the finance power; only the approval moves the money, once, with both names in the audit trail.
 */
describe.each(MODULE_KINDS)('maker-checker over wallet adjustments and credit lines on %s', (kind) => {
  let t: TestApp, cookie: string, admin: string, caiwu: string, caiwu2: string, kefu: string, memberId: number;
  useApiSuite(kind, (s) => ({ t, cookie, operator: admin } = s), { operator: true });
  beforeAll(async () => {
    caiwu = await t.operatorLogin('caiwu', 'caiwu123456');
    kefu = await t.operatorLogin('kefu', 'kefu123456');
    const made = await post('/admin/api/operators', { username: 'caiwu2', name: '第二财务', role: 'finance', password: 'Caiwu2026x' }, admin);
    expect(made.statusCode, made.body).toBe(200);
    caiwu2 = await t.operatorLogin('caiwu2', 'Caiwu2026x');
    [{ id: memberId }] = await t.database.rows<{ id: number }>(sql`select id from members where username = 'demo'`);
  });

  const post = (url: string, body: Record<string, unknown>, who: string) => t.call({ method: 'POST', url, cookie: who, ...form(body) });
  const adjust = (body: Record<string, unknown>, who = caiwu) => post(`/admin/api/members/${memberId}/wallet/adjust`, body, who);
  const approve = (id: number, who: string, note = '') => post(`/admin/api/finance/approvals/${id}/approve`, { note }, who);
  const reject = (id: number, who: string, reason: string) => post(`/admin/api/finance/approvals/${id}/reject`, { reason }, who);
  const money = async () => (await t.call({ method: 'GET', url: `/admin/api/members/${memberId}/wallet`, cookie: admin })).json().data;
  const ledgerSum = async () => (await t.database.rows<{ n: string }>(sql`select coalesce(sum(amount), 0)::text as n from journal_lines`))[0].n;
  const audit = (action: string) =>
    t.database.rows<{ actor: string; detail: Record<string, unknown> }>(
      sql`select actor, detail from operator_audit where action = ${action} order by id desc limit 1`,
    );

  it('does an adjustment up to the threshold at once, and holds one above it as a request: nothing moves, the member sees nothing', async () => {
    expect((await t.call({ method: 'GET', url: '/admin/api/finance/approval-limits', cookie: kefu })).json().data).toMatchObject({
      ...DEFAULT_APPROVAL_LIMITS,
      updated_by: null,
    });
    const start = (await money()).balance;
    const at = await adjust({ direction: 'credit', amount: '5000', reason: '返利补发' });
    expect([at.statusCode, at.json().msg, at.json().data]).toEqual([200, '余额已调整', { balance: start + 500000, approval: null }]);

    const over = await adjust({ direction: 'credit', amount: '5000.01', reason: '大额返利' });
    expect([over.statusCode, over.json().msg]).toEqual([200, '金额超过¥5000.00，已提交审批，另一位财务人员通过后入账']);
    expect(over.json().data).toMatchObject({
      balance: start + 500000,
      approval: { kind: 'wallet_adjust', status: 'pending', amount: 500001, direction: 'credit', reason: '大额返利', limit: 500000 },
    });
    expect(over.json().data.approval.maker).toMatchObject({ username: 'caiwu', name: '财务专员' });
    const view = await money();
    expect(view.balance).toBe(start + 500000);
    expect(view.pending.map((a: { id: number }) => a.id)).toEqual([over.json().data.approval.id]);
    const log = (await t.call({ method: 'GET', url: '/api/user/user_money_log', cookie })).json().data.list;
    expect(log[0].memo).toBe('平台调整：返利补发');
    const [requested] = await audit('wallet.adjust_request');
    expect(requested).toMatchObject({ actor: 'operator:caiwu', detail: { approval_id: over.json().data.approval.id, amount: 500001 } });
  });

  it('lets only a second finance account approve: not the maker, not 客服; the approval books it once with both names', async () => {
    const start = (await money()).balance;
    const { id } = (await adjust({ direction: 'credit', amount: '8000', reason: '年度返利' })).json().data.approval;
    const own = await approve(id, caiwu);
    expect([own.statusCode, own.json().msg]).toEqual([403, '不能审批自己提交的申请，请由另一位财务人员审批']);
    expect((await approve(id, kefu)).statusCode).toBe(403);
    expect((await money()).balance).toBe(start);

    const ok = await approve(id, caiwu2, '核对返利协议无误');
    expect([ok.statusCode, ok.json().msg]).toEqual([200, '已审批通过，已生效']);
    expect(ok.json().data).toMatchObject({
      status: 'approved',
      status_text: '已通过',
      maker: { username: 'caiwu' },
      checker: { username: 'caiwu2', name: '第二财务' },
      decision_reason: '核对返利协议无误',
    });
    expect((await money()).balance).toBe(start + 800000);
    expect(await ledgerSum()).toBe('0');
    const [booked] = await audit('wallet.credit');
    expect(booked).toMatchObject({
      actor: 'operator:caiwu2',
      detail: { approval_id: id, amount: 800000, maker: 'operator:caiwu', checker: 'operator:caiwu2', before: start, after: start + 800000 },
    });
    // Decided once: a second approval changes nothing.
    const again = await approve(id, admin);
    expect([again.statusCode, again.json().msg]).toEqual([409, '该申请已处理']);
    expect((await money()).balance).toBe(start + 800000);
  });

  it('lets exactly one of two approvals at once win', async () => {
    for (let round = 0; round < 3; round++) {
      const start = (await money()).balance;
      const { id } = (await adjust({ direction: 'credit', amount: '6000', reason: `并发审批${round}` })).json().data.approval;
      const answers = await Promise.all([approve(id, caiwu2), approve(id, admin)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await money()).balance).toBe(start + 600000);
      const [{ n }] = await t.database.rows<{ n: number }>(
        sql`select count(*)::int as n from operator_audit where detail->>'approval_id' = ${String(id)}`,
      );
      expect(n).toBe(2); // the request and its one booking
    }
    expect(await ledgerSum()).toBe('0');
  });

  it('rejects with a reason, lets the maker withdraw, and keeps a debit the wallet can no longer cover pending', async () => {
    const start = (await money()).balance;
    const first = (await adjust({ direction: 'credit', amount: '9000', reason: '错误申请' })).json().data.approval;
    expect((await reject(first.id, caiwu2, '')).statusCode).toBe(422);
    const no = await reject(first.id, caiwu2, '无返利协议');
    expect([no.json().msg, no.json().data.status, no.json().data.checker.username]).toEqual(['已驳回', 'rejected', 'caiwu2']);
    expect((await approve(first.id, admin)).statusCode).toBe(409);
    const [rejected] = await audit('money_approval.reject');
    expect(rejected).toMatchObject({ actor: 'operator:caiwu2', detail: { approval_id: first.id, maker: 'operator:caiwu', reason: '无返利协议' } });

    const second = (await adjust({ direction: 'credit', amount: '9000', reason: '填错金额' })).json().data.approval;
    const back = await reject(second.id, caiwu, '金额填错，撤回');
    expect([back.json().msg, back.json().data.status_text]).toEqual(['已撤回', '已撤回']);
    expect((await money()).balance).toBe(start);

    // A debit above the balance is refused at once; one the balance covers waits, and is refused at approval if the
    // balance fell meanwhile — still pending, nothing moved.
    const tooMuch = await adjust({ direction: 'debit', amount: String(start / 100 + 1), reason: '超额扣减' });
    expect([tooMuch.statusCode, tooMuch.json().msg]).toEqual([409, '余额不足，扣减金额不能超过当前余额']);
    const debit = (await adjust({ direction: 'debit', amount: String((start - 100) / 100), reason: '冲回多发返利' })).json().data.approval;
    expect(debit.direction).toBe('debit');
    expect((await adjust({ direction: 'debit', amount: '2', reason: '小额冲回' })).json().data.approval).toBeNull();
    const short = await approve(debit.id, caiwu2);
    expect([short.statusCode, short.json().msg]).toEqual([409, '余额不足，扣减金额不能超过当前余额']);
    expect((await money()).balance).toBe(start - 200);
    expect((await t.call({ method: 'GET', url: '/admin/api/finance/approvals?status=pending', cookie: kefu })).json().data.list[0]).toMatchObject({
      id: debit.id,
      status: 'pending',
    });
    expect((await reject(debit.id, caiwu2, '余额不足')).statusCode).toBe(200);
    expect(await ledgerSum()).toBe('0');
  });

  it('holds a credit line raised above the threshold until a second account approves it; lowering one is at once', async () => {
    const line = async () => (await money()).credit;
    const grant = (body: Record<string, unknown>, who = caiwu) => post(`/admin/api/members/${memberId}/credit`, body, who);
    const small = await grant({ credit_limit: '50000', due_days: 30 });
    expect([small.json().msg, small.json().data]).toEqual(['账期已设置', { approval: null }]);
    const big = await grant({ credit_limit: '200000', due_days: 60, reason: '连锁总部担保' });
    expect(big.json().msg).toBe('额度超过¥50000.00，已提交审批，另一位财务人员通过后生效');
    const req = big.json().data.approval;
    expect(req).toMatchObject({
      kind: 'credit_line',
      amount: 20000000,
      due_days: 60,
      before: { credit_limit: 5000000, due_days: 30 },
      reason: '连锁总部担保',
    });
    expect(await line()).toMatchObject({ credit_limit: 5000000, due_days: 30 });
    const twice = await grant({ credit_limit: '300000', due_days: 60 });
    expect([twice.statusCode, twice.json().msg]).toEqual([409, '该会员已有待审批的账期额度申请，请先处理']);
    // Lowering a line, or keeping it, never waits (even above the threshold).
    expect((await grant({ credit_limit: '40000', due_days: 30 })).json().data.approval).toBeNull();
    expect(await line()).toMatchObject({ credit_limit: 4000000 });

    expect((await approve(req.id, caiwu)).statusCode).toBe(403);
    const ok = await approve(req.id, admin, '担保函已收');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await line()).toMatchObject({ credit_limit: 20000000, due_days: 60 });
    const [set] = await audit('member.credit');
    expect(set).toMatchObject({
      actor: 'operator:admin',
      detail: { after: { credit_limit: 20000000, due_days: 60 }, reason: '连锁总部担保', maker: 'operator:caiwu', checker: 'operator:admin' },
    });
    // Longer days on a line above the threshold add risk too.
    expect((await grant({ credit_limit: '200000', due_days: 90 })).json().data.approval).toMatchObject({ status: 'pending', due_days: 90 });
  });

  it('lets only 超级管理员 set the thresholds, in the database, audited; they apply to the next call', async () => {
    const set = (body: Record<string, unknown>, who: string) => post('/admin/api/finance/approval-limits', body, who);
    expect((await set({ wallet_adjust_limit: '100000', credit_line_limit: '100000' }, caiwu)).statusCode).toBe(403);
    expect((await set({ wallet_adjust_limit: '-1', credit_line_limit: '1000' }, admin)).json().errors).toHaveProperty('wallet_adjust_limit');
    expect((await set({ wallet_adjust_limit: '1000001', credit_line_limit: '1000' }, admin)).json().errors).toHaveProperty('wallet_adjust_limit');
    expect((await set({ wallet_adjust_limit: '100' }, admin)).json().errors).toHaveProperty('credit_line_limit');
    const ok = await set({ wallet_adjust_limit: '100', credit_line_limit: '20000' }, admin);
    expect([ok.json().msg, ok.json().data]).toEqual([
      '审批阈值已保存',
      { wallet_adjust_limit: 10000, credit_line_limit: 2000000, updated_at: expect.any(String), updated_by: '平台管理员' },
    ]);
    const [limits] = await audit('finance.limits');
    expect(limits).toMatchObject({
      actor: 'operator:admin',
      detail: { before: DEFAULT_APPROVAL_LIMITS, after: { wallet_adjust_limit: 10000, credit_line_limit: 2000000 } },
    });
    expect((await adjust({ direction: 'credit', amount: '100.01', reason: '新阈值' })).json().data.approval).toMatchObject({ limit: 10000 });
    expect((await adjust({ direction: 'credit', amount: '100', reason: '新阈值内' })).json().data.approval).toBeNull();
    // 0: every adjustment needs a second account.
    await set({ wallet_adjust_limit: '0', credit_line_limit: '0' }, admin);
    expect((await adjust({ direction: 'credit', amount: '0.01', reason: '任意金额' })).json().data.approval).not.toBeNull();
    const counts = (await t.call({ method: 'GET', url: '/admin/api/finance/approvals/counts', cookie: caiwu })).json().data;
    expect(counts.pending).toBeGreaterThanOrEqual(3);
  });
});
