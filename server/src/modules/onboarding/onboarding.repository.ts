import { and, count, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { MERCHANT_APPLICATION_STATUS, type MerchantApplicationStatus } from '@yaocai/contract';
import { memberReference } from '../accounts/public.js';
import { recordDecision, type Actor, type Notice } from '../admin/operator-decision.sql.js';
import { merchantApplications } from './onboarding.tables.js';

export type ApplicationRow = typeof merchantApplications.$inferSelect;
export type ApplicationFields = Omit<
  typeof merchantApplications.$inferInsert,
  'id' | 'memberId' | 'status' | 'reviewReason' | 'reviewedBy' | 'reviewedAt' | 'createdAt' | 'shopId'
>;

export class OnboardingRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** Null when the same company already has an application in review (partial unique index). */
  async insert(memberId: number, fields: ApplicationFields): Promise<ApplicationRow | null> {
    const [row] = await this.db
      .insert(merchantApplications)
      .values({ memberId, ...fields })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  mine(memberId: number): Promise<ApplicationRow[]> {
    return this.db.select().from(merchantApplications).where(eq(merchantApplications.memberId, memberId)).orderBy(desc(merchantApplications.id));
  }

  async page(status: number | undefined, limit: number, offset: number) {
    const where = status === undefined ? undefined : eq(merchantApplications.status, status as MerchantApplicationStatus);
    const [rows, [n]] = await Promise.all([
      this.db
        .select({ a: merchantApplications, username: memberReference.username })
        .from(merchantApplications)
        .innerJoin(memberReference, eq(memberReference.id, merchantApplications.memberId))
        .where(where)
        .orderBy(desc(merchantApplications.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(merchantApplications).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.a, username: r.username })), total: Number(n?.n ?? 0) };
  }

  async exists(id: number) {
    const [row] = await this.db.select({ id: merchantApplications.id }).from(merchantApplications).where(eq(merchantApplications.id, id));
    return row !== undefined;
  }

  /**
   * The decision, what follows from it (`then`: opening the shop on approval, in the same transaction) and the
   * applicant's message, with its audit row — all or nothing; only a pending application is decided.
   */
  async decide<T extends { shopId: number | null; notice: Notice }>(
    id: number,
    approve: boolean,
    reason: string,
    actor: Actor,
    then: (tx: Executor, row: ApplicationRow) => Promise<T>,
  ): Promise<{ row: ApplicationRow; outcome: T } | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(merchantApplications)
        .set({
          status: approve ? MERCHANT_APPLICATION_STATUS.approved : MERCHANT_APPLICATION_STATUS.rejected,
          reviewReason: reason,
          reviewedBy: actor.operatorId,
          reviewedAt: new Date(),
        })
        .where(and(eq(merchantApplications.id, id), eq(merchantApplications.status, MERCHANT_APPLICATION_STATUS.pending)))
        .returning();
      if (!row) return null;
      const outcome = await then(tx, row);
      const { shopId, notice } = outcome;
      if (shopId !== null) await tx.update(merchantApplications).set({ shopId }).where(eq(merchantApplications.id, id));
      await recordDecision(
        tx,
        actor,
        {
          action: approve ? 'merchant.approve' : 'merchant.reject',
          memberId: row.memberId,
          targetId: id,
          detail: { company: row.company, reason, ...(shopId !== null ? { shop_id: shopId } : {}) },
        },
        notice,
      );
      return { row: { ...row, shopId }, outcome };
    });
  }
}
