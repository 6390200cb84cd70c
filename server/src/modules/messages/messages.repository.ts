import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { deliverMessages, type MessageToMember } from './deliver.sql.js';
import { memberMessages } from './messages.tables.js';

export type MessageRow = typeof memberMessages.$inferSelect;

export class MessagesRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async page(memberId: number, unreadOnly: boolean, limit: number, offset: number): Promise<{ rows: MessageRow[]; total: number }> {
    const where: SQL = unreadOnly
      ? and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt))!
      : eq(memberMessages.memberId, memberId);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(memberMessages).where(where).orderBy(desc(memberMessages.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(memberMessages).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async find(memberId: number, id: number): Promise<MessageRow | null> {
    const [row] = await this.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.id, id), eq(memberMessages.memberId, memberId)))
      .limit(1);
    return row ?? null;
  }

  async unreadCount(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
    return Number(row?.n ?? 0);
  }

  /** Marks the member's own messages read (others' ids match nothing); returns how many were unread. */
  async markRead(memberId: number, ids: number[] | 'all'): Promise<number> {
    const own = eq(memberMessages.memberId, memberId);
    const rows = await this.db
      .update(memberMessages)
      .set({ readAt: new Date() })
      .where(and(own, isNull(memberMessages.readAt), ids === 'all' ? undefined : inArray(memberMessages.id, ids)))
      .returning({ id: memberMessages.id });
    return rows.length;
  }

  async insert(row: MessageToMember, executor: Executor = this.db) {
    await deliverMessages(executor, [row]);
  }
}
