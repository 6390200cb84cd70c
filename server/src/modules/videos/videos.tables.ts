import { pgTable, serial, integer, text, timestamp, boolean, index } from 'drizzle-orm/pg-core';

/** /video: training and product videos by category; files under server/media/videos (demo) or the upload dir. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** File name below the videos directory: never a path from a request. */
    file: text('file').notNull(),
    /** 'demo': the committed clips (server/media/videos); 'upload': uploaded in the console (UPLOAD_DIR/videos). */
    storage: text('storage').notNull().default('demo'),
    updatedBy: integer('updated_by'),
    mime: text('mime').notNull().default('video/webm'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    views: integer('views').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_category_idx').on(t.published, t.category, t.sort)],
);
