import { pgTable, integer, text, timestamp, index } from 'drizzle-orm/pg-core';
import { members } from './accounts.tables.js';

/** A member's uploaded files (certificate scans, feedback pictures, onboarding documents): stored under UPLOAD_DIR with a random name, readable by the owner and operators. */
export const uploads = pgTable(
  'uploads',
  {
    /** Random UUID: never a guessable sequence. */
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Path below UPLOAD_DIR (random name, sniffed extension). */
    storagePath: text('storage_path').notNull(),
    /** Sniffed from the content, never taken from the client. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_member_idx').on(t.memberId)],
);
