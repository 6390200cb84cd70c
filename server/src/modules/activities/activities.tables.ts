import { pgTable, serial, integer, text, timestamp, boolean, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';

/** An activity page (/yjh/{id}): a banner and sections of goods and coupons, shown between its start and end. */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    /** The path an /activity/{url} link carries (also the activity's id as text). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    banner: text('banner').notNull().default(''),
    color: text('color').notNull().default('#e4393c'),
    rules: text('rules').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(false),
    /** Visits through /activity links (GET /api/activity/tap), one atomic increment each. */
    taps: integer('taps').notNull().default(0),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activities_slug_uq').on(t.slug), index('activities_window_idx').on(t.published, t.endsAt)],
);

/** One block of an activity page: goods (cards priced for the viewer) or coupons (claimable), in order. */
export const activitySections = pgTable(
  'activity_sections',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'goods' | 'coupons'>().notNull(),
    title: text('title').notNull(),
    ids: jsonb('ids').$type<number[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('activity_sections_activity_idx').on(t.activityId, t.sort)],
);
