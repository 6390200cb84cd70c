import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GoodsFormBody, GoodsReviewKind, GoodsReviewState, GoodsReviewedField } from '@yaocai/contract';
import { operators } from '../admin/admin.tables.js';
import { goods, shops } from '../catalog/catalog.tables.js';

/**
 * The platform's goods review of what a merchant submits: a new goods (its whole checked form, the goods row is only
 * written on approval) or a change of the fields that identify a drug on one of its goods (applied on approval).
 */
export const goodsReviews = pgTable(
  'goods_reviews',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    kind: text('kind').$type<GoodsReviewKind>().notNull(),
    state: text('state').$type<GoodsReviewState>().notNull().default('pending'),
    /** A change: the goods it changes; a new goods: the goods approval created. */
    goodsId: integer('goods_id').references(() => goods.id),
    /** The goods' name when submitted (the lists show it without reading the body). */
    name: text('name').notNull(),
    /** A new goods: the checked form body (prices in fen, images by id). */
    body: jsonb('body').$type<GoodsFormBody>(),
    /** A new goods: its images' public addresses when submitted (the main one first). */
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    /** A change: each reviewed field that changes, before and after. */
    changes: jsonb('changes').$type<Array<{ field: GoodsReviewedField; before: string; after: string }>>().notNull().default([]),
    reason: text('reason').notNull().default(''),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => operators.id),
    decidedBy: integer('decided_by').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('goods_reviews_state_idx').on(t.state, t.id),
    index('goods_reviews_shop_idx').on(t.shopId, t.id),
    // One change in review per goods: a later save replaces it.
    uniqueIndex('goods_reviews_pending_change_uq')
      .on(t.goodsId)
      .where(sql`${t.state} = 'pending' and ${t.kind} = 'change'`),
  ],
);
