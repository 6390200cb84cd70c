import { formatYuan } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import { failure, success, type Result, refuse, refusable } from '../../core/http/errors.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { CreditRepository } from './credit.repository.js';
import { InsufficientBalance, type Ledger } from './ledger.js';
import type { PaymentsService } from './payments.service.js';

/**
 * 账期 (credit period): an operator grants a limit; orders paid on credit become bills due after `due_days`; the
 * member repays from the wallet or online. The credit account in the ledger holds minus what is owed, so the
 * available credit is limit + balance, checked with the credit line row locked (no two payments both pass).
 */
export class CreditService {
  constructor(
    private readonly repo: CreditRepository,
    private readonly ledger: Ledger,
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
    /** The audit trail's writer (admin's), inside the caller's transaction. */
    private readonly audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>,
  ) {}

  async summary(memberId: number) {
    const [line, balance, dues] = await Promise.all([this.repo.line(memberId), this.ledger.balance(memberId, 'credit'), this.repo.dues(memberId)]);
    const limit = line?.credit_limit ?? 0;
    const used = -balance;
    return {
      enabled: line !== null,
      credit_limit: limit,
      used,
      available: Math.max(0, limit - used),
      due_days: line?.due_days ?? 0,
      overdue: dues.overdue,
      next_due_at: dues.next_due_at,
    };
  }

  async bills(memberId: number, type: number, page: number, pageSize: number) {
    const { rows, total } = await this.repo.bills(memberId, type, pageSize, (page - 1) * pageSize);
    return { list: rows, total, page, page_size: pageSize };
  }

  /** POST /api/pay/user_credit_pay: the orders paid on credit in one transaction, or none. */
  async payOrders(memberId: number, ids: number[], now = new Date()): Promise<Result<{ amount: number }>> {
    const check = await this.payments.payable(memberId, ids, now);
    if (!check.ok) return check;
    const done = await refusable(() =>
      this.orders.transaction(async (tx) => {
        const line = await this.repo.line(memberId, tx, true);
        if (!line) refuse('您尚未开通账期支付，请联系客服经理');
        const credit = await this.ledger.memberAccount(tx, memberId, 'credit');
        const sales = await this.ledger.systemAccount(tx, 'sales');
        let sum = 0;
        for (const o of check.value) {
          const paid = await this.orders.markPaid(tx, o.id, 'credit', { member: memberId, before: now });
          if (!paid) refuse(`订单${o.order_no}状态已变化，请刷新后重试`);
          sum += paid.pay_amount;
          if (paid.pay_amount === 0) continue;
          await this.ledger.post(tx, 'order_payment', `order:${o.id}`, `订单${paid.order_no}账期支付`, [
            { account: credit, amount: -paid.pay_amount },
            { account: sales, amount: paid.pay_amount },
          ]);
          await this.repo.addBill(tx, memberId, o.id, paid.pay_amount, line.due_days);
          await this.orders.addEvent(tx, o.id, '买家已付款', `账期支付 ${formatYuan(paid.pay_amount)}，${line.due_days}天内还款`);
        }
        const used = -(await this.ledger.balance(memberId, 'credit', tx));
        if (used > line.credit_limit) refuse(`账期可用额度不足（可用${formatYuan(line.credit_limit - used + sum)}）`);
        return sum;
      }),
    );
    if (!done.ok) return done;
    const total = done.value;
    return success({ amount: total });
  }

  /** Repay from the wallet: settles the oldest bills first; never more than is owed, never more than the balance. */
  async repayFromWallet(memberId: number, amount: number): Promise<Result<{ repaid: number }>> {
    const { used } = await this.summary(memberId);
    if (used <= 0) return failure('conflict', '当前没有待还账款');
    if (amount > used) return failure('invalid', `还款金额不能超过待还金额${formatYuan(used)}`, 'amount');
    const done = await refusable(
      () =>
        this.orders.transaction(async (tx) => {
          const wallet = await this.ledger.memberAccount(tx, memberId, 'wallet');
          const credit = await this.ledger.memberAccount(tx, memberId, 'credit');
          const ref = `wallet:${memberId}:${Date.now()}`;
          await this.ledger.post(tx, 'credit_repay', ref, '账期余额还款', [
            { account: wallet, amount: -amount },
            { account: credit, amount },
          ]);
          const left = await this.repo.settle(tx, memberId, amount);
          if (left > 0) refuse('还款金额超过待还金额');
        }),
      (err) => (err instanceof InsufficientBalance ? failure('conflict', '余额不足，请先充值或选择在线还款') : undefined),
    );
    return done.ok ? success({ repaid: amount }) : done;
  }

  /** An online repayment (QR) of `amount`, at most what is owed. */
  async repayOnline(memberId: number, amount: number, origin: string) {
    const { used } = await this.summary(memberId);
    if (used <= 0) return failure('conflict', '当前没有待还账款');
    if (amount > used) return failure('invalid', `还款金额不能超过待还金额${formatYuan(used)}`, 'amount');
    return this.payments.creditRepayment(memberId, amount, origin);
  }

  /** GET /api/pay/user_credit_check: the repayment's state (reconciled with the provider while pending). */
  async check(memberId: number, paymentNo: string) {
    return this.payments.check(memberId, paymentNo);
  }

  /** The member's line as it stands (null: none), for deciding whether a change needs a second account. */
  line(memberId: number) {
    return this.repo.line(memberId);
  }

  memberExists(memberId: number) {
    return this.repo.memberExists(memberId);
  }

  /** Operator: grant or change a credit line at once. The limit may not go below what is already used. */
  async grant(actor: Actor, memberId: number, limit: number, dueDays: number, reason = ''): Promise<Result<null>> {
    if (!(await this.repo.memberExists(memberId))) return failure('not_found', '会员不存在');
    const { used } = await this.summary(memberId);
    if (limit < used) return failure('invalid', `额度不能低于已用额度${formatYuan(used)}`, 'credit_limit');
    return refusable(async () => {
      await this.repo.transaction((tx) => this.setLine(tx, actor, memberId, { limit, dueDays, reason }));
      return null;
    });
  }

  /**
   * Sets the line inside the caller's transaction with its audit row (`detail` adds to it): the line row locked, the
   * use read in the same transaction, so a payment on credit cannot slip under a limit lowered meanwhile.
   */
  async setLine(tx: Executor, actor: Actor, memberId: number, line: { limit: number; dueDays: number; reason: string }, detail = {}) {
    const before = await this.repo.line(memberId, tx, true);
    const used = -(await this.ledger.balance(memberId, 'credit', tx));
    if (line.limit < used) refuse(`额度不能低于已用额度${formatYuan(used)}`);
    await this.repo.setLine(memberId, line.limit, line.dueDays, tx);
    await this.audit(tx, actor, {
      action: 'member.credit',
      memberId,
      detail: {
        before: before ? { credit_limit: before.credit_limit, due_days: before.due_days } : null,
        after: { credit_limit: line.limit, due_days: line.dueDays },
        ...(line.reason ? { reason: line.reason } : {}),
        ...detail,
      },
    });
  }
}
