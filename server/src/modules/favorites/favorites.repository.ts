import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { goodsFacts } from '../catalog/public.js';
import { lockMember } from '../accounts/public.js';
import { memberFavorites } from './favorites.tables.js';

export type FavoriteRow = typeof memberFavorites.$inferSelect;

export class FavoritesRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** One page, newest first (the index member_favorites_recent_idx serves both the order and the count). */
  async page(memberId: number, limit: number, offset: number): Promise<{ rows: FavoriteRow[]; total: number }> {
    const own = eq(memberFavorites.memberId, memberId);
    const [rows, [n]] = await Promise.all([
      this.db
        .select()
        .from(memberFavorites)
        .where(own)
        .orderBy(desc(memberFavorites.createdAt), desc(memberFavorites.goodsId))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(memberFavorites).where(own),
    ]);
    return { rows, total: Number(n?.n ?? 0) };
  }

  async count(memberId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(memberFavorites).where(eq(memberFavorites.memberId, memberId));
    return Number(row?.n ?? 0);
  }

  /** The ids among these that name goods at all (deleted or unknown ids cannot be kept). */
  async existingGoods(ids: number[]): Promise<number[]> {
    const rows = await this.db.select({ id: goodsFacts.id }).from(goodsFacts).where(inArray(goodsFacts.id, ids));
    return rows.map((r) => r.id);
  }

  async kept(memberId: number, goodsIds: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: memberFavorites.goodsId })
      .from(memberFavorites)
      .where(and(eq(memberFavorites.memberId, memberId), inArray(memberFavorites.goodsId, goodsIds)));
    return rows.map((r) => r.id);
  }

  /**
   * Keeps the goods not kept yet, unless that would pass the limit: one transaction under a lock on the member, so two tabs adding at once cannot both pass the count. Returns the ids newly kept, or null when full.
   */
  async add(memberId: number, goodsIds: number[], limit: number): Promise<number[] | null> {
    return this.db.transaction(async (tx) => {
      const own = eq(memberFavorites.memberId, memberId);
      // The member's row is the lock: it exists even before the first favourite.
      await lockMember(tx, memberId);
      const [n] = await tx.select({ n: count() }).from(memberFavorites).where(own);
      const existing = new Set(
        (
          await tx
            .select({ id: memberFavorites.goodsId })
            .from(memberFavorites)
            .where(and(own, inArray(memberFavorites.goodsId, goodsIds)))
        ).map((r) => r.id),
      );
      const fresh = goodsIds.filter((id) => !existing.has(id));
      if (Number(n?.n ?? 0) + fresh.length > limit) return null;
      if (fresh.length > 0) {
        await tx
          .insert(memberFavorites)
          .values(fresh.map((goodsId) => ({ memberId, goodsId })))
          .onConflictDoNothing();
      }
      return fresh;
    });
  }

  async remove(memberId: number, goodsIds: number[]): Promise<number[]> {
    const rows = await this.db
      .delete(memberFavorites)
      .where(and(eq(memberFavorites.memberId, memberId), inArray(memberFavorites.goodsId, goodsIds)))
      .returning({ id: memberFavorites.goodsId });
    return rows.map((r) => r.id);
  }
}
