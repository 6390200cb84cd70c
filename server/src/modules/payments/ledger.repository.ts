import { and, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { chinaMidnight } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc } from '../../db/sql-helpers.js';
import type { EntryKind } from './ledger.js';
import { journalEntries, journalLines, ledgerAccounts } from './payments.tables.js';

const DAY_MS = 86_400_000;

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

  async systemBalance(kind: string, tx: Executor = this.database.db): Promise<number> {
    const [row] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(isNull(ledgerAccounts.memberId), eq(ledgerAccounts.kind, kind)));
    return row?.balance ?? 0;
  }

  /** The wallet's lines with the balance after each, newest first, filtered by entry kind and China dates. */
  async walletLog(memberId: number, f: { kinds?: EntryKind[]; from?: string; to?: string }, limit: number, offset: number) {
    // The running balance is over every line of the wallet; the filters apply to the lines shown.
    const w = this.database.db
      .select({
        id: journalLines.id,
        kind: sql<EntryKind>`${journalEntries.kind}`.as('kind'),
        memo: journalEntries.memo,
        amount: journalLines.amount,
        created_at: journalEntries.createdAt,
        balance: sql<number>`sum(${journalLines.amount}) over (order by ${journalLines.id})::int`.as('balance'),
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'wallet')))
      .as('w');
    const where = and(
      f.kinds ? inArray(w.kind, f.kinds) : undefined,
      f.from ? gte(w.created_at, chinaMidnight(f.from)) : undefined,
      f.to ? lt(w.created_at, new Date(chinaMidnight(f.to).getTime() + DAY_MS)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.database.db
        .select({ id: w.id, kind: w.kind, memo: w.memo, amount: w.amount, balance: w.balance, created_at: isoUtc(w.created_at) })
        .from(w)
        .where(where)
        .orderBy(desc(w.id))
        .limit(limit)
        .offset(offset),
      this.database.db.select({ n: count() }).from(w).where(where),
    ]);
    return { rows, total: total.n };
  }
}
