import { pgTable, serial, integer, text, boolean, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.js';

/** /addr: delivery addresses; at most one default per member (partial unique index). */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    consignee: text('consignee').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_addresses_member_idx').on(t.memberId),
    uniqueIndex('member_addresses_default_uq')
      .on(t.memberId)
      .where(sql`${t.isDefault}`),
  ],
);
