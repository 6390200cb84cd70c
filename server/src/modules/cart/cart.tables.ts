import { pgTable, serial, integer, bigint, smallint, timestamp, boolean, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.js';
import { goods } from '../catalog/catalog.tables.js';

/** The cart is server state found by the member; a line keeps the price seen when it was added. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    ckId: integer('ck_id').notNull(),
    /** Spec §3: 0 normal, 1 flash sale, 3 combination. */
    type: smallint('type').notNull().default(0),
    /** The flash sale or combination the line belongs to; 0 for a normal line (so the unique key has no nulls). */
    activityId: integer('activity_id').notNull().default(0),
    number: integer('number').notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
    /** Unit price (fen) when the line was added, to show price changes since. */
    addedPrice: integer('added_price').notNull(),
    /** The buyer took the line's 换购 (add-on purchase) offer: an explicit choice, never applied by itself. */
    addonTaken: boolean('addon_taken').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_member_line_uq').on(t.memberId, t.goodsId, t.ckId, t.type, t.activityId),
    check('cart_items_number_positive', sql`${t.number} > 0`),
    check('cart_items_type_ok', sql`${t.type} IN (0, 1, 3)`),
  ],
);

/**
 * Each member's cart as a whole, kept by statement triggers on cart_items (migrations 0051–0052): how many lines it
 * holds — the badge (GET /api/cart/total) and the add's reply read one row; counting the lines read every line's heap
 * tuple, since lines updated all day are never all-visible (0.4 ms for 500 lines) — and its version, a number from
 * one sequence that every statement changing the member's lines moves on (never reused, even after a TRUNCATE): a
 * priced cart is kept while its member's version and the shared pricing inputs' are the ones it was priced under.
 */
export const cartLineCounts = pgTable('cart_line_counts', {
  memberId: integer('member_id').primaryKey(),
  lines: integer('lines').notNull(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
