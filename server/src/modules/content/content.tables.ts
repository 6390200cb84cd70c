import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, boolean, timestamp, index } from 'drizzle-orm/pg-core';

/** Site-wide settings as key/value rows (footer licences, hotline, QR codes …). */
export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const hotWords = pgTable('hot_words', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const navItems = pgTable('nav_items', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  url: text('url').notNull(),
  image: text('image').notNull().default(''),
  isOpen: boolean('is_open').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Banner slots: 1 home carousel, 2 top banner, 164 home bottom banner (spec §9), others per zone. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey(),
    slot: integer('slot').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('banners_slot_idx').on(t.slot, t.sort)],
);

export const ads = pgTable(
  'ads',
  {
    id: integer('id').primaryKey(),
    position: text('position').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('ads_position_idx').on(t.position, t.sort)],
);

export const globalLinks = pgTable('global_links', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const helpGroups = pgTable('help_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    /** From articles_id_seq: the seed keeps its ids, the console's new articles take the next. */
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('articles_id_seq')`),
    groupId: integer('group_id')
      .notNull()
      .references(() => helpGroups.id),
    title: text('title').notNull(),
    route: text('route').notNull(),
    body: text('body').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Taken down by an operator: gone from the help centre, kept for the record. */
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_group_idx').on(t.groupId, t.sort)],
);

/** News posts: type 1 quality announcements, 2 company news, 3 activity notices (the announcement bar). */
export const posts = pgTable(
  'posts',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('posts_id_seq')`),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    desc: text('desc').notNull(),
    body: text('body').notNull(),
    /** A post shows from this instant on (a later one is scheduled). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posts_type_published_idx').on(t.type, t.publishedAt)],
);
