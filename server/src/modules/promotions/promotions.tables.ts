import { pgTable, serial, integer, timestamp, date, index, check, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { goods } from '../catalog/catalog.tables.js';

/** Flash sales (秒杀, cart line type 1): own price, own stock, a time window and a per-member limit. */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id').notNull().references(() => goods.id),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('flash_sales_window_idx').on(t.endsAt, t.startsAt),
    check('flash_sales_stock_ok', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.stock}`),
    check('flash_sales_window_ok', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** 每日特价: a special unit price for one day. */
export const dailySpecials = pgTable(
  'daily_specials',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id').notNull().references(() => goods.id),
    day: date('day').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [uniqueIndex('daily_specials_day_goods_uq').on(t.day, t.goodsId)],
);
