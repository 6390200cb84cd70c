import { pgTable, serial, integer, timestamp, boolean, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.js';
import { goods } from '../catalog/catalog.tables.js';

/** The cart is server state found by the member; a line keeps the price seen when it was added. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id),
    goodsId: integer('goods_id').notNull().references(() => goods.id),
    ckId: integer('ck_id').notNull(),
    number: integer('number').notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
    /** Unit price (fen) when the line was added, to show price changes since. */
    addedPrice: integer('added_price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_member_goods_uq').on(t.memberId, t.goodsId, t.ckId),
    check('cart_items_number_positive', sql`${t.number} > 0`),
  ],
);
