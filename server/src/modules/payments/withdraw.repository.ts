import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { memberReference } from '../accounts/public.js';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { bankCards, withdrawals } from './payments.tables.js';

export type BankCardFields = Pick<typeof bankCards.$inferInsert, 'bankName' | 'accountName' | 'cardNo' | 'phone'>;

/** Bound bank cards and withdrawals (status 0 待审核, 1 已打款, 2 已拒绝). */
export class WithdrawRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** One card per member: binding again replaces it. */
  async bindCard(memberId: number, card: BankCardFields) {
    await this.db
      .insert(bankCards)
      .values({ memberId, ...card })
      .onConflictDoUpdate({ target: bankCards.memberId, set: { ...card, boundAt: new Date() } });
  }

  async card(memberId: number) {
    const [row] = await this.db
      .select({
        bank_name: bankCards.bankName,
        account_name: bankCards.accountName,
        card_no: bankCards.cardNo,
        phone: bankCards.phone,
        bound_at: isoUtc(bankCards.boundAt),
      })
      .from(bankCards)
      .where(eq(bankCards.memberId, memberId));
    return row ?? null;
  }

  async insert(tx: Executor, memberId: number, amount: number, card: { bank_name: string; account_name: string; card_no: string }): Promise<number> {
    const [w] = await tx
      .insert(withdrawals)
      .values({ memberId, amount, bankName: card.bank_name, accountName: card.account_name, cardNo: card.card_no })
      .returning({ id: withdrawals.id });
    return w.id;
  }

  async page(memberId: number | null, status: number | undefined, limit: number, offset: number) {
    const conds: SQL[] = [];
    if (memberId !== null) conds.push(eq(withdrawals.memberId, memberId));
    if (status !== undefined) conds.push(eq(withdrawals.status, status));
    const where = conds.length ? and(...conds) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: withdrawals.id,
          member_id: withdrawals.memberId,
          amount: withdrawals.amount,
          status: withdrawals.status,
          bank_name: withdrawals.bankName,
          card_no: withdrawals.cardNo,
          account_name: withdrawals.accountName,
          company: memberReference.company,
          username: memberReference.username,
          reason: withdrawals.reason,
          created_at: isoUtc(withdrawals.createdAt),
          decided_at: isoUtcOrNull(withdrawals.decidedAt),
        })
        .from(withdrawals)
        .innerJoin(memberReference, eq(memberReference.id, withdrawals.memberId))
        .where(where)
        .orderBy(desc(withdrawals.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(withdrawals).where(where),
    ]);
    return { rows, total: total.n };
  }

  /** Decides a pending withdrawal once; null when it was decided before (or does not exist). */
  async decide(tx: Executor, id: number, status: 1 | 2, reason: string) {
    const [w] = await tx
      .update(withdrawals)
      .set({ status, reason, decidedAt: new Date() })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 0)))
      .returning({ member_id: withdrawals.memberId, amount: withdrawals.amount });
    return w ?? null;
  }
}
