import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from '../admin/admin.tables.js';
import { categories, shops } from '../catalog/catalog.tables.js';
import { orderRefunds, orders } from '../orders/orders.tables.js';

/**
 * The platform's commission, in basis points (550 = 5.5 %), for one shop or one category (and its subcategories).
 * A line's rate: its shop's if set, else its category's nearest, else the platform default (contract).
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').references(() => shops.id),
    categoryId: integer('category_id').references(() => categories.id),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commission_rates_shop_uq')
      .on(t.shopId)
      .where(sql`${t.shopId} IS NOT NULL`),
    uniqueIndex('commission_rates_category_uq')
      .on(t.categoryId)
      .where(sql`${t.categoryId} IS NOT NULL`),
    check('commission_rates_one_scope', sql`(${t.shopId} IS NULL) <> (${t.categoryId} IS NULL)`),
    check('commission_rates_range', sql`${t.rateBp} BETWEEN 0 AND 10000`),
  ],
);

/**
 * One shop's statement for one month (China time): paid orders − refunds − commission = payable, booked in the ledger
 * to the shop's payable account when generated and cleared when the platform pays it.
 */
export const merchantStatements = pgTable(
  'merchant_statements',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    /** YYYY-MM. */
    period: text('period').notNull(),
    orderAmount: integer('order_amount').notNull(),
    refundAmount: integer('refund_amount').notNull(),
    commission: integer('commission').notNull(),
    payable: integer('payable').notNull(),
    orderCount: integer('order_count').notNull(),
    refundCount: integer('refund_count').notNull(),
    state: text('state').$type<'unpaid' | 'paid'>().notNull().default('unpaid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => operators.id),
  },
  (t) => [
    uniqueIndex('merchant_statements_shop_period_uq').on(t.shopId, t.period),
    index('merchant_statements_period_idx').on(t.period, t.shopId),
    check('merchant_statements_sum', sql`${t.payable} = ${t.orderAmount} - ${t.refundAmount} - ${t.commission}`),
  ],
);

/** What a statement is made of: each paid order and each refund, with its rate and commission (a refund's is negative). */
export const merchantStatementLines = pgTable(
  'merchant_statement_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => merchantStatements.id),
    kind: text('kind').$type<'order' | 'refund'>().notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    refundId: integer('refund_id').references(() => orderRefunds.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    amount: integer('amount').notNull(),
    commission: integer('commission').notNull(),
  },
  (t) => [index('merchant_statement_lines_statement_idx').on(t.statementId, t.id)],
);
