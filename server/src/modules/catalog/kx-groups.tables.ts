import { pgTable, serial, integer, text, timestamp, boolean, index, primaryKey, jsonb } from 'drizzle-orm/pg-core';
import { goods } from './catalog.tables.js';

/**
 * 控销 groups: the product lines a controlled-sales agreement covers (专科处方药, 中成药与饮片…), each a page at
 * /kxzq/goods/{url}/{ads?} with its kxzq_ad banners. Operators choose the goods; only 控销 goods belong.
 */
export const kxGroups = pgTable(
  'kx_groups',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    intro: text('intro').notNull().default(''),
    adIds: jsonb('ad_ids').$type<number[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kx_groups_published_idx').on(t.published, t.sort)],
);

export const kxGroupGoods = pgTable(
  'kx_group_goods',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => kxGroups.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    sort: integer('sort').notNull().default(0),
  },
  // The list filter asks "is this goods in group X": goods first.
  (t) => [primaryKey({ columns: [t.groupId, t.goodsId] }), index('kx_group_goods_goods_idx').on(t.goodsId, t.groupId)],
);
