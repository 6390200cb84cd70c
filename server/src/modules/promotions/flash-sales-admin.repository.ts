import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AdminDailySpecial, AdminFlashSale } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { chinaMinuteText, windowState } from '../../db/sql-helpers.js';
import { goodsFacts, shopFacts } from '../catalog/public.js';
import { dailySpecials, flashSales } from './promotions.tables.js';

const { state: FLASH_STATE, where: STATE_WHERE } = windowState(flashSales.startsAt, flashSales.endsAt);

export type FlashWrite = {
  goodsId: number;
  price: number;
  stock: number;
  perMemberLimit: number;
  startsAt: Date;
  endsAt: Date;
  batchId?: number | null;
};

/** SQL of the console's 秒杀 and 每日特价. */
export class FlashSalesAdminRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>) {
    return this.database.db.transaction(fn);
  }

  get executor(): Executor {
    return this.database.db;
  }

  private flashColumns() {
    return {
      id: flashSales.id,
      goods_id: flashSales.goodsId,
      shop_id: goodsFacts.shopId,
      goods_name: goodsFacts.name,
      spec: goodsFacts.spec,
      shop: shopFacts.shortName,
      base_price: goodsFacts.basePrice,
      price: flashSales.price,
      stock: flashSales.stock,
      sold: flashSales.sold,
      per_member_limit: flashSales.perMemberLimit,
      starts_at: chinaMinuteText(flashSales.startsAt),
      ends_at: chinaMinuteText(flashSales.endsAt),
      state: FLASH_STATE,
    };
  }

  async flashPage(q: { state?: AdminFlashSale['state']; shop_id?: number; page: number; page_size: number }) {
    // 近效期特价 are the batch list's (catalog), not the 秒杀 sessions'.
    const where = and(
      isNull(flashSales.batchId),
      q.state ? STATE_WHERE[q.state] : undefined,
      q.shop_id === undefined ? undefined : eq(goodsFacts.shopId, q.shop_id),
    );
    const [list, [total]] = await Promise.all([
      this.database.db
        .select(this.flashColumns())
        .from(flashSales)
        .innerJoin(goodsFacts, eq(goodsFacts.id, flashSales.goodsId))
        .innerJoin(shopFacts, eq(shopFacts.id, goodsFacts.shopId))
        .where(where)
        .orderBy(desc(flashSales.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.database.db.select({ n: count() }).from(flashSales).innerJoin(goodsFacts, eq(goodsFacts.id, flashSales.goodsId)).where(where),
    ]);
    return { list: list as AdminFlashSale[], total: total?.n ?? 0 };
  }

  async flash(executor: Executor, id: number, lock = false): Promise<AdminFlashSale | null> {
    const q = executor
      .select(this.flashColumns())
      .from(flashSales)
      .innerJoin(goodsFacts, eq(goodsFacts.id, flashSales.goodsId))
      .innerJoin(shopFacts, eq(shopFacts.id, goodsFacts.shopId))
      .where(eq(flashSales.id, id));
    const [row] = lock ? await q.for('update', { of: flashSales }) : await q;
    return (row as AdminFlashSale | undefined) ?? null;
  }

  /** The goods a promotion is for, locked so two sales of it are checked one after the other. */
  async goodsFacts(tx: Executor, id: number) {
    const [row] = await tx
      .select({
        id: goodsFacts.id,
        shop_id: goodsFacts.shopId,
        name: goodsFacts.name,
        status: goodsFacts.status,
        base_price: goodsFacts.basePrice,
        stock: goodsFacts.stockTotal,
      })
      .from(goodsFacts)
      .where(eq(goodsFacts.id, id))
      .for('update');
    return row ?? null;
  }

  /** Another flash sale of the goods whose window overlaps this one. */
  async overlapping(tx: Executor, goodsId: number, startsAt: Date, endsAt: Date, except: number | null) {
    const [row] = await tx
      .select({ id: flashSales.id })
      .from(flashSales)
      .where(
        and(
          eq(flashSales.goodsId, goodsId),
          lt(flashSales.startsAt, endsAt),
          gt(flashSales.endsAt, startsAt),
          except === null ? undefined : ne(flashSales.id, except),
        ),
      )
      .limit(1);
    return row?.id ?? null;
  }

  async insertFlash(tx: Executor, values: FlashWrite) {
    const [row] = await tx.insert(flashSales).values(values).returning({ id: flashSales.id });
    return row!.id;
  }

  async updateFlash(tx: Executor, id: number, values: FlashWrite) {
    await tx.update(flashSales).set(values).where(eq(flashSales.id, id));
  }

  async endFlash(tx: Executor, id: number) {
    await tx
      .update(flashSales)
      .set({ endsAt: sql`greatest(least(${flashSales.endsAt}, now()), ${flashSales.startsAt} + interval '1 second')` })
      .where(eq(flashSales.id, id));
  }

  async specials(day: string) {
    const rows = await this.database.db
      .select({
        id: dailySpecials.id,
        goods_id: dailySpecials.goodsId,
        goods_name: goodsFacts.name,
        spec: goodsFacts.spec,
        shop: shopFacts.shortName,
        day: sql<string>`to_char(${dailySpecials.day}, 'YYYY-MM-DD')`,
        base_price: goodsFacts.basePrice,
        price: dailySpecials.price,
      })
      .from(dailySpecials)
      .innerJoin(goodsFacts, eq(goodsFacts.id, dailySpecials.goodsId))
      .innerJoin(shopFacts, eq(shopFacts.id, goodsFacts.shopId))
      .where(eq(dailySpecials.day, day))
      .orderBy(desc(dailySpecials.id))
      .limit(1000);
    return rows as AdminDailySpecial[];
  }

  async special(executor: Executor, id: number) {
    const [row] = await executor
      .select({
        id: dailySpecials.id,
        goods_id: dailySpecials.goodsId,
        day: sql<string>`to_char(${dailySpecials.day}, 'YYYY-MM-DD')`,
        price: dailySpecials.price,
      })
      .from(dailySpecials)
      .where(eq(dailySpecials.id, id));
    return row ?? null;
  }

  /** The special, or null when the goods already has one that day. */
  async insertSpecial(tx: Executor, values: { goodsId: number; day: string; price: number }) {
    const rows = await tx.insert(dailySpecials).values(values).onConflictDoNothing().returning({ id: dailySpecials.id });
    return rows[0]?.id ?? null;
  }

  async deleteSpecial(tx: Executor, id: number) {
    await tx.delete(dailySpecials).where(eq(dailySpecials.id, id));
  }

  /** The 近效期特价 of these batches not yet ended (one per batch at most: a goods' sales never overlap). */
  clearances(executor: Executor, batchIds: number[], now: Date) {
    if (batchIds.length === 0) return Promise.resolve([]);
    return executor
      .select({
        id: flashSales.id,
        batch_id: sql<number>`${flashSales.batchId}`,
        price: flashSales.price,
        stock: flashSales.stock,
        sold: flashSales.sold,
        per_member_limit: flashSales.perMemberLimit,
        ends_at: chinaMinuteText(flashSales.endsAt),
        running: sql<boolean>`${flashSales.startsAt} <= ${now.toISOString()}::timestamptz`,
      })
      .from(flashSales)
      .where(and(inArray(flashSales.batchId, batchIds), gt(flashSales.endsAt, now)));
  }

  /** The batch of each of these sales that is a 近效期特价. */
  clearanceBatches(executor: Executor, flashIds: number[]) {
    if (flashIds.length === 0) return Promise.resolve([]);
    return executor
      .select({ id: flashSales.id, batch_id: sql<number>`${flashSales.batchId}` })
      .from(flashSales)
      .where(and(inArray(flashSales.id, flashIds), sql`${flashSales.batchId} is not null`));
  }

  /** Units each batch's running 近效期特价 has not yet sold. */
  async clearanceHeld(executor: Executor, batchIds: number[], now: Date): Promise<Map<number, number>> {
    if (batchIds.length === 0) return new Map();
    const rows = await executor
      .select({ batch_id: sql<number>`${flashSales.batchId}`, n: sql<number>`(${flashSales.stock} - ${flashSales.sold})::int` })
      .from(flashSales)
      .where(and(inArray(flashSales.batchId, batchIds), lt(flashSales.startsAt, now), gt(flashSales.endsAt, now)));
    return new Map(rows.map((r) => [Number(r.batch_id), Number(r.n)]));
  }
}
