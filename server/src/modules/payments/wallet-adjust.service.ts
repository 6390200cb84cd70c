import { randomUUID } from 'node:crypto';
import type { MemberWalletView, WalletAdjustBody } from '@yaocai/contract';
import type { Executor } from '../../db/client.js';
import { failure, refusable, success, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import type { CreditService } from './credit.service.js';
import { InsufficientBalance, type Ledger } from './ledger.js';
import type { PaymentsService } from './payments.service.js';

/**
 * The console's view of a member's money and the operator's wallet adjustment: booked through the double-entry ledger
 * against the platform's adjustment account (so the books still balance), never below zero, with the reason the member
 * reads in the money log and one audit row, all in one transaction.
 */
export class WalletAdjustService {
  constructor(
    private readonly deps: {
      ledger: Ledger;
      payments: PaymentsService;
      credit: CreditService;
      memberExists: (id: number) => Promise<boolean>;
      transaction: <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
    },
  ) {}

  async view(memberId: number): Promise<Result<MemberWalletView>> {
    if (!(await this.deps.memberExists(memberId))) return failure('not_found', '会员不存在');
    const [balance, credit, log] = await Promise.all([
      this.deps.ledger.balance(memberId, 'wallet'),
      this.deps.credit.summary(memberId),
      this.deps.payments.moneyLog(memberId, { page: 1, page_size: 10, use_type: 0 }),
    ]);
    return success({ balance, credit, log: log.list });
  }

  async memberExists(memberId: number): Promise<boolean> {
    return this.deps.memberExists(memberId);
  }

  async balance(memberId: number): Promise<number> {
    return this.deps.ledger.balance(memberId, 'wallet');
  }

  /** An adjustment made at once (below the approval threshold). */
  async adjust(actor: Actor, memberId: number, body: WalletAdjustBody): Promise<Result<{ balance: number }>> {
    if (!(await this.deps.memberExists(memberId))) return failure('not_found', '会员不存在');
    return refusable(() => this.deps.transaction((tx) => this.book(tx, actor, memberId, body)), insufficient);
  }

  /**
   * Books an adjustment inside the caller's transaction: the ledger entry and its audit row (`detail` adds to it, e.g.
   * the maker and checker of an approved request). A debit beyond the balance throws InsufficientBalance.
   */
  async book(tx: Executor, actor: Actor, memberId: number, body: WalletAdjustBody, detail: Record<string, unknown> = {}) {
    const { ledger } = this.deps;
    const credit = body.direction === 'credit';
    const wallet = await ledger.memberAccount(tx, memberId, 'wallet');
    const platform = await ledger.systemAccount(tx, 'adjustment');
    const amount = credit ? body.amount : -body.amount;
    const ref = `adjust:${randomUUID()}`;
    await ledger.post(tx, credit ? 'adjust_credit' : 'adjust_debit', ref, `平台调整：${body.reason}`, [
      { account: wallet, amount },
      { account: platform, amount: -amount },
    ]);
    const balance = await ledger.balance(memberId, 'wallet', tx);
    await this.deps.audit(tx, actor, {
      action: credit ? 'wallet.credit' : 'wallet.debit',
      memberId,
      detail: { ref, amount: body.amount, reason: body.reason, before: balance - amount, after: balance, ...detail },
    });
    return { balance };
  }
}

/** The failure a debit beyond the balance becomes (at once, or when its approval comes). */
export const insufficient = (err: unknown) =>
  err instanceof InsufficientBalance ? failure('conflict', '余额不足，扣减金额不能超过当前余额') : undefined;
