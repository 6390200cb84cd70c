import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { videos } from './videos.tables.js';

export type VideoRow = typeof videos.$inferSelect;

export class VideosRepository {
  constructor(private readonly database: Database) {}

  list(): Promise<VideoRow[]> {
    return this.database.db.select().from(videos).where(eq(videos.published, true)).orderBy(asc(videos.sort), asc(videos.id));
  }

  async find(id: number): Promise<VideoRow | null> {
    const [row] = await this.database.db
      .select()
      .from(videos)
      .where(and(eq(videos.id, id), eq(videos.published, true)));
    return row ?? null;
  }

  listAll(): Promise<VideoRow[]> {
    return this.database.db.select().from(videos).orderBy(asc(videos.sort), asc(videos.id));
  }

  async insert(row: typeof videos.$inferInsert): Promise<VideoRow> {
    const [saved] = await this.database.db.insert(videos).values(row).returning();
    return saved!;
  }

  async update(id: number, fields: Partial<typeof videos.$inferInsert>): Promise<VideoRow | null> {
    const [saved] = await this.database.db.update(videos).set(fields).where(eq(videos.id, id)).returning();
    return saved ?? null;
  }

  /** A play counted once per first request of the file (a range request that starts at byte 0). */
  async countView(id: number) {
    await this.database.db
      .update(videos)
      .set({ views: sql`${videos.views} + 1` })
      .where(eq(videos.id, id));
  }
}
