import { pgTable, serial, integer, text, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.js';
import { goods } from '../catalog/catalog.tables.js';

/**
 * 到货提醒 (kind arrival) and 降价提醒 (kind price, at or below target_price fen). status 0 waiting, 1 notified: a
 * subscription is answered once, by the job that sees its event; one waiting subscription per member, goods and kind.
 */
export const goodsAlerts = pgTable(
  'goods_alerts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    kind: text('kind').$type<'arrival' | 'price'>().notNull(),
    targetPrice: integer('target_price'),
    status: integer('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('goods_alerts_waiting_uq')
      .on(t.memberId, t.goodsId, t.kind)
      .where(sql`${t.status} = 0`),
    index('goods_alerts_goods_idx').on(t.goodsId, t.kind, t.status),
    check('goods_alerts_kind_ck', sql`${t.kind} IN ('arrival', 'price') AND (${t.kind} = 'arrival' OR ${t.targetPrice} > 0)`),
  ],
);
