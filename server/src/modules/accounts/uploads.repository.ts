import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { uploads } from './uploads.tables.js';

export type UploadRow = typeof uploads.$inferSelect;

export class UploadsRepository {
  constructor(private readonly database: Database) {}

  async insert(row: typeof uploads.$inferInsert) {
    await this.database.db.insert(uploads).values(row);
  }

  async find(id: string): Promise<UploadRow | null> {
    const [row] = await this.database.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
    return row ?? null;
  }

  /** Which of these ids the member uploaded. */
  async ownedBy(memberId: number, ids: string[], imagesOnly = false): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.memberId, memberId), inArray(uploads.id, ids), imagesOnly ? like(uploads.mime, 'image/%') : undefined));
    return new Set(rows.map((r) => r.id));
  }
}
