import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberLinks, members } from './accounts.tables.js';

const storeColumns = { id: members.id, username: members.username, company: members.company, reviewStatus: members.reviewStatus };

/** A store account as /ddgl lists it. */
export type StoreRow = Pick<typeof members.$inferSelect, keyof typeof storeColumns>;

/** /ddgl links between a master account and its store accounts, and the cart copy between them. */
export class StoresRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async member(id: number): Promise<StoreRow | null> {
    const [row] = await this.db.select(storeColumns).from(members).where(eq(members.id, id)).limit(1);
    return row ?? null;
  }

  linked(masterId: number): Promise<StoreRow[]> {
    return this.db
      .select(storeColumns)
      .from(memberLinks)
      .innerJoin(members, eq(members.id, memberLinks.storeId))
      .where(eq(memberLinks.masterId, masterId))
      .orderBy(asc(memberLinks.createdAt), asc(members.id));
  }

  async isLinked(masterId: number, storeId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: memberLinks.storeId })
      .from(memberLinks)
      .where(and(eq(memberLinks.masterId, masterId), eq(memberLinks.storeId, storeId)))
      .limit(1);
    return !!row;
  }

  async link(masterId: number, storeId: number): Promise<boolean> {
    const rows = await this.db.insert(memberLinks).values({ masterId, storeId }).onConflictDoNothing().returning({ id: memberLinks.storeId });
    return rows.length === 1;
  }

  async unlink(masterId: number, storeId: number): Promise<boolean> {
    const rows = await this.db
      .delete(memberLinks)
      .where(and(eq(memberLinks.masterId, masterId), eq(memberLinks.storeId, storeId)))
      .returning({ id: memberLinks.storeId });
    return rows.length === 1;
  }

  async countLinks(masterId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberLinks)
      .where(eq(memberLinks.masterId, masterId));
    return Number(row?.n ?? 0);
  }
}
