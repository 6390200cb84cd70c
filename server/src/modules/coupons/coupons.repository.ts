import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

/** A coupon template with its shop name and, for a member, how many they hold. Instants are epoch ms. */
export interface CouponTemplateRow {
  id: number;
  sjly_id: number;
  shop_name: string | null;
  name: string;
  threshold: number;
  amount: number;
  total_count: number;
  claimed_count: number;
  per_member_limit: number;
  valid_from_ms: number | null;
  valid_to_ms: number | null;
  valid_days: number | null;
  claim_ends_ms: number;
  held: number;
}

/** A coupon a member holds (an instance of a template). */
export interface HeldCouponRow extends Omit<CouponTemplateRow, 'held'> {
  member_coupon_id: number;
  status: number;
  mc_from_ms: number;
  mc_to_ms: number;
}

const ms = (col: string) => sql.raw(`(extract(epoch from ${col}) * 1000)::float8`);

const TEMPLATE_COLUMNS = sql`c.id, c.sjly_id, s.short_name as shop_name, c.name, c.threshold, c.amount, c.total_count,
  c.claimed_count, c.per_member_limit, ${ms('c.valid_from')} as valid_from_ms, ${ms('c.valid_to')} as valid_to_ms,
  c.valid_days, ${ms('c.claim_ends_at')} as claim_ends_ms`;

