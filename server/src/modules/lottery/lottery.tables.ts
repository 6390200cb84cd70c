import { pgTable, serial, integer, text, boolean, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.js';
import { coupons } from '../coupons/coupons.tables.js';
import { pointsGoods } from '../points/points.tables.js';

/** A lottery (spec §4, §7): a window, an allowance of draws per member and a background image text. */
/** What a prize is: a coupon, points, a gift shipped as a points order, or nothing (谢谢参与). */
export type PrizeKind = 'coupon' | 'points' | 'goods' | 'none';

export const drawActivities = pgTable('draw_activities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rules: text('rules').notNull().default(''),
  drawsPerMember: integer('draws_per_member').notNull().default(1),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * A prize: kind coupon (a coupon template lands in /yhq), points (added to the points log), goods (a points order to
 * ship) or none (谢谢参与, unlimited). `weight` is its share of the odds; stock never goes below zero.
 */
export const drawPrizes = pgTable(
  'draw_prizes',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => drawActivities.id),
    name: text('name').notNull(),
    remarks: text('remarks').notNull().default(''),
    kind: text('kind').$type<PrizeKind>().notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    points: integer('points').notNull().default(0),
    pointsGoodsId: integer('points_goods_id').references(() => pointsGoods.id),
    stock: integer('stock').notNull().default(0),
    weight: integer('weight').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('draw_prizes_activity_idx').on(t.activityId),
    check('draw_prizes_stock_ck', sql`${t.stock} >= 0 AND ${t.weight} >= 0`),
    check('draw_prizes_kind_ck', sql`${t.kind} IN ('coupon', 'points', 'goods', 'none')`),
  ],
);

/** Draws used per member and activity: one row, counted by a conditional upsert (the allowance holds under concurrency). */
export const drawEntries = pgTable(
  'draw_entries',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => drawActivities.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    used: integer('used').notNull().default(0),
  },
  (t) => [uniqueIndex('draw_entries_uq').on(t.activityId, t.memberId)],
);

export const drawRecords = pgTable(
  'draw_records',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => drawActivities.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => drawPrizes.id),
    prizeName: text('prize_name').notNull(),
    remarks: text('remarks').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('draw_records_member_idx').on(t.memberId, t.id), index('draw_records_activity_idx').on(t.activityId, t.id)],
);
