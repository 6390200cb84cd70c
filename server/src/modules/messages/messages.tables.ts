import { pgTable, serial, integer, text, timestamp, index } from 'drizzle-orm/pg-core';
import { members } from '../accounts/accounts.tables.js';

/** Site messages to a member (/wdxx); the unread count feeds message_count. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** system | review | kx | certificate */
    type: text('type').notNull().default('system'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_messages_member_idx').on(t.memberId, t.readAt)],
);
