import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { intArray } from '../../db/one-trip.js';
import type { Database, Executor } from '../../db/client.js';
import { correlated, epochMs, epochMsOrNull } from '../../db/sql-helpers.js';
import { shopFacts } from '../catalog/public.js';
import { coupons, memberCoupons } from './coupons.tables.js';

/** A coupon template with its shop's short name; instants are epoch ms. */
const templateColumns = {
  id: coupons.id,
  sjly_id: coupons.sjlyId,
  shop_name: shopFacts.shortName,
  name: coupons.name,
  threshold: coupons.threshold,
  amount: coupons.amount,
  total_count: coupons.totalCount,
  claimed_count: coupons.claimedCount,
  per_member_limit: coupons.perMemberLimit,
  valid_from_ms: epochMsOrNull(coupons.validFrom),
  valid_to_ms: epochMsOrNull(coupons.validTo),
  valid_days: coupons.validDays,
  claim_ends_ms: epochMs(coupons.claimEndsAt),
};

/** A held coupon: the template's columns and the member's own instance. */
const heldColumns = {
  ...templateColumns,
  member_coupon_id: memberCoupons.id,
  status: memberCoupons.status,
  mc_from_ms: epochMs(memberCoupons.validFrom),
  mc_to_ms: epochMs(memberCoupons.validTo),
};

/** Platform coupons (sjly_id 0) or merchant ones; 0 means both. */
const sourceIs = (kind: 0 | 1 | 2) => (kind === 1 ? eq(coupons.sjlyId, 0) : kind === 2 ? ne(coupons.sjlyId, 0) : undefined);

const inOrNone = (col: typeof coupons.id | typeof coupons.sjlyId, ids: number[]) => (ids.length ? inArray(col, ids) : sql`false`);

