import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FlashApplication, FlashApplicationsQuery } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { chinaMinuteText, isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { goodsFacts, shopFacts } from '../catalog/public.js';
import { flashSaleApplications as apps } from './promotions.tables.js';

export type NewFlashApplication = typeof apps.$inferInsert;

/** SQL of merchants' 秒杀申请: the page the lists show, one application (locked for a decision), the decision. */
export class FlashApplicationsRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>) {
    return this.database.db.transaction(fn);
  }

  private select(executor: Executor) {
    return executor
      .select({
        id: apps.id,
        shop_id: apps.shopId,
        shop: shopFacts.shortName,
        goods_id: apps.goodsId,
        goods_name: goodsFacts.name,
        spec: goodsFacts.spec,
        base_price: goodsFacts.basePrice,
        price: apps.price,
        stock: apps.stock,
        per_member_limit: apps.perMemberLimit,
        starts_at: chinaMinuteText(apps.startsAt),
        ends_at: chinaMinuteText(apps.endsAt),
        status: apps.status,
        reason: apps.reason,
        flash_sale_id: apps.flashSaleId,
        applicant: apps.applicant,
        created_at: isoUtc(apps.createdAt),
        decided_at: isoUtcOrNull(apps.decidedAt),
      })
      .from(apps)
      .innerJoin(goodsFacts, eq(goodsFacts.id, apps.goodsId))
      .innerJoin(shopFacts, eq(shopFacts.id, apps.shopId));
  }

  async page(q: FlashApplicationsQuery): Promise<{ list: FlashApplication[]; total: number }> {
    const where: SQL | undefined = and(
      q.status === undefined ? undefined : eq(apps.status, q.status),
      q.shop_id === undefined ? undefined : eq(apps.shopId, q.shop_id),
    );
    const [list, [total]] = await Promise.all([
      this.select(this.database.db)
        .where(where)
        .orderBy(desc(apps.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.database.db.select({ n: count() }).from(apps).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  }

  async row(executor: Executor, id: number): Promise<FlashApplication | null> {
    const [row] = await this.select(executor).where(eq(apps.id, id));
    return row ?? null;
  }

  /** Locks the application for a decision (two operators cannot both approve it). */
  async lock(tx: Executor, id: number) {
    const [row] = await tx.select({ id: apps.id, status: apps.status, shopId: apps.shopId }).from(apps).where(eq(apps.id, id)).for('update');
    return row ?? null;
  }

  async insert(tx: Executor, row: NewFlashApplication): Promise<number> {
    const [r] = await tx.insert(apps).values(row).returning({ id: apps.id });
    return r!.id;
  }

  async decide(
    tx: Executor,
    id: number,
    d: { status: 'approved' | 'refused' | 'withdrawn'; reason: string | null; flashSaleId: number | null; decidedBy: number | null },
  ) {
    await tx
      .update(apps)
      .set({ status: d.status, reason: d.reason, flashSaleId: d.flashSaleId, decidedBy: d.decidedBy, decidedAt: sql`now()` })
      .where(eq(apps.id, id));
  }
}
