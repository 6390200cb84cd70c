import { pgTable, serial, integer, text, boolean, timestamp, index, uniqueIndex, jsonb, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.js';

/**
 * Points: every change is one row of `points_log` (booked once per kind + ref); `member_points.balance` moves in the
 * same transaction by a conditional update and can never go below zero, and always equals the sum of the member's rows.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [check('member_points_balance_ck', sql`${t.balance} >= 0`)],
);

export const pointsLog = pgTable(
  'points_log',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: integer('amount').notNull(),
    /** order_paid, order_refund, exchange, activity, lottery, operator */
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    memo: text('memo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('points_log_kind_ref_uq').on(t.kind, t.ref), index('points_log_member_idx').on(t.memberId, t.id)],
);

/** /jfsc: gifts priced in points, with stock and a per-member limit (0 = no limit). */
export const pointsGoods = pgTable(
  'points_goods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    points: integer('points').notNull(),
    stock: integer('stock').notNull(),
    perMemberLimit: integer('per_member_limit').notNull().default(0),
    isOnSale: boolean('is_on_sale').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('points_goods_stock_ck', sql`${t.stock} >= 0`), check('points_goods_points_ck', sql`${t.points} > 0`)],
);

/** /jfdd: a gift exchanged for points (or won in the lottery), shipped by the operator. status 0 待发货, 1 已发货. */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => pointsGoods.id),
    goodsName: text('goods_name').notNull(),
    number: integer('number').notNull(),
    points: integer('points').notNull(),
    /** exchange | lottery */
    source: text('source').notNull().default('exchange'),
    address: jsonb('address').$type<{ consignee: string; phone: string; full_address: string }>().notNull(),
    status: integer('status').notNull().default(0),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [index('points_orders_member_idx').on(t.memberId, t.id), index('points_orders_goods_member_idx').on(t.goodsId, t.memberId)],
);
