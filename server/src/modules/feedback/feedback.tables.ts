import { pgTable, serial, integer, text, timestamp, index, jsonb, smallint } from 'drizzle-orm/pg-core';
import type { FeedbackStatus, FeedbackType } from '@yaocai/contract';
import { members } from '../accounts/accounts.tables.js';
import { operators } from '../admin/admin.tables.js';

/** /yjfk: a member's feedback (type, text, up to 4 uploaded images) and the operator's reply. */
export const memberFeedback = pgTable(
  'member_feedback',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: smallint('type').$type<FeedbackType>().notNull(),
    content: text('content').notNull(),
    /** Upload ids (uploads.id) of the member's own images, in the order given. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: text('contact').notNull().default(''),
    status: smallint('status').$type<FeedbackStatus>().notNull().default(0),
    reply: text('reply').notNull().default(''),
    repliedBy: integer('replied_by').references(() => operators.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_feedback_member_idx').on(t.memberId, t.id), index('member_feedback_status_idx').on(t.status, t.id)],
);
