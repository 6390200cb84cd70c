import { and, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminCouponView, CouponState } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { chinaMinuteText, chinaMinuteTextOrNull } from '../../db/sql-helpers.js';
import { shopFacts } from '../catalog/public.js';
import { coupons, memberCoupons } from './coupons.tables.js';

/** A list of ids as one parameter (the same on PGlite and PostgreSQL). */
const idSet = (ids: number[]) => sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;

const STATE_SQL = sql<CouponState>`case when ${coupons.claimEndsAt} <= now() then 'ended'
  when ${coupons.claimStartsAt} > now() then 'upcoming'
  when ${coupons.claimedCount} >= ${coupons.totalCount} then 'sold_out' else 'claiming' end`;
const STATE_WHERE: Record<CouponState, SQL> = {
  ended: sql`${coupons.claimEndsAt} <= now()`,
  upcoming: sql`${coupons.claimStartsAt} > now() and ${coupons.claimEndsAt} > now()`,
  sold_out: sql`${coupons.claimStartsAt} <= now() and ${coupons.claimEndsAt} > now() and ${coupons.claimedCount} >= ${coupons.totalCount}`,
  claiming: sql`${coupons.claimStartsAt} <= now() and ${coupons.claimEndsAt} > now() and ${coupons.claimedCount} < ${coupons.totalCount}`,
};

export type CouponWrite = {
  sjlyId: number;
  name: string;
  threshold: number;
  amount: number;
  totalCount: number;
  perMemberLimit: number;
  claimStartsAt: Date;
  claimEndsAt: Date;
  validFrom: Date | null;
  validTo: Date | null;
  validDays: number | null;
};

/** SQL of the console's coupon templates and issuing. */
export class CouponsAdminRepository {
  constructor(private readonly database: Database) {}

  private columns() {
    return {
      id: coupons.id,
      name: coupons.name,
      shop_id: coupons.sjlyId,
      shop_name: sql<string>`coalesce(${shopFacts.shortName}, '平台券')`,
      threshold: coupons.threshold,
      amount: coupons.amount,
      total_count: coupons.totalCount,
      claimed_count: coupons.claimedCount,
      used_count:
        sql<number>`(select count(*)::int from ${memberCoupons} where ${memberCoupons.couponId} = ${coupons.id} and ${memberCoupons.status} = 1)`.mapWith(
          Number,
        ),
      per_member_limit: coupons.perMemberLimit,
      claim_starts_at: chinaMinuteText(coupons.claimStartsAt),
      claim_ends_at: chinaMinuteText(coupons.claimEndsAt),
      valid_from: chinaMinuteTextOrNull(coupons.validFrom),
      valid_to: chinaMinuteTextOrNull(coupons.validTo),
      valid_days: coupons.validDays,
      state: STATE_SQL,
    };
  }

  async page(q: { shop_id?: number; state?: CouponState; keyword?: string; page: number; page_size: number }) {
    const w: SQL[] = [];
    if (q.shop_id !== undefined) w.push(eq(coupons.sjlyId, q.shop_id));
    if (q.state) w.push(STATE_WHERE[q.state]);
    if (q.keyword) w.push(sql`strpos(${coupons.name}, ${q.keyword}) > 0`);
    const where = w.length ? and(...w) : undefined;
    const [list, [total]] = await Promise.all([
      this.database.db
        .select(this.columns())
        .from(coupons)
        .leftJoin(shopFacts, eq(shopFacts.id, coupons.sjlyId))
        .where(where)
        .orderBy(desc(coupons.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.database.db.select({ n: count() }).from(coupons).where(where),
    ]);
    return { list: list as AdminCouponView[], total: total?.n ?? 0 };
  }

  /** One template, locked when read inside a transaction that changes it. */
  async one(executor: Executor, id: number, lock = false): Promise<AdminCouponView | null> {
    const q = executor.select(this.columns()).from(coupons).leftJoin(shopFacts, eq(shopFacts.id, coupons.sjlyId)).where(eq(coupons.id, id));
    const [row] = lock ? await q.for('update', { of: coupons }) : await q;
    return (row as AdminCouponView | undefined) ?? null;
  }

  async shopExists(id: number) {
    const [row] = await this.database.db.select({ id: shopFacts.id }).from(shopFacts).where(eq(shopFacts.id, id));
    return !!row;
  }

  async insert(tx: Executor, values: CouponWrite) {
    const [row] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
    return row!.id;
  }

  async update(tx: Executor, id: number, values: Partial<CouponWrite>) {
    await tx.update(coupons).set(values).where(eq(coupons.id, id));
  }

  /** Stops claiming now (held coupons stay valid for their own period). */
  async end(tx: Executor, id: number) {
    await tx
      .update(coupons)
      .set({ claimEndsAt: sql`least(${coupons.claimEndsAt}, now())` })
      .where(eq(coupons.id, id));
  }

  /**
   * Approved, enabled members who may still receive one (holding fewer than the per-member limit): the named ones, or
   * the group's. Read inside the issuing transaction, after the template row is locked.
   */
  async recipients(tx: Executor, couponId: number, limit: number, who: { memberIds?: number[]; companyType?: string; province?: string }) {
    // The members table is named in SQL (like a foreign key): coupons reads who may hold one, it uses no member code.
    const w: SQL[] = [sql`m.review_status = 'approved'`, sql`m.disabled_at is null`];
    if (who.memberIds) w.push(sql`m.id in ${idSet(who.memberIds)}`);
    if (who.companyType) w.push(sql`m.company_type = ${who.companyType}`);
    if (who.province) w.push(sql`m.province = ${who.province}`);
    const held = sql`(select count(*) from ${memberCoupons} where ${memberCoupons.couponId} = ${couponId} and ${memberCoupons.memberId} = m.id)`;
    const rows = await tx.execute(sql`select m.id from members m where ${sql.join(w, sql` and `)} and ${held} < ${limit} order by m.id`);
    return (rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
  }

  /** Takes `n` from the stock; false (nothing taken) when fewer than `n` are left. */
  async take(tx: Executor, couponId: number, n: number) {
    const rows = await tx
      .update(coupons)
      .set({ claimedCount: sql`${coupons.claimedCount} + ${n}` })
      .where(and(eq(coupons.id, couponId), lte(sql`${coupons.claimedCount} + ${n}`, coupons.totalCount)))
      .returning({ id: coupons.id });
    return rows.length === 1;
  }

  /** One coupon to each member, valid by the template's window or its days from now. */
  async issue(tx: Executor, couponId: number, memberIds: number[]) {
    if (memberIds.length === 0) return;
    await tx.execute(sql`insert into ${memberCoupons} (member_id, coupon_id, valid_from, valid_to)
      select m.v::int, c.id, coalesce(c.valid_from, now()), coalesce(c.valid_to, now() + make_interval(days => c.valid_days))
      from ${coupons} c, jsonb_array_elements_text(${JSON.stringify(memberIds)}::jsonb) m(v) where c.id = ${couponId}`);
  }

  /** Held coupons (claimed or issued) of this template: a template already out may not change what it gives. */
  async heldCount(tx: Executor, couponId: number) {
    const [row] = await tx.select({ n: count() }).from(memberCoupons).where(eq(memberCoupons.couponId, couponId));
    return row?.n ?? 0;
  }

  /** Members named that do not exist. */
  async unknownMembers(ids: number[]) {
    const rows = await this.database.db.execute(sql`select id from members where id in ${idSet(ids)}`);
    const known = new Set((rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id)));
    return ids.filter((id) => !known.has(id));
  }
}
