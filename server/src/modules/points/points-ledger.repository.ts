import { and, eq, gte, like, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { siteSettings } from '../content/public.js';
import { memberPoints, pointsLog } from './points.tables.js';

/** The points log and the balance rows it keeps (member_points), and the points rule from site settings. */
export class PointsLedgerRepository {
  constructor(private readonly database: Database) {}

  /** The log row's id, or null when (kind, ref) was booked before. */
  async insertLog(tx: Executor, memberId: number, amount: number, kind: string, ref: string, memo: string): Promise<number | null> {
    const [row] = await tx
      .insert(pointsLog)
      .values({ memberId, amount, kind, ref, memo })
      .onConflictDoNothing({ target: [pointsLog.kind, pointsLog.ref] })
      .returning({ id: pointsLog.id });
    return row?.id ?? null;
  }

  /** A credit creates the balance row when needed; a debit is a conditional update. False when it would go below zero. */
  async move(tx: Executor, memberId: number, amount: number): Promise<boolean> {
    const moved =
      amount > 0
        ? await tx
            .insert(memberPoints)
            .values({ memberId, balance: amount })
            .onConflictDoUpdate({ target: memberPoints.memberId, set: { balance: sql`${memberPoints.balance} + ${amount}` } })
            .returning({ member_id: memberPoints.memberId })
        : await tx
            .update(memberPoints)
            .set({ balance: sql`${memberPoints.balance} + ${amount}` })
            .where(and(eq(memberPoints.memberId, memberId), gte(sql`${memberPoints.balance} + ${amount}`, 0)))
            .returning({ member_id: memberPoints.memberId });
    return moved.length > 0;
  }

  async balance(memberId: number, tx: Executor = this.database.db, lock = false): Promise<number> {
    const q = tx.select({ balance: memberPoints.balance }).from(memberPoints).where(eq(memberPoints.memberId, memberId));
    const [row] = lock ? await q.for('update') : await q;
    return row?.balance ?? 0;
  }

  async pointsPerYuanSetting(tx: Executor): Promise<string | null> {
    const [row] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'points_per_yuan'));
    return row?.value ?? null;
  }

  /** What an order earned and what its refunds took back so far. */
  async orderPoints(tx: Executor, memberId: number, orderId: number): Promise<{ earned: number; reversed: number }> {
    const [row] = await tx
      .select({
        earned: sql<number>`coalesce(sum(${pointsLog.amount}) filter (where ${pointsLog.kind} = 'order_paid'), 0)::int`,
        reversed: sql<number>`coalesce(-sum(${pointsLog.amount}) filter (where ${pointsLog.kind} = 'order_refund'), 0)::int`,
      })
      .from(pointsLog)
      .where(and(eq(pointsLog.memberId, memberId), or(eq(pointsLog.ref, `order:${orderId}`), like(pointsLog.ref, `order:${orderId}:refund:%`))));
    return { earned: row?.earned ?? 0, reversed: row?.reversed ?? 0 };
  }
}
