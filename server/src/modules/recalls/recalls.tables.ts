import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, smallint, text, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { members } from '../accounts/accounts.tables.js';
import { shops } from '../catalog/catalog.tables.js';
import { afterSales, orderItems } from '../orders/orders.tables.js';

/**
 * 药品召回 (issue 47): batches of one drug (批准文号) recalled, with class, reason and the MAH's notice; for one shop's
 * goods (`shop_id`) or, recorded by the platform without one, for every shop selling them. Never deleted (kept 5 years).
 */
export const recalls = pgTable(
  'recalls',
  {
    id: serial('id').primaryKey(),
    approvalNo: text('approval_no').notNull(),
    goodsName: text('goods_name').notNull(),
    batchNos: text('batch_nos').array().notNull(),
    class: smallint('class').notNull(),
    reason: text('reason').notNull(),
    source: text('source').notNull().default(''),
    shopId: integer('shop_id').references(() => shops.id),
    operatorId: integer('operator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recalls_approval_idx').on(t.approvalNo), check('recalls_class_ok', sql`${t.class} BETWEEN 1 AND 3`)],
);

/** Each buyer who received a recalled batch: how many boxes, by when it must act, its acknowledgement and stock on hand. */
export const recallNotices = pgTable(
  'recall_notices',
  {
    id: serial('id').primaryKey(),
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    quantity: integer('quantity').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    onHand: integer('on_hand'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recall_notices_recall_member_uq').on(t.recallId, t.memberId),
    index('recall_notices_member_idx').on(t.memberId),
    check('recall_notices_on_hand_ok', sql`${t.onHand} IS NULL OR ${t.onHand} >= 0`),
  ],
);

/**
 * A buyer's recall return: boxes of its order lines given back under a notice, each filed as a 召回退货 after-sales
 * request on its order (refunded or credited when the shop approves it). A refused request frees its boxes again.
 */
export const recallReturns = pgTable(
  'recall_returns',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => recallNotices.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id),
    number: integer('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recall_returns_notice_idx').on(t.noticeId),
    index('recall_returns_item_idx').on(t.orderItemId),
    check('recall_returns_number_ok', sql`${t.number} > 0`),
  ],
);
