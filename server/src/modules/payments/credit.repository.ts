import { and, asc, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { memberReference } from '../accounts/public.js';
import { orderFacts } from '../orders/public.js';
import { creditBills, creditLines } from './payments.tables.js';

/** 账期: the credit line (locked while spending it), bills, and settling bills oldest first. */
export class CreditRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async memberExists(memberId: number) {
    const [row] = await this.db.select({ id: memberReference.id }).from(memberReference).where(eq(memberReference.id, memberId));
    return row !== undefined;
  }

  async line(memberId: number, tx: Executor = this.db, lock = false): Promise<{ credit_limit: number; due_days: number } | null> {
    const q = tx
      .select({ credit_limit: creditLines.creditLimit, due_days: creditLines.dueDays })
      .from(creditLines)
      .where(eq(creditLines.memberId, memberId));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  }

  async setLine(memberId: number, limit: number, dueDays: number, tx: Executor = this.db) {
    await tx
      .insert(creditLines)
      .values({ memberId, creditLimit: limit, dueDays })
      .onConflictDoUpdate({ target: creditLines.memberId, set: { creditLimit: limit, dueDays, updatedAt: new Date() } });
  }

  async addBill(tx: Executor, memberId: number, orderId: number, amount: number, dueDays: number) {
    await tx.insert(creditBills).values({ memberId, orderId, amount, dueAt: sql`now() + make_interval(days => ${dueDays})` });
  }

  /** Applies `amount` to the member's open bills, oldest due first; returns what was left over. */
  async settle(tx: Executor, memberId: number, amount: number, onlyOrder?: number): Promise<number> {
    let left = amount;
    const open = await tx
      .select({ id: creditBills.id, outstanding: sql<number>`${creditBills.amount} - ${creditBills.repaidAmount}`.mapWith(Number) })
      .from(creditBills)
      .where(
        and(
          eq(creditBills.memberId, memberId),
          lt(creditBills.repaidAmount, creditBills.amount),
          onlyOrder ? eq(creditBills.orderId, onlyOrder) : undefined,
        ),
      )
      .orderBy(asc(creditBills.dueAt), asc(creditBills.id))
      .for('update');
    for (const b of open) {
      if (left <= 0) break;
      const part = Math.min(left, b.outstanding);
      await tx
        .update(creditBills)
        .set({
          repaidAmount: sql`${creditBills.repaidAmount} + ${part}`,
          settledAt: sql`case when ${creditBills.repaidAmount} + ${part} = ${creditBills.amount} then now() else ${creditBills.settledAt} end`,
        })
        .where(eq(creditBills.id, b.id));
      left -= part;
    }
    return left;
  }

  /** type 0 all, 1 open, 2 settled. */
  async bills(memberId: number, type: number, limit: number, offset: number) {
    const state: SQL | undefined =
      type === 1 ? lt(creditBills.repaidAmount, creditBills.amount) : type === 2 ? eq(creditBills.repaidAmount, creditBills.amount) : undefined;
    const where = and(eq(creditBills.memberId, memberId), state);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: creditBills.id,
          order_id: creditBills.orderId,
          order_no: orderFacts.orderNo,
          amount: creditBills.amount,
          repaid_amount: creditBills.repaidAmount,
          due_at: isoUtc(creditBills.dueAt),
          created_at: isoUtc(creditBills.createdAt),
          settled_at: isoUtcOrNull(creditBills.settledAt),
          overdue: sql<boolean>`(${creditBills.repaidAmount} < ${creditBills.amount} and ${creditBills.dueAt} < now())`,
        })
        .from(creditBills)
        .innerJoin(orderFacts, eq(orderFacts.id, creditBills.orderId))
        .where(where)
        .orderBy(desc(creditBills.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(creditBills).where(where),
    ]);
    return { rows, total: total.n };
  }

  async dues(memberId: number) {
    const [row] = await this.db
      .select({
        overdue:
          sql<number>`coalesce(sum(${creditBills.amount} - ${creditBills.repaidAmount}) filter (where ${creditBills.dueAt} < now()), 0)::int`.mapWith(
            Number,
          ),
        next_due_at: isoUtcOrNull(sql`min(${creditBills.dueAt})`),
      })
      .from(creditBills)
      .where(and(eq(creditBills.memberId, memberId), lt(creditBills.repaidAmount, creditBills.amount)));
    return { overdue: row.overdue, next_due_at: row.next_due_at };
  }
}

export type CreditBillRow = Awaited<ReturnType<CreditRepository['bills']>>['rows'][number];
