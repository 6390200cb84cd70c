import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { EntryKind } from './ledger.js';

/** The ledger's tables: accounts with their balances, journal entries and their lines. */
export class LedgerRepository {
  constructor(private readonly database: Database) {}

  async findAccount(tx: Executor, memberId: number | null, kind: string): Promise<number | null> {
    const [found] = await this.database.rows<{ id: number }>(
      memberId === null
        ? sql`select id from ledger_accounts where member_id is null and kind = ${kind}`
        : sql`select id from ledger_accounts where member_id = ${memberId} and kind = ${kind}`,
      tx,
    );
    return found?.id ?? null;
  }

  async createAccount(tx: Executor, memberId: number | null, kind: string) {
    await this.database.rows(sql`insert into ledger_accounts (member_id, kind) values (${memberId}, ${kind}) on conflict do nothing`, tx);
  }

  /** The entry's id, or null when (kind, ref) was booked before. */
  async insertEntry(tx: Executor, kind: EntryKind, ref: string, memo: string): Promise<number | null> {
    const [entry] = await this.database.rows<{ id: number }>(
      sql`
      insert into journal_entries (kind, ref, memo) values (${kind}, ${ref}, ${memo}) on conflict (kind, ref) do nothing returning id`,
      tx,
    );
    return entry?.id ?? null;
  }

  /** Moves a balance; false when a wallet would go below zero (nothing moved). */
  async move(tx: Executor, account: number, amount: number): Promise<boolean> {
    const moved = await this.database.rows(
      sql`
      update ledger_accounts set balance = balance + ${amount}
      where id = ${account} and (kind <> 'wallet' or balance + ${amount} >= 0) returning id`,
      tx,
    );
    return moved.length > 0;
  }

  async insertLine(tx: Executor, entryId: number, account: number, amount: number) {
    await this.database.rows(sql`insert into journal_lines (entry_id, account_id, amount) values (${entryId}, ${account}, ${amount})`, tx);
  }

  async balance(memberId: number, kind: string, tx?: Executor): Promise<number> {
    const [row] = await this.database.rows<{ balance: number }>(
      sql`select balance from ledger_accounts where member_id = ${memberId} and kind = ${kind}`,
      tx,
    );
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
