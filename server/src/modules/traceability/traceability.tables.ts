import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, smallint, text, timestamp, date, index, check, jsonb, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { goods, shops } from '../catalog/catalog.tables.js';
import { orderItems, orders, shipments } from '../orders/orders.tables.js';

/**
 * Every 药品追溯码 the platform knows (issue 47): a box's 小码, or a carton's 中码/大码 with the codes packed in it
 * (`parent_code`). A code enters with the packing relation a shop imports, or when a parcel ships with it; it belongs
 * to that shop. Shipping it ties it to the order line (goods, batch, expiry) and the buyer — once: a code already
 * shipped is refused (回流药). Rows are never deleted: they are the record a recall or an inspection reads.
 */
export const traceCodes = pgTable(
  'trace_codes',
  {
    code: text('code').primaryKey(),
    /** msfx (码上放心 20 digits) | gs1 | other */
    kind: text('kind').notNull(),
    /** 1 小码 (a box), 2 中码, 3 大码 (a carton). */
    level: smallint('level').notNull().default(1),
    parentCode: text('parent_code').references((): AnyPgColumn => traceCodes.code),
    /** The 药品标识码 (msfx) or GTIN (gs1); '' for other codes and cartons. */
    product: text('product').notNull().default(''),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    goodsId: integer('goods_id').references(() => goods.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    shipmentId: integer('shipment_id').references(() => shipments.id),
    batchNo: text('batch_no'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trace_codes_parent_idx').on(t.parentCode),
    index('trace_codes_shipment_idx').on(t.shipmentId),
    index('trace_codes_order_item_idx').on(t.orderItemId),
    index('trace_codes_goods_batch_idx').on(t.goodsId, t.batchNo),
    index('trace_codes_product_idx').on(t.product),
    check('trace_codes_level_ok', sql`${t.level} BETWEEN 1 AND 3`),
    check('trace_codes_shipped_whole', sql`(${t.shipmentId} IS NULL) = (${t.shippedAt} IS NULL)`),
  ],
);

/** 回流药 warnings: a shop tried to ship a code that had already been shipped once (refused; operators follow up). */
export const traceAlerts = pgTable(
  'trace_alerts',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => traceCodes.code),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trace_alerts_created_idx').on(t.createdAt)],
);

/**
 * The outbox of reports to the national 药品追溯 platforms (docs/trace-report-format.md): one row per parcel and event,
 * written in the transaction that captured its codes, sent by the job queue (`trace.report`) through the configured
 * adapter. `payload` is the report as sent; `accepted`/`rejected` the platform's answer (per-code refusals are kept,
 * not retried); `failed` means the last attempt did not reach the platform and the queue will try again.
 */
export const traceReports = pgTable(
  'trace_reports',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    /** 出库 (a shipment); 入库验收 (a buyer's receipt) when that side is reported. */
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    accepted: integer('accepted'),
    rejected: jsonb('rejected').$type<Array<{ code: string; reason: string }>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The idempotency key of the format: one report per parcel and event.
    uniqueIndex('trace_reports_shipment_event_uq').on(t.shipmentId, t.event),
    index('trace_reports_status_idx').on(t.status, t.id),
    check('trace_reports_status_ok', sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);
