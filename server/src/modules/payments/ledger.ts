import type { Executor } from '../../db/client.js';
import type { LedgerRepository } from './ledger.repository.js';

/** Member account kinds and the platform's own accounts (member_id null). */
export type MemberAccountKind = 'wallet' | 'credit';
export type SystemAccountKind = 'sales' | 'provider' | 'bank' | 'adjustment' | 'commission';

/** Journal entry kinds and the money-log type (use_type) a member sees for each. */
export const ENTRY_KINDS = {
  recharge: 1,
  order_payment: 2,
  order_refund: 3,
  withdraw: 4,
  late_payment: 3,
  credit_repay: 2,
  withdraw_refused: 4,
  /** An operator's wallet adjustment (credit shows with 充值, debit with 消费, both named 平台调整). */
  adjust_credit: 1,
  adjust_debit: 2,
  /** A shop's month settled (sales → its payable and the platform's commission) and paid out: never in a wallet log. */
  merchant_settlement: 0,
  merchant_payout: 0,
} as const;
export type EntryKind = keyof typeof ENTRY_KINDS;

export interface Posting {
  account: number;
  amount: number;
}

/** Thrown inside a transaction when a wallet would go below zero: the caller turns it into 余额不足. */
export class InsufficientBalance extends Error {}

/**
 * The double-entry ledger: an entry's postings sum to zero; the same (kind, ref) is booked once; a wallet never goes
 * below zero (conditional update, and a CHECK behind it). Balances on the account rows move in the same transaction.
 */
export class Ledger {
  constructor(private readonly repo: LedgerRepository) {}

  async memberAccount(tx: Executor, memberId: number, kind: MemberAccountKind): Promise<number> {
    return this.account(tx, memberId, kind);
  }

  async systemAccount(tx: Executor, kind: SystemAccountKind): Promise<number> {
    return this.account(tx, null, kind);
  }

  /** What the platform owes one shop (its statements' payable, cleared when paid). */
  async merchantPayableAccount(tx: Executor, shopId: number): Promise<number> {
    return this.account(tx, null, `merchant_payable:${shopId}`);
  }

  /** A system account's balance (the merchant payable of a shop: `merchant_payable:{id}`). */
  systemBalance(kind: string, tx?: Executor): Promise<number> {
    return this.repo.systemBalance(kind, tx);
  }

  private async account(tx: Executor, memberId: number | null, kind: string): Promise<number> {
    const found = await this.repo.findAccount(tx, memberId, kind);
    if (found !== null) return found;
    await this.repo.createAccount(tx, memberId, kind);
    return (await this.repo.findAccount(tx, memberId, kind))!;
  }

  /** Books one entry; false when (kind, ref) was booked before (nothing changes). */
  async post(tx: Executor, kind: EntryKind, ref: string, memo: string, postings: Posting[]): Promise<boolean> {
    if (postings.reduce((a, p) => a + p.amount, 0) !== 0) throw new Error(`unbalanced entry ${kind}:${ref}`);
    if (postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0)) throw new Error(`bad posting in ${kind}:${ref}`);
    const entry = await this.repo.insertEntry(tx, kind, ref, memo);
    if (entry === null) return false;
    // Debits of member wallets first, each conditional: a short wallet stops the entry before anything else moves.
    for (const p of [...postings].sort((a, b) => a.amount - b.amount)) {
      if (!(await this.repo.move(tx, p.account, p.amount))) throw new InsufficientBalance('余额不足');
      await this.repo.insertLine(tx, entry, p.account, p.amount);
    }
    return true;
  }

  balance(memberId: number, kind: MemberAccountKind, tx?: Executor): Promise<number> {
    return this.repo.balance(memberId, kind, tx);
  }

  /** The wallet's lines with the balance after each, newest first, filtered by entry kind and China dates. */
  walletLog(memberId: number, f: { kinds?: EntryKind[]; from?: string; to?: string }, limit: number, offset: number) {
    return this.repo.walletLog(memberId, f, limit, offset);
  }
}