export class CouponsRepository {
  constructor(private readonly database: Database) {}

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
    const conds = [sql`c.claim_starts_at <= ${now.toISOString()}`, sql`c.claim_ends_at > ${now.toISOString()}`];
    if (filter.sjlyIds) conds.push(filter.sjlyIds.length ? sql`c.sjly_id in ${filter.sjlyIds}` : sql`false`);
    if (filter.ids) conds.push(filter.ids.length ? sql`c.id in ${filter.ids}` : sql`false`);
    if (filter.kind === 1) conds.push(sql`c.sjly_id = 0`);
    if (filter.kind === 2) conds.push(sql`c.sjly_id <> 0`);
    const where = sql.join(conds, sql` and `);
    const held = memberId ? sql`(select count(*)::int from member_coupons m where m.coupon_id = c.id and m.member_id = ${memberId})` : sql`0`;
    const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
    const rows = this.database.rows<CouponTemplateRow>(sql`
      select ${TEMPLATE_COLUMNS}, ${held} as held
      from coupons c left join shops s on s.id = c.sjly_id
      where ${where}
      order by c.sjly_id, c.threshold, c.id ${limit}`);
    // Only a paged list needs the total; the cart's 领券 lookups skip the count.
    if (!page) return { rows: await rows, total: 0 };
    const [list, [count]] = await Promise.all([
      rows,
      this.database.rows<{ n: number }>(sql`select count(*)::int as n from coupons c where ${where}`),
    ]);
    return { rows: list, total: Number(count.n) };
  }

  /** The member's unused coupons that have not expired at `now` (for the cart), optionally of some sources. */
  usable(memberId: number, now: Date, sjlyIds?: number[]): Promise<HeldCouponRow[]> {
    const only = sjlyIds ? (sjlyIds.length ? sql`and c.sjly_id in ${sjlyIds}` : sql`and false`) : sql``;
    return this.database.rows<HeldCouponRow>(sql`
      select ${TEMPLATE_COLUMNS}, m.id as member_coupon_id, m.status,
             ${ms('m.valid_from')} as mc_from_ms, ${ms('m.valid_to')} as mc_to_ms
      from member_coupons m join coupons c on c.id = m.coupon_id left join shops s on s.id = c.sjly_id
      where m.member_id = ${memberId} and m.status = 0 and m.valid_to > ${now.toISOString()} ${only}
      order by m.valid_to, m.id`);
  }

  /**
   * Takes one coupon from the template's stock inside the claim window. The conditional update locks the template row,
   * so concurrent claims of the same coupon queue here and the member's count read next is current.
   */
  async takeOne(tx: Executor, couponId: number, now: Date): Promise<CouponTemplateRow | null> {
    const taken = await this.database.rows<{ id: number }>(
      sql`
      update coupons set claimed_count = claimed_count + 1
      where id = ${couponId} and claimed_count < total_count
        and claim_starts_at <= ${now.toISOString()} and claim_ends_at > ${now.toISOString()}
      returning id`,
      tx,
    );
    if (taken.length === 0) return null;
    const [row] = await this.database.rows<CouponTemplateRow>(
      sql`
      select ${TEMPLATE_COLUMNS}, 0 as held from coupons c left join shops s on s.id = c.sjly_id where c.id = ${couponId}`,
      tx,
    );
    return row;
  }

  /** Why a template cannot be claimed: unknown, outside its window, or gone. */
  async template(couponId: number): Promise<{ id: number; started: boolean; ended: boolean; sold_out: boolean } | null> {
    const [row] = await this.database.rows<{ id: number; started: boolean; ended: boolean; sold_out: boolean }>(sql`
      select id, claim_starts_at <= now() as started, claim_ends_at <= now() as ended, claimed_count >= total_count as sold_out
      from coupons where id = ${couponId}`);
    return row ?? null;
  }

  async heldCount(tx: Executor, memberId: number, couponId: number): Promise<number> {
    const [row] = await this.database.rows<{ n: number }>(
      sql`
      select count(*)::int as n from member_coupons where member_id = ${memberId} and coupon_id = ${couponId}`,
      tx,
    );
    return Number(row.n);
  }

  async insertHeld(tx: Executor, memberId: number, couponId: number, from: Date, to: Date): Promise<number> {
    const [row] = await this.database.rows<{ id: number }>(
      sql`
      insert into member_coupons (member_id, coupon_id, valid_from, valid_to) values (${memberId}, ${couponId}, ${from.toISOString()}, ${to.toISOString()})
      returning id`,
      tx,
    );
    return row.id;
  }

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(fn);
  }

  /** A coupon given (not claimed: a prize), valid by its template's window or `valid_days` from now; null when unknown. */
  async grant(tx: Executor, memberId: number, couponId: number): Promise<number | null> {
    const [row] = await this.database.rows<{ id: number }>(
      sql`
      insert into member_coupons (member_id, coupon_id, valid_from, valid_to)
      select ${memberId}, c.id, coalesce(c.valid_from, now()), coalesce(c.valid_to, now() + make_interval(days => c.valid_days))
      from coupons c where c.id = ${couponId} returning id`,
      tx,
    );
    return row?.id ?? null;
  }

  /** The member's coupons in one state (0 unused and valid, 1 used, 2 expired unused), newest first. */
  async held(memberId: number, status: 0 | 1 | 2, kind: 0 | 1 | 2, now: Date, limit: number, offset: number) {
    const state =
      status === 1
        ? sql`m.status = 1`
        : status === 0
          ? sql`m.status = 0 and m.valid_to > ${now.toISOString()}`
          : sql`m.status = 0 and m.valid_to <= ${now.toISOString()}`;
    const source = kind === 1 ? sql`and c.sjly_id = 0` : kind === 2 ? sql`and c.sjly_id <> 0` : sql``;
    const [rows, [count]] = await Promise.all([
      this.database.rows<HeldCouponRow>(sql`
        select ${TEMPLATE_COLUMNS}, m.id as member_coupon_id, m.status, ${ms('m.valid_from')} as mc_from_ms, ${ms('m.valid_to')} as mc_to_ms
        from member_coupons m join coupons c on c.id = m.coupon_id left join shops s on s.id = c.sjly_id
        where m.member_id = ${memberId} and ${state} ${source} order by m.id desc limit ${limit} offset ${offset}`),
      this.database.rows<{ n: number }>(
        sql`select count(*)::int as n from member_coupons m join coupons c on c.id = m.coupon_id where m.member_id = ${memberId} and ${state} ${source}`,
      ),
    ]);
    return { rows, total: Number(count.n) };
  }

  async counts(memberId: number, now: Date) {
    const [row] = await this.database.rows<{ unused: number; used: number; expired: number }>(sql`
      select count(*) filter (where status = 0 and valid_to > ${now.toISOString()})::int as unused,
             count(*) filter (where status = 1)::int as used,
             count(*) filter (where status = 0 and valid_to <= ${now.toISOString()})::int as expired
      from member_coupons where member_id = ${memberId}`);
    return { unused: Number(row.unused), used: Number(row.used), expired: Number(row.expired) };
  }
}
