import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { memberReference } from '../accounts/public.js';
import { operatorNames } from '../admin/public.js';
import { approvalLimits, moneyApprovals } from './money-approvals.tables.js';

const maker = operatorNames('maker');
const checker = operatorNames('checker');
const setter = operatorNames('setter');

/** Maker-checker requests and their thresholds: SQL only. */
export class MoneyApprovalsRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async limits(tx: Executor = this.db) {
    const [row] = await tx
      .select({
        wallet_adjust_limit: approvalLimits.walletAdjustLimit,
        credit_line_limit: approvalLimits.creditLineLimit,
        updated_at: isoUtc(approvalLimits.updatedAt),
        updated_by: setter.name,
      })
      .from(approvalLimits)
      .leftJoin(setter, eq(setter.id, approvalLimits.updatedBy))
      .where(eq(approvalLimits.id, 1));
    return row ?? null;
  }

  async setLimits(tx: Executor, walletAdjustLimit: number, creditLineLimit: number, operatorId: number | null) {
    await tx
      .insert(approvalLimits)
      .values({ id: 1, walletAdjustLimit, creditLineLimit, updatedBy: operatorId })
      .onConflictDoUpdate({ target: approvalLimits.id, set: { walletAdjustLimit, creditLineLimit, updatedBy: operatorId, updatedAt: new Date() } });
  }

  async insert(
    tx: Executor,
    row: {
      kind: 'wallet_adjust' | 'credit_line';
      memberId: number;
      amount: number;
      request: Record<string, unknown>;
      threshold: number;
      makerId: number;
    },
  ): Promise<number | null> {
    // A second waiting credit-line request of the member is a conflict of the partial unique index: nothing inserted.
    const [r] = await tx.insert(moneyApprovals).values(row).onConflictDoNothing().returning({ id: moneyApprovals.id });
    return r?.id ?? null;
  }

  private select(tx: Executor = this.db) {
    return tx
      .select({
        id: moneyApprovals.id,
        kind: moneyApprovals.kind,
        status: moneyApprovals.status,
        member_id: moneyApprovals.memberId,
        member_username: memberReference.username,
        member_company: memberReference.company,
        amount: moneyApprovals.amount,
        request: moneyApprovals.request,
        threshold: moneyApprovals.threshold,
        maker_id: moneyApprovals.makerId,
        maker_username: maker.username,
        maker_name: maker.name,
        checker_id: moneyApprovals.checkerId,
        checker_username: checker.username,
        checker_name: checker.name,
        decision_reason: moneyApprovals.decisionReason,
        created_at: isoUtc(moneyApprovals.createdAt),
        decided_at: isoUtcOrNull(moneyApprovals.decidedAt),
      })
      .from(moneyApprovals)
      .innerJoin(memberReference, eq(memberReference.id, moneyApprovals.memberId))
      .innerJoin(maker, eq(maker.id, moneyApprovals.makerId))
      .leftJoin(checker, eq(checker.id, moneyApprovals.checkerId));
  }

  async find(id: number, tx: Executor = this.db) {
    const [row] = await this.select(tx).where(eq(moneyApprovals.id, id));
    return row ?? null;
  }

  async list(status: string | undefined, limit: number, offset: number) {
    const where = status ? eq(moneyApprovals.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      this.select().where(where).orderBy(desc(moneyApprovals.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(moneyApprovals).where(where),
    ]);
    return { rows, total: Number(total.n) };
  }

  async pendingOf(memberId: number) {
    return this.select()
      .where(and(eq(moneyApprovals.memberId, memberId), eq(moneyApprovals.status, 'pending')))
      .orderBy(desc(moneyApprovals.id));
  }

  async pendingCount() {
    const [r] = await this.db.select({ n: count() }).from(moneyApprovals).where(eq(moneyApprovals.status, 'pending'));
    return Number(r.n);
  }

  /**
   * Pending → decided, once: concurrent deciders queue on the row and only the first still finds it pending. An
   * approval never by the maker; a withdrawal only by the maker.
   */
  async decide(tx: Executor, id: number, status: 'approved' | 'rejected' | 'withdrawn', checkerId: number, reason: string): Promise<boolean> {
    const rows = await tx
      .update(moneyApprovals)
      .set({ status, checkerId, decisionReason: reason, decidedAt: sql`now()` })
      .where(
        and(
          eq(moneyApprovals.id, id),
          eq(moneyApprovals.status, 'pending'),
          status === 'withdrawn' ? eq(moneyApprovals.makerId, checkerId) : ne(moneyApprovals.makerId, checkerId),
        ),
      )
      .returning({ id: moneyApprovals.id });
    return rows.length > 0;
  }
}

export type ApprovalRow = NonNullable<Awaited<ReturnType<MoneyApprovalsRepository['find']>>>;
export type ApprovalLimitsRow = Awaited<ReturnType<MoneyApprovalsRepository['limits']>>;
