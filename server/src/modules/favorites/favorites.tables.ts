import { pgTable, integer, timestamp, index, primaryKey } from 'drizzle-orm/pg-core';
import { members } from '../accounts/accounts.tables.js';
import { goods } from '../catalog/catalog.tables.js';

/** /star: goods a member keeps to buy again; one row per member and goods, newest first. */
export const memberFavorites = pgTable(
  'member_favorites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.goodsId] }), index('member_favorites_recent_idx').on(t.memberId, t.createdAt)],
);
