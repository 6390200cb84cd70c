import { pgTable, serial, integer, text, timestamp, index, check, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.js';

/**
 * A coupon template. sjly_id is the source channel: 0 a platform coupon (whole cart), otherwise the issuing shop's id
 * (only that shop's lines count). Validity is either a fixed window (valid_from/valid_to) or `valid_days` after claiming.
 * Claims are counted on the row so that "sold out" is one conditional update (no over-issue under concurrency).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    sjlyId: integer('sjly_id').notNull(),
    name: text('name').notNull(),
    threshold: integer('threshold').notNull(),
    amount: integer('amount').notNull(),
    totalCount: integer('total_count').notNull(),
    claimedCount: integer('claimed_count').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    claimStartsAt: timestamp('claim_starts_at', { withTimezone: true }).notNull(),
    claimEndsAt: timestamp('claim_ends_at', { withTimezone: true }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    validDays: integer('valid_days'),
  },
  (t) => [
    index('coupons_claim_window_idx').on(t.claimEndsAt, t.sjlyId),
    check('coupons_amount_ok', sql`${t.amount} > 0 AND ${t.threshold} >= 0 AND (${t.threshold} = 0 OR ${t.amount} < ${t.threshold})`),
    check('coupons_count_ok', sql`${t.claimedCount} >= 0 AND ${t.claimedCount} <= ${t.totalCount} AND ${t.perMemberLimit} > 0`),
    check(
      'coupons_validity_ok',
      sql`(${t.validDays} IS NOT NULL AND ${t.validDays} > 0) OR (${t.validFrom} IS NOT NULL AND ${t.validTo} > ${t.validFrom})`,
    ),
  ],
);

/** A coupon held by a member. status: 0 unused, 1 used (by a checkout submission); expiry is read from valid_to. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    status: smallint('status').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The checkout submission that used it (a platform coupon spreads over that submission's orders). */
    usedSubmissionId: integer('used_submission_id'),
  },
  (t) => [
    index('member_coupons_member_idx').on(t.memberId, t.status, t.validTo),
    index('member_coupons_coupon_idx').on(t.couponId, t.memberId),
    check('member_coupons_status_ok', sql`${t.status} IN (0, 1)`),
  ],
);
