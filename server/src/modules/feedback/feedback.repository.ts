import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberRequestsPage } from '../admin/member-requests.sql.js';
import { FEEDBACK_STATUS } from '@yaocai/contract';
import { recordDecision, type Actor, type Notice } from '../admin/operator-decision.sql.js';
import { memberFeedback } from './feedback.tables.js';

export type FeedbackRow = typeof memberFeedback.$inferSelect;
export type FeedbackFields = Pick<FeedbackRow, 'type' | 'content' | 'images' | 'contact'>;
export type AdminFeedbackRow = FeedbackRow & { company: string; username: string };

export class FeedbackRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async insert(memberId: number, fields: FeedbackFields): Promise<FeedbackRow> {
    const [row] = await this.db
      .insert(memberFeedback)
      .values({ memberId, ...fields })
      .returning();
    return row;
  }

  async page(memberId: number, limit: number, offset: number) {
    const own = eq(memberFeedback.memberId, memberId);
    const [rows, [n]] = await Promise.all([
      this.db.select().from(memberFeedback).where(own).orderBy(desc(memberFeedback.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(memberFeedback).where(own),
    ]);
    return { rows, total: Number(n?.n ?? 0) };
  }

  async adminPage(status: number | undefined, limit: number, offset: number): Promise<{ rows: AdminFeedbackRow[]; total: number }> {
    const where = status === undefined ? undefined : eq(memberFeedback.status, status as FeedbackRow['status']);
    return memberRequestsPage(this.db, memberFeedback, where, limit, offset);
  }

  /** The reply, its audit row and the member's message in one transaction; only a pending feedback can be answered. */
  async reply(id: number, reply: string, actor: Actor, notice: (row: FeedbackRow) => Notice): Promise<FeedbackRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(memberFeedback)
        .set({ reply, status: FEEDBACK_STATUS.replied, repliedBy: actor.operatorId, repliedAt: new Date() })
        .where(and(eq(memberFeedback.id, id), eq(memberFeedback.status, FEEDBACK_STATUS.pending)))
        .returning();
      if (!row) return null;
      await recordDecision(tx, actor, { action: 'feedback.reply', memberId: row.memberId, targetId: id, detail: { reply } }, notice(row));
      return row;
    });
  }

  async exists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: memberFeedback.id }).from(memberFeedback).where(eq(memberFeedback.id, id));
    return row !== undefined;
  }
}
