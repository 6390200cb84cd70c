import { pgTable, serial, integer, smallint, text, timestamp, date, jsonb, real, index, check, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.js';
import { goods, shops } from '../catalog/catalog.tables.js';

import type { AfterSaleKind } from '@yaocai/contract';

// Order states are the contract's ORDER_STATUS (0 待付款 … 4 已取消). Orders are never deleted.

export interface OrderAddress {
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
}
/** type 1 普通发票, 2 增值税专用发票 (both issued as e-invoices). */
export interface OrderInvoice {
  type: 1 | 2;
  title: string;
  tax_no: string;
}

/** One submission of the checkout form: the idempotency key makes a retried or doubled submit return the same orders. */
export const orderSubmissions = pgTable(
  'order_submissions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    idemKey: text('idem_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_submissions_key_uq').on(t.memberId, t.idemKey)],
);

/** One order per shop per submission; amounts in fen; the address and invoice are copied at submission. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => orderSubmissions.id),
    status: smallint('status').notNull().default(0),
    goodsAmount: integer('goods_amount').notNull(),
    manjianAmount: integer('manjian_amount').notNull().default(0),
    couponAmount: integer('coupon_amount').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull().default(0),
    payAmount: integer('pay_amount').notNull(),
    paidAmount: integer('paid_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** wallet | credit | online, set when paid. */
    payMethod: text('pay_method'),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    invoice: jsonb('invoice').$type<OrderInvoice>().notNull(),
    remark: text('remark').notNull().default(''),
    /** Unpaid orders are cancelled (stock and coupons released) after this instant by the timeout job. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    index('orders_member_idx').on(t.memberId, t.status, t.id),
    index('orders_submission_idx').on(t.submissionId),
    // The console dashboard reads orders by the moment they were paid and placed.
    index('orders_paid_at_idx').on(t.paidAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_unpaid_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 0`),
    check('orders_status_ok', sql`${t.status} BETWEEN 0 AND 4`),
    check(
      'orders_amounts_ok',
      sql`${t.goodsAmount} >= 0 AND ${t.manjianAmount} >= 0 AND ${t.couponAmount} >= 0 AND ${t.shippingFee} >= 0 AND ${t.payAmount} >= 0`,
    ),
    check(
      'orders_paid_ok',
      sql`${t.paidAmount} >= 0 AND ${t.paidAmount} <= ${t.payAmount} AND ${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.paidAmount}`,
    ),
  ],
);

/**
 * An order line with its GSP sales record (《药品经营质量管理规范》): generic name, specification, dosage form, batch,
 * expiry, manufacturer, approval number and 医保编码, quantity, unit price and amount, copied at submission; buyer and date are the
 * order's.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    ckId: integer('ck_id').notNull(),
    /** 0 normal, 1 flash sale, 3 package (one row per package item, `activity_id` = package). */
    type: smallint('type').notNull().default(0),
    activityId: integer('activity_id').notNull().default(0),
    name: text('name').notNull(),
    genericName: text('generic_name').notNull(),
    spec: text('spec').notNull(),
    dosageForm: text('dosage_form').notNull(),
    unit: text('unit').notNull(),
    manufacturer: text('manufacturer').notNull(),
    approvalNo: text('approval_no').notNull(),
    /** The goods' 医保编码 when the order was placed ('' for none). */
    ybCode: text('yb_code').notNull().default(''),
    batchNo: text('batch_no').notNull(),
    expiryDate: date('expiry_date').notNull(),
    /** The batch its units were given from when the order was paid (FEFO); null before, or for goods kept without batches. */
    batchId: integer('batch_id'),
    number: integer('number').notNull(),
    price: integer('price').notNull(),
    amount: integer('amount').notNull(),
    manjianAmount: integer('manjian_amount').notNull().default(0),
    couponAmount: integer('coupon_amount').notNull().default(0),
    shippedNumber: integer('shipped_number').notNull().default(0),
    gift: text('gift').notNull().default(''),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_goods_idx').on(t.goodsId, t.orderId),
    check('order_items_ok', sql`${t.number} > 0 AND ${t.price} >= 0 AND ${t.amount} >= 0 AND ${t.shippedNumber} BETWEEN 0 AND ${t.number}`),
  ],
);

/** Every stock change an order causes: reservation (negative), release or return (positive). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    ckId: integer('ck_id').notNull(),
    flashSaleId: integer('flash_sale_id'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    change: integer('change').notNull(),
    /** reserve | release | return */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_order_idx').on(t.orderId), check('stock_movements_change_ok', sql`${t.change} <> 0`)],
);

/** The order's timeline: state changes and logistics (carrier, tracking number) shown on the detail page. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    title: text('title').notNull(),
    detail: text('detail').notNull().default(''),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** A parcel sent for an order (partial shipment allowed): carrier, tracking number and which lines, how many. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    carrier: text('carrier').notNull(),
    trackingNo: text('tracking_no').notNull(),
    items: jsonb('items').$type<Array<{ order_item_id: number; number: number }>>().notNull(),
    operatorId: integer('operator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

/**
 * A parcel's cold-chain temperature record (冷链, issue 47): the logger's readings during transport, entered or read
 * from its export by the shipper; the buyer sees it before confirming receipt, and an order with cold-chain lines
 * cannot be received until each of their parcels has one. Replaced as a whole when sent again.
 */
export const shipmentTemperatures = pgTable('shipment_temperatures', {
  shipmentId: integer('shipment_id')
    .primaryKey()
    .references(() => shipments.id),
  readings: jsonb('readings').$type<Array<{ at: string; celsius: number }>>().notNull(),
  minCelsius: real('min_celsius').notNull(),
  maxCelsius: real('max_celsius').notNull(),
  operatorId: integer('operator_id'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Returns and after-sales requests of an order. kind: return (退货退款), refund (仅退款), missing (少发), wrong (错发),
 * report (索要质检报告). status: 0 待审核, 1 已同意, 2 已拒绝, 3 已完成 (refunded / resolved).
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<AfterSaleKind>().notNull(),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    items: jsonb('items').$type<Array<{ order_item_id: number; number: number }>>().notNull().default([]),
    /** Asked for by the buyer (fen); the refund decided may be lower, never above what was paid and not yet refunded. */
    refundAmount: integer('refund_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Where the refund goes: 'original' (the way it was paid) or 'wallet' (a credit to the buyer's 余额, a recall return's choice). */
    refundTo: text('refund_to').$type<'original' | 'wallet'>().notNull().default('original'),
    decisionReason: text('decision_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('after_sales_order_idx').on(t.orderId),
    index('after_sales_member_idx').on(t.memberId, t.id),
    check(
      'after_sales_ok',
      sql`${t.status} BETWEEN 0 AND 3 AND ${t.refundAmount} >= 0 AND ${t.refundedAmount} >= 0 AND ${t.kind} IN ('return', 'refund', 'missing', 'wrong', 'report', 'documents', 'recall') AND ${t.refundTo} IN ('original', 'wallet')`,
    ),
  ],
);

/** Every refund of an order as it was paid back (the settlement's refunds and their month come from here). */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    /** The ledger entry's reference (after_sale:12, order:5:refund:300). */
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_refunds_ref_uq').on(t.ref),
    index('order_refunds_created_idx').on(t.createdAt),
    index('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_amount_ok', sql`${t.amount} > 0`),
  ],
);
