import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

/** Member account kinds and the platform's own accounts (member_id null). */
export type MemberAccountKind = 'wallet' | 'credit';
export type SystemAccountKind = 'sales' | 'provider' | 'bank';

/** Journal entry kinds and the money-log type (use_type) a member sees for each. */
export const ENTRY_KINDS = { recharge: 1, order_payment: 2, order_refund: 3, withdraw: 4, late_payment: 3, credit_repay: 2, withdraw_refused: 4 } as const;
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
  constructor(private readonly database: Database) {}

  async memberAccount(tx: Executor, memberId: number, kind: MemberAccountKind): Promise<number> {
    return this.account(tx, memberId, kind);
  }

  async systemAccount(tx: Executor, kind: SystemAccountKind): Promise<number> {
    return this.account(tx, null, kind);
  }

  private async account(tx: Executor, memberId: number | null, kind: string): Promise<number> {
    const find = () =>
      this.database.rows<{ id: number }>(
        memberId === null ? sql`select id from ledger_accounts where member_id is null and kind = ${kind}` : sql`select id from ledger_accounts where member_id = ${memberId} and kind = ${kind}`,
        tx,
      );
    const [found] = await find();
    if (found) return found.id;
    await this.database.rows(sql`insert into ledger_accounts (member_id, kind) values (${memberId}, ${kind}) on conflict do nothing`, tx);
    const [row] = await find();
    return row.id;
  }

  /** Books one entry; false when (kind, ref) was booked before (nothing changes). */
  async post(tx: Executor, kind: EntryKind, ref: string, memo: string, postings: Posting[]): Promise<boolean> {
    if (postings.reduce((a, p) => a + p.amount, 0) !== 0) throw new Error(`unbalanced entry ${kind}:${ref}`);
    if (postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0)) throw new Error(`bad posting in ${kind}:${ref}`);
    const [entry] = await this.database.rows<{ id: number }>(sql`
      insert into journal_entries (kind, ref, memo) values (${kind}, ${ref}, ${memo}) on conflict (kind, ref) do nothing returning id`, tx);
    if (!entry) return false;
    // Debits of member wallets first, each conditional: a short wallet stops the entry before anything else moves.
    for (const p of [...postings].sort((a, b) => a.amount - b.amount)) {
      const moved = await this.database.rows(sql`
        update ledger_accounts set balance = balance + ${p.amount}
        where id = ${p.account} and (kind <> 'wallet' or balance + ${p.amount} >= 0) returning id`, tx);
      if (moved.length === 0) throw new InsufficientBalance('余额不足');
      await this.database.rows(sql`insert into journal_lines (entry_id, account_id, amount) values (${entry.id}, ${p.account}, ${p.amount})`, tx);
    }
    return true;
  }

  async balance(memberId: number, kind: MemberAccountKind, tx?: Executor): Promise<number> {
    const [row] = await this.database.rows<{ balance: number }>(sql`select balance from ledger_accounts where member_id = ${memberId} and kind = ${kind}`, tx);
    return Number(row?.balance ?? 0);
  }

  /** The wallet's lines with the balance after each, newest first, filtered by entry kind and China dates. */
  async walletLog(memberId: number, f: { kinds?: string[]; from?: string; to?: string }, limit: number, offset: number) {
    const conds = [sql`true`];
    if (f.kinds) conds.push(sql`kind in ${f.kinds}`);
    if (f.from) conds.push(sql`created_at >= (${f.from}::date - interval '8 hours')`);
    if (f.to) conds.push(sql`created_at < (${f.to}::date + 1 - interval '8 hours')`);
    const where = sql.join(conds, sql` and `);
    const base = sql`
      select l.id, e.kind, e.memo, l.amount, e.created_at, sum(l.amount) over (order by l.id) as balance
      from journal_lines l join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
      where a.member_id = ${memberId} and a.kind = 'wallet'`;
    const [rows, [count]] = await Promise.all([
      this.database.rows<{ id: number; kind: EntryKind; memo: string; amount: number; balance: number; created_at: string }>(sql`
        select id, kind, memo, amount, balance::int as balance, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
        from (${base}) w where ${where} order by id desc limit ${limit} offset ${offset}`),
      this.database.rows<{ n: number }>(sql`select count(*)::int as n from (${base}) w where ${where}`),
    ]);
    return { rows, total: Number(count.n) };
  }
}
