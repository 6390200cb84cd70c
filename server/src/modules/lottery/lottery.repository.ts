import { and, asc, desc, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc } from '../../db/sql-helpers.js';
import { memberReference } from '../accounts/public.js';
import { operatorActor, recordAudit } from '../admin/operator-decision.sql.js';
import { adPlacements } from '../content/public.js';
import { drawActivities, drawEntries, drawPrizes, drawRecords } from './lottery.tables.js';

const ACTIVITY = {
  id: drawActivities.id,
  name: drawActivities.name,
  rules: drawActivities.rules,
  draws_per_member: drawActivities.drawsPerMember,
  starts_at: isoUtc(drawActivities.startsAt),
  ends_at: isoUtc(drawActivities.endsAt),
};

const PRIZE = {
  id: drawPrizes.id,
  name: drawPrizes.name,
  remarks: drawPrizes.remarks,
  kind: drawPrizes.kind,
  coupon_id: drawPrizes.couponId,
  points: drawPrizes.points,
  points_goods_id: drawPrizes.pointsGoodsId,
  stock: drawPrizes.stock,
  weight: drawPrizes.weight,
};

/** Lottery data: draws counted by a conditional upsert, prize stock by a conditional update. */
export class LotteryRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** The given activity, or the running one that started last, when open at `now`. */
  async open(id: number | undefined, now: Date, tx: Executor = this.db) {
    const [row] = await tx
      .select(ACTIVITY)
      .from(drawActivities)
      .where(
        and(
          eq(drawActivities.isActive, true),
          lte(drawActivities.startsAt, now),
          gt(drawActivities.endsAt, now),
          id === undefined ? undefined : eq(drawActivities.id, id),
        ),
      )
      .orderBy(desc(drawActivities.startsAt), desc(drawActivities.id))
      .limit(1);
    return row ?? null;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.db.select({ id: drawActivities.id }).from(drawActivities).where(eq(drawActivities.id, id))).length === 1;
  }

  prizes(activityId: number, tx: Executor = this.db) {
    return tx.select(PRIZE).from(drawPrizes).where(eq(drawPrizes.activityId, activityId)).orderBy(asc(drawPrizes.sort), asc(drawPrizes.id));
  }

  async used(activityId: number, memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ used: drawEntries.used })
      .from(drawEntries)
      .where(and(eq(drawEntries.activityId, activityId), eq(drawEntries.memberId, memberId)));
    return row?.used ?? 0;
  }

  /** Counts one more draw unless the allowance is used up; the row lock serialises one member's parallel draws. */
  async takeDraw(tx: Executor, activityId: number, memberId: number, allowance: number): Promise<number | null> {
    if (allowance < 1) return null;
    const [row] = await tx
      .insert(drawEntries)
      .values({ activityId, memberId, used: 1 })
      .onConflictDoUpdate({
        target: [drawEntries.activityId, drawEntries.memberId],
        set: { used: sql`${drawEntries.used} + 1` },
        setWhere: lt(drawEntries.used, allowance),
      })
      .returning({ used: drawEntries.used });
    return row ? row.used : null;
  }

  /** One unit of a prize's stock; false when none is left. */
  async takePrize(tx: Executor, prizeId: number): Promise<boolean> {
    const taken = await tx
      .update(drawPrizes)
      .set({ stock: sql`${drawPrizes.stock} - 1` })
      .where(and(eq(drawPrizes.id, prizeId), gt(drawPrizes.stock, 0)))
      .returning({ id: drawPrizes.id });
    return taken.length === 1;
  }

  async insertRecord(tx: Executor, r: { activityId: number; memberId: number; prize: PrizeRow }): Promise<number> {
    const [row] = await tx
      .insert(drawRecords)
      .values({
        activityId: r.activityId,
        memberId: r.memberId,
        prizeId: r.prize.id,
        prizeName: r.prize.name,
        remarks: r.prize.remarks,
        kind: r.prize.kind,
      })
      .returning({ id: drawRecords.id });
    return row.id;
  }

  /** The latest wins of an activity for the pop-up's scrolling list (company names masked by the service). */
  latest(activityId: number, limit: number) {
    return this.db
      .select({ id: drawRecords.id, company: memberReference.company, name: drawRecords.prizeName, created_at: isoUtc(drawRecords.createdAt) })
      .from(drawRecords)
      .innerJoin(memberReference, eq(memberReference.id, drawRecords.memberId))
      .where(and(eq(drawRecords.activityId, activityId), ne(drawRecords.kind, 'none')))
      .orderBy(desc(drawRecords.id))
      .limit(limit);
  }

  async records(memberId: number, limit: number, offset: number) {
    const rows = await this.db
      .select({
        id: drawRecords.id,
        activity_id: drawRecords.activityId,
        activity_name: drawActivities.name,
        name: drawRecords.prizeName,
        remarks: drawRecords.remarks,
        kind: drawRecords.kind,
        created_at: isoUtc(drawRecords.createdAt),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(drawRecords)
      .innerJoin(drawActivities, eq(drawActivities.id, drawRecords.activityId))
      .where(eq(drawRecords.memberId, memberId))
      .orderBy(desc(drawRecords.id))
      .limit(limit)
      .offset(offset);
    return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
  }

  ads() {
    return this.db
      .select({ name: adPlacements.name, image: adPlacements.image, url: adPlacements.url })
      .from(adPlacements)
      .where(eq(adPlacements.position, 'draw'))
      .orderBy(asc(adPlacements.sort), asc(adPlacements.id));
  }

  /** Sets a prize's odds and stock; the change and its audit row (before and after) are one transaction. */
  async setPrize(op: { id: number; username: string }, id: number, weight: number, stock: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select(PRIZE).from(drawPrizes).where(eq(drawPrizes.id, id)).for('update');
      if (!before) return false;
      await tx.update(drawPrizes).set({ weight, stock }).where(eq(drawPrizes.id, id));
      await recordAudit(tx, operatorActor(op), {
        action: 'draw_prize.update',
        targetId: id,
        detail: { name: before.name, before, after: { ...before, weight, stock } },
      });
      return true;
    });
  }

  /** Every lottery, the newest first, with its prize count and the draws made. */
  adminActivities() {
    return this.db
      .select({
        ...ACTIVITY,
        is_active: drawActivities.isActive,
        state: sql<'upcoming' | 'running' | 'ended'>`case when ${drawActivities.startsAt} > now() then 'upcoming'
          when ${drawActivities.endsAt} > now() then 'running' else 'ended' end`,
        prizes: sql<number>`(select count(*) from draw_prizes p where p.activity_id = "draw_activities"."id")::int`,
        draws: sql<number>`(select count(*) from draw_records r where r.activity_id = "draw_activities"."id")::int`,
      })
      .from(drawActivities)
      .orderBy(desc(drawActivities.id));
  }
}

export type ActivityRow = NonNullable<Awaited<ReturnType<LotteryRepository['open']>>>;
export type PrizeRow = Awaited<ReturnType<LotteryRepository['prizes']>>[number];
