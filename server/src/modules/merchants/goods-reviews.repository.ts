import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { GoodsReviewQuery } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { operatorNames } from '../admin/public.js';
import { categoryTree, goodsFacts, shopFacts } from '../catalog/public.js';
import { goodsReviews } from './goods-reviews.tables.js';

export type NewGoodsReview = typeof goodsReviews.$inferInsert;

/** SQL of the goods review: submissions, one page of them with what the lists show, and the decision. */
export class GoodsReviewsRepository {
  constructor(private readonly database: Database) {}

  async insert(tx: Executor, row: NewGoodsReview): Promise<number> {
    const [r] = await tx.insert(goodsReviews).values(row).returning({ id: goodsReviews.id });
    return r!.id;
  }

  /** A goods' change in review is replaced by a later save (or dropped when the save puts the fields back). */
  async dropPendingChange(tx: Executor, goodsId: number) {
    await tx.delete(goodsReviews).where(and(eq(goodsReviews.goodsId, goodsId), eq(goodsReviews.kind, 'change'), eq(goodsReviews.state, 'pending')));
  }

  /** One submission in review (locked for the caller's decision when `lock`); null when absent or decided. */
  async pending(executor: Executor, id: number, lock = false) {
    const query = executor
      .select()
      .from(goodsReviews)
      .where(and(eq(goodsReviews.id, id), eq(goodsReviews.state, 'pending')));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async exists(id: number) {
    const [row] = await this.database.db.select({ id: goodsReviews.id }).from(goodsReviews).where(eq(goodsReviews.id, id));
    return row !== undefined;
  }

  async decide(tx: Executor, id: number, d: { approve: boolean; reason: string; operatorId: number; goodsId: number | null }) {
    await tx
      .update(goodsReviews)
      .set({
        state: d.approve ? 'approved' : 'refused',
        reason: d.reason,
        decidedBy: d.operatorId,
        decidedAt: sql`now()`,
        ...(d.goodsId === null ? {} : { goodsId: d.goodsId }),
      })
      .where(eq(goodsReviews.id, id));
  }

  /** Submissions as the lists show them, with the shop's, category's, goods' and operators' names in the same read. */
  private rows(executor: Executor, where: SQL | undefined) {
    const submitter = operatorNames('submitter');
    const decider = operatorNames('decider');
    return executor
      .select({
        id: goodsReviews.id,
        kind: goodsReviews.kind,
        state: goodsReviews.state,
        shop_id: goodsReviews.shopId,
        shop: shopFacts.name,
        goods_id: goodsReviews.goodsId,
        name: goodsReviews.name,
        body: goodsReviews.body,
        image_urls: goodsReviews.imageUrls,
        changes: goodsReviews.changes,
        reason: goodsReviews.reason,
        goods_generic_name: goodsFacts.genericName,
        goods_spec: goodsFacts.spec,
        goods_manufacturer: goodsFacts.manufacturer,
        goods_approval_no: goodsFacts.approvalNo,
        goods_classification: goodsFacts.classification,
        goods_images: goodsFacts.images,
        category: sql<string>`coalesce(${categoryTree.name}, '')`,
        submitted_by: sql<string>`${submitter.name}`,
        decided_by: sql<string | null>`${decider.name}`,
        created_at: isoUtc(goodsReviews.createdAt),
        decided_at: isoUtcOrNull(goodsReviews.decidedAt),
      })
      .from(goodsReviews)
      .innerJoin(shopFacts, eq(shopFacts.id, goodsReviews.shopId))
      .leftJoin(goodsFacts, eq(goodsFacts.id, goodsReviews.goodsId))
      .leftJoin(categoryTree, sql`${categoryTree.id} = coalesce(${goodsFacts.categoryId}, (${goodsReviews.body} ->> 'category_id')::int)`)
      .innerJoin(submitter, eq(submitter.id, goodsReviews.submittedBy))
      .leftJoin(decider, eq(decider.id, goodsReviews.decidedBy))
      .where(where)
      .orderBy(desc(goodsReviews.id));
  }

  /** One page, newest first. */
  async page(q: GoodsReviewQuery) {
    const where = and(
      q.state === 'all' ? undefined : eq(goodsReviews.state, q.state),
      q.shop_id === undefined ? undefined : eq(goodsReviews.shopId, q.shop_id),
    );
    const [rows, [total]] = await Promise.all([
      this.rows(this.database.db, where)
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.database.db.select({ n: count() }).from(goodsReviews).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** One submission as the lists show it (after a save or a decision, in its transaction). */
  async one(executor: Executor, id: number) {
    const [row] = await this.rows(executor, eq(goodsReviews.id, id));
    return row!;
  }
}
