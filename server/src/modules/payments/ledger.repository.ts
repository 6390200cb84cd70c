import { and, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { EntryKind } from './ledger.js';
import { journalEntries, journalLines, ledgerAccounts } from './payments.tables.js';

/** The ledger's tables: accounts with their balances, journal entries and their lines. */
export class LedgerRepository {
  constructor(private readonly database: Database) {}

  async findAccount(tx: Executor, memberId: number | null, kind: string): Promise<number | null> {
    const [found] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, kind)));
    return found?.id ?? null;
  }

  async createAccount(tx: Executor, memberId: number | null, kind: string) {
    await tx.insert(ledgerAccounts).values({ memberId, kind }).onConflictDoNothing();
  }

  /** The entry's id, or null when (kind, ref) was booked before. */
  async insertEntry(tx: Executor, kind: EntryKind, ref: string, memo: string): Promise<number | null> {
    const [entry] = await tx
      .insert(journalEntries)
      .values({ kind, ref, memo })
      .onConflictDoNothing({ target: [journalEntries.kind, journalEntries.ref] })
      .returning({ id: journalEntries.id });
    return entry?.id ?? null;
  }

  /** Moves a balance; false when a wallet would go below zero (nothing moved). */
  async move(tx: Executor, account: number, amount: number): Promise<boolean> {
    const moved = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
      .where(and(eq(ledgerAccounts.id, account), or(ne(ledgerAccounts.kind, 'wallet'), gte(sql`${ledgerAccounts.balance} + ${amount}`, 0))))
      .returning({ id: ledgerAccounts.id });
    return moved.length > 0;
  }

  async insertLine(tx: Executor, entryId: number, account: number, amount: number) {
    await tx.insert(journalLines).values({ entryId, accountId: account, amount });
  }

  async balance(memberId: number, kind: string, tx: Executor = this.database.db): Promise<number> {
    const [row] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, kind)));
    return row?.balance ?? 0;
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
