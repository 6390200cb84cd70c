import { pgTable, text, integer, jsonb, timestamp, index, primaryKey } from 'drizzle-orm/pg-core';

/** Server-side sessions: the cookie holds a random token, the table its SHA-256, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Sliding-window counters (one row per key and step) shared by every server process (login, SMS, chat, …). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
