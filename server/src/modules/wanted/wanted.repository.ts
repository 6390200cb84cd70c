import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberRequestsPage } from '../admin/member-requests.sql.js';
import { WANTED_STATUS, type WantedStatus } from '@yaocai/contract';
import { lockMember } from '../accounts/public.js';
import { goodsFacts } from '../catalog/public.js';
import { recordDecision, type Actor, type Notice } from '../admin/operator-decision.sql.js';
import { wantedRequests } from './wanted.tables.js';

export type WantedRow = typeof wantedRequests.$inferSelect;
export type WantedFields = Pick<WantedRow, 'name' | 'spec' | 'maker' | 'approvalNo' | 'quantity' | 'unit' | 'expectedPrice' | 'remark'>;
export type AdminWantedRow = WantedRow & { company: string; username: string };

export class WantedRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** Inserts unless the member already has `maxOpen` pending requests (checked under a lock on the member). */
  async insert(memberId: number, fields: WantedFields, maxOpen: number): Promise<WantedRow | null> {
    return this.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const [n] = await tx
        .select({ n: count() })
        .from(wantedRequests)
        .where(and(eq(wantedRequests.memberId, memberId), eq(wantedRequests.status, WANTED_STATUS.pending)));
      if (Number(n?.n ?? 0) >= maxOpen) return null;
      const [row] = await tx
        .insert(wantedRequests)
        .values({ memberId, ...fields })
        .returning();
      return row;
    });
  }

  async page(memberId: number, status: number | undefined, limit: number, offset: number) {
    const where = and(eq(wantedRequests.memberId, memberId), status === undefined ? undefined : eq(wantedRequests.status, status as WantedStatus));
    const [rows, [n]] = await Promise.all([
      this.db.select().from(wantedRequests).where(where).orderBy(desc(wantedRequests.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(wantedRequests).where(where),
    ]);
    return { rows, total: Number(n?.n ?? 0) };
  }

  async find(memberId: number, id: number): Promise<WantedRow | null> {
    const [row] = await this.db
      .select()
      .from(wantedRequests)
      .where(and(eq(wantedRequests.id, id), eq(wantedRequests.memberId, memberId)));
    return row ?? null;
  }

  async exists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: wantedRequests.id }).from(wantedRequests).where(eq(wantedRequests.id, id));
    return row !== undefined;
  }

  /** Only a pending request of the member's own can be withdrawn. */
  async cancel(memberId: number, id: number): Promise<WantedRow | null> {
    const [row] = await this.db
      .update(wantedRequests)
      .set({ status: WANTED_STATUS.cancelled })
      .where(and(eq(wantedRequests.id, id), eq(wantedRequests.memberId, memberId), eq(wantedRequests.status, WANTED_STATUS.pending)))
      .returning();
    return row ?? null;
  }

  async adminPage(status: number | undefined, limit: number, offset: number): Promise<{ rows: AdminWantedRow[]; total: number }> {
    const where = status === undefined ? undefined : eq(wantedRequests.status, status as WantedStatus);
    return memberRequestsPage(this.db, wantedRequests, where, limit, offset);
  }

  async existingGoods(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select({ id: goodsFacts.id }).from(goodsFacts).where(inArray(goodsFacts.id, ids));
    return rows.map((r) => r.id);
  }

  /** The answer, its audit row and the member's message in one transaction; only a pending request is answered. */
  async reply(
    id: number,
    answer: { status: WantedStatus; reply: string; goodsIds: number[] },
    actor: Actor,
    notice: (row: WantedRow) => Notice,
  ): Promise<WantedRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(wantedRequests)
        .set({ status: answer.status, reply: answer.reply, goodsIds: answer.goodsIds, repliedBy: actor.operatorId, repliedAt: new Date() })
        .where(and(eq(wantedRequests.id, id), eq(wantedRequests.status, WANTED_STATUS.pending)))
        .returning();
      if (!row) return null;
      await recordDecision(
        tx,
        actor,
        {
          action: 'wanted.reply',
          memberId: row.memberId,
          targetId: id,
          detail: { status: answer.status, reply: answer.reply, goods_ids: answer.goodsIds },
        },
        notice(row),
      );
      return row;
    });
  }
}
