import { pgTable, serial, integer, smallint, text, timestamp, date, index, check, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FlashApplicationStatus } from '@yaocai/contract';
import { goods, goodsBatches, shops } from '../catalog/catalog.tables.js';

/** Flash sales (秒杀, cart line type 1): own price, own stock, a time window and a per-member limit. */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** 近效期特价: the near-expiry batch the price was set on (its units go to these buyers first); null for a 秒杀. */
    batchId: integer('batch_id').references(() => goodsBatches.id),
  },
  (t) => [
    index('flash_sales_window_idx').on(t.endsAt, t.startsAt),
    // 近效期特价 by batch (a payment reads the sales of the batches it takes from); most sales have none.
    index('flash_sales_batch_idx')
      .on(t.batchId)
      .where(sql`${t.batchId} IS NOT NULL`),
    check('flash_sales_stock_ok', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.stock}`),
    check('flash_sales_window_ok', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** 每日特价: a special unit price for one day. */
export const dailySpecials = pgTable(
  'daily_specials',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    day: date('day').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [uniqueIndex('daily_specials_day_goods_uq').on(t.day, t.goodsId)],
);

/** 满减: a shop's full-reduction promotion with its tiers; `goods_ids` null means every normal line of the shop. */
export const fullReductions = pgTable(
  'full_reductions',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    goodsIds: integer('goods_ids').array(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('full_reductions_shop_idx').on(t.shopId, t.endsAt), check('full_reductions_window_ok', sql`${t.endsAt} > ${t.startsAt}`)],
);

export const fullReductionTiers = pgTable(
  'full_reduction_tiers',
  {
    fullReductionId: integer('full_reduction_id')
      .notNull()
      .references(() => fullReductions.id, { onDelete: 'cascade' }),
    threshold: integer('threshold').notNull(),
    reduction: integer('reduction').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fullReductionId, t.threshold] }),
    check('full_reduction_tiers_ok', sql`${t.reduction} > 0 AND ${t.reduction} < ${t.threshold}`),
  ],
);

/**
 * Gifts on a goods: kind 1 is gift_data (赠品: type 1 free, type 2 换购 at add_price), kind 2 is jtmz_data (阶梯满赠:
 * several rows with growing min_number; the highest reached applies). A rule applies once per multiple of min_number.
 */
export const goodsGifts = pgTable(
  'goods_gifts',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    kind: smallint('kind').notNull(),
    type: smallint('type').notNull(),
    minNumber: integer('min_number').notNull(),
    giftGoodsId: integer('gift_goods_id')
      .notNull()
      .references(() => goods.id),
    giftNumber: integer('gift_number').notNull(),
    addPrice: integer('add_price').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('goods_gifts_goods_idx').on(t.goodsId),
    check('goods_gifts_ok', sql`${t.kind} IN (1, 2) AND ${t.type} IN (1, 2) AND ${t.minNumber} > 0 AND ${t.giftNumber} > 0 AND ${t.addPrice} >= 0`),
  ],
);

/** 组合购 (cart line type 3): a package of goods of one shop sold together at one package price. */
export const combinations = pgTable(
  'combinations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('combinations_price_ok', sql`${t.price} > 0`)],
);

export const combinationItems = pgTable(
  'combination_items',
  {
    combinationId: integer('combination_id')
      .notNull()
      .references(() => combinations.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    number: integer('number').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.combinationId, t.goodsId] }), check('combination_items_number_ok', sql`${t.number} > 0`)],
);

/**
 * 秒杀申请: a merchant's flash sale of one of its goods, waiting for the platform (which runs the 秒杀 sessions).
 * Approval saves the flash sale through the console's own checks and links it here; nothing is sold before that.
 */
export const flashSaleApplications = pgTable(
  'flash_sale_applications',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    perMemberLimit: integer('per_member_limit').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<FlashApplicationStatus>().notNull().default('pending'),
    reason: text('reason'),
    flashSaleId: integer('flash_sale_id').references(() => flashSales.id),
    /** The console accounts (no foreign key: the admin module depends on this one); the audit trail names them too. */
    appliedBy: integer('applied_by').notNull(),
    applicant: text('applicant').notNull(),
    decidedBy: integer('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('flash_sale_applications_status_idx').on(t.status, t.id),
    index('flash_sale_applications_shop_idx').on(t.shopId, t.id),
    check('flash_sale_applications_window_ok', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