export class CouponsRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  private templates(executor: Executor, held: SQL<number>) {
    return executor
      .select({ ...templateColumns, held })
      .from(coupons)
      .leftJoin(shopFacts, eq(shopFacts.id, coupons.sjlyId));
  }

  private helds(executor: Executor = this.db) {
    return executor
      .select(heldColumns)
      .from(memberCoupons)
      .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
      .leftJoin(shopFacts, eq(shopFacts.id, coupons.sjlyId));
  }

  /**
   * Templates claimable at `now` (inside the claim window), filtered by source: `sjlyIds` exact, or `kind` 1 platform /
   * 2 merchant. `held` counts the member's claims of each.
   */
  async claimable(
    filter: { sjlyIds?: number[]; kind?: 0 | 1 | 2; ids?: number[] },
    memberId: number | null,
    now: Date,
    page?: { limit: number; offset: number },
  ) {
    const where = and(
      lte(coupons.claimStartsAt, now),
      gt(coupons.claimEndsAt, now),
      filter.sjlyIds ? inOrNone(coupons.sjlyId, filter.sjlyIds) : undefined,
      filter.ids ? inOrNone(coupons.id, filter.ids) : undefined,
      sourceIs(filter.kind ?? 0),
    );
    const held = memberId
      ? correlated<number>(
          sql`(select count(*)::int from ${memberCoupons} where ${memberCoupons.couponId} = ${coupons.id} and ${memberCoupons.memberId} = ${memberId})`,
        )
      : sql<number>`0`;
    const ordered = this.templates(this.db, held).where(where).orderBy(asc(coupons.sjlyId), asc(coupons.threshold), asc(coupons.id));
    // Only a paged list needs the total; the cart's 领券 lookups skip the count.
    if (!page) return { rows: await ordered, total: 0 };
    const [rows, [total]] = await Promise.all([
      ordered.limit(page.limit).offset(page.offset),
      this.db.select({ n: count() }).from(coupons).where(where),
    ]);
    return { rows, total: total.n };
  }

  /**
   * The first moment after `now` at which a claim window, a template's validity or one of the member's coupons
   * opens or closes (epoch ms; null: none ahead) — the cart's coupon answers hold until then.
   */
  async nextWindowChange(memberId: number, now: Date): Promise<number | null> {
    const mine = and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.status, 0));
    const edges = [
      sql`select min(${coupons.claimStartsAt}) as t from ${coupons} where ${coupons.claimStartsAt} > ${now}`,
      sql`select min(${coupons.claimEndsAt}) as t from ${coupons} where ${coupons.claimEndsAt} > ${now}`,
      sql`select min(${coupons.validFrom}) as t from ${coupons} where ${coupons.validFrom} > ${now}`,
      sql`select min(${coupons.validTo}) as t from ${coupons} where ${coupons.validTo} > ${now}`,
      sql`select min(${memberCoupons.validFrom}) as t from ${memberCoupons} where ${mine} and ${memberCoupons.validFrom} > ${now}`,
      sql`select min(${memberCoupons.validTo}) as t from ${memberCoupons} where ${mine} and ${memberCoupons.validTo} > ${now}`,
    ];
    const [row] = await this.database.rows<{ t: number | null }>(
      sql`select (extract(epoch from min(x.t)) * 1000)::float8 as t from (${sql.join(edges, sql` union all `)}) x`,
    );
    return row?.t === null || row?.t === undefined ? null : Number(row.t);
  }

  /** The member's unused coupons that have not expired at `now` (for the cart), optionally of some sources. */
  usable(memberId: number, now: Date, sjlyIds?: number[]) {
    const values = { memberId, now: now.toISOString(), ...(sjlyIds ? { sjlyIds: intArray(sjlyIds) } : {}) };
    return this.database.shaped(sjlyIds ? 'coupons.usable.of' : 'coupons.usable', values, (v) =>
      this.helds()
        .where(
          and(
            eq(memberCoupons.memberId, v('memberId')),
            eq(memberCoupons.status, 0),
            gt(memberCoupons.validTo, v('now')),
            sjlyIds ? sql`${coupons.sjlyId} = any(${v('sjlyIds')}::int[])` : undefined,
          ),
        )
        .orderBy(asc(memberCoupons.validTo), asc(memberCoupons.id)),
    );
  }

  /**
   * Takes one coupon from the template's stock inside the claim window. The conditional update locks the template row,
   * so concurrent claims of the same coupon queue here and the member's count read next is current.
   */
  async takeOne(tx: Executor, couponId: number, now: Date): Promise<CouponTemplateRow | null> {
    const taken = await tx
      .update(coupons)
      .set({ claimedCount: sql`${coupons.claimedCount} + 1` })
      .where(
        and(eq(coupons.id, couponId), lt(coupons.claimedCount, coupons.totalCount), lte(coupons.claimStartsAt, now), gt(coupons.claimEndsAt, now)),
      )
      .returning({ id: coupons.id });
    if (taken.length === 0) return null;
    const [row] = await this.templates(tx, sql<number>`0`).where(eq(coupons.id, couponId));
    return row;
  }

  /** Why a template cannot be claimed: unknown, outside its window, or gone. */
  async template(couponId: number) {
    const [row] = await this.db
      .select({
        id: coupons.id,
        started: sql<boolean>`${coupons.claimStartsAt} <= now()`,
        ended: sql<boolean>`${coupons.claimEndsAt} <= now()`,
        sold_out: sql<boolean>`${coupons.claimedCount} >= ${coupons.totalCount}`,
      })
      .from(coupons)
      .where(eq(coupons.id, couponId));
    return row ?? null;
  }

  async heldCount(tx: Executor, memberId: number, couponId: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.couponId, couponId)));
    return row.n;
  }

  async insertHeld(tx: Executor, memberId: number, couponId: number, from: Date, to: Date): Promise<number> {
    const [row] = await tx.insert(memberCoupons).values({ memberId, couponId, validFrom: from, validTo: to }).returning({ id: memberCoupons.id });
    return row.id;
  }

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  /** A coupon given (not claimed: a prize), valid by its template's window or `valid_days` from now; null when unknown. */
  async grant(tx: Executor, memberId: number, couponId: number): Promise<number | null> {
    const [template] = await tx
      .select({ validFrom: coupons.validFrom, validTo: coupons.validTo, validDays: coupons.validDays })
      .from(coupons)
      .where(eq(coupons.id, couponId));
    if (!template) return null;
    const [row] = await tx
      .insert(memberCoupons)
      .values({
        memberId,
        couponId,
        validFrom: template.validFrom ?? sql`now()`,
        validTo: template.validTo ?? sql`now() + make_interval(days => ${template.validDays})`,
      })
      .returning({ id: memberCoupons.id });
    return row.id;
  }

  /** Marks the chosen coupons used by a checkout submission; returns how many were still unused and valid. */
  async useFor(tx: Executor, memberId: number, ids: number[], submissionId: number, now: Date): Promise<number> {
    const rows = await tx
      .update(memberCoupons)
      .set({ status: 1, usedAt: now, usedSubmissionId: submissionId })
      .where(
        and(
          eq(memberCoupons.memberId, memberId),
          inArray(memberCoupons.id, ids),
          eq(memberCoupons.status, 0),
          lte(memberCoupons.validFrom, now),
          gt(memberCoupons.validTo, now),
        ),
      )
      .returning({ id: memberCoupons.id });
    return rows.length;
  }

  /** The coupons a submission used become usable again (every one of its orders was cancelled). */
  async releaseSubmission(tx: Executor, submissionId: number): Promise<void> {
    await tx.update(memberCoupons).set({ status: 0, usedAt: null, usedSubmissionId: null }).where(eq(memberCoupons.usedSubmissionId, submissionId));
  }

  /** The member's coupons in one state (0 unused and valid, 1 used, 2 expired unused), newest first. */
  async held(memberId: number, status: 0 | 1 | 2, kind: 0 | 1 | 2, now: Date, limit: number, offset: number) {
    const state =
      status === 1
        ? eq(memberCoupons.status, 1)
        : and(eq(memberCoupons.status, 0), status === 0 ? gt(memberCoupons.validTo, now) : lte(memberCoupons.validTo, now));
    const where = and(eq(memberCoupons.memberId, memberId), state, sourceIs(kind));
    const [rows, [total]] = await Promise.all([
      this.helds().where(where).orderBy(desc(memberCoupons.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(memberCoupons).innerJoin(coupons, eq(coupons.id, memberCoupons.couponId)).where(where),
    ]);
    return { rows, total: total.n };
  }

  async counts(memberId: number, now: Date) {
    const [row] = await this.db
      .select({
        unused: sql<number>`(count(*) filter (where ${memberCoupons.status} = 0 and ${memberCoupons.validTo} > ${now.toISOString()}))::int`,
        used: sql<number>`(count(*) filter (where ${memberCoupons.status} = 1))::int`,
        expired: sql<number>`(count(*) filter (where ${memberCoupons.status} = 0 and ${memberCoupons.validTo} <= ${now.toISOString()}))::int`,
      })
      .from(memberCoupons)
      .where(eq(memberCoupons.memberId, memberId));
    return row;
  }
}

/** A coupon template with, for a member, how many they hold. */
export type CouponTemplateRow = Awaited<ReturnType<CouponsRepository['claimable']>>['rows'][number];
/** A coupon a member holds (an instance of a template). */
export type HeldCouponRow = Awaited<ReturnType<CouponsRepository['usable']>>[number];
