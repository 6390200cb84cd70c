import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminFullReductionsQuery } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { correlated, isoUtc, windowState } from '../../db/sql-helpers.js';
import { goodsFacts, lockShop, shopFacts } from '../catalog/public.js';
import { fullReductions, fullReductionTiers } from './promotions.tables.js';

const tiers = correlated<Array<{ threshold: number; reduction: number }>>(sql`coalesce((select json_agg(json_build_object('threshold',
  ${fullReductionTiers.threshold}, 'reduction', ${fullReductionTiers.reduction}) order by ${fullReductionTiers.threshold})
  from ${fullReductionTiers} where ${fullReductionTiers.fullReductionId} = ${fullReductions.id}), '[]'::json)`);
const { state, where: STATE_WHERE } = windowState(fullReductions.startsAt, fullReductions.endsAt);

const rowColumns = {
  id: fullReductions.id,
  shop_id: fullReductions.shopId,
  shop: shopFacts.shortName,
  name: fullReductions.name,
  goods_ids: fullReductions.goodsIds,
  tiers,
  starts_at: isoUtc(fullReductions.startsAt),
  ends_at: isoUtc(fullReductions.endsAt),
  state,
};

export interface FullReductionWrite {
  shopId: number;
  name: string;
  goodsIds: number[] | null;
  startsAt: Date;
  endsAt: Date;
  tiers: Array<{ threshold: number; reduction: number }>;
}

/** SQL of the console's 满减 screen: pages by shop and state, one with its goods, overlap checks and writes. */
export class FullReductionsAdminRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async page(q: AdminFullReductionsQuery) {
    const w: SQL[] = [];
    if (q.shop_id) w.push(eq(fullReductions.shopId, q.shop_id));
    if (q.state !== undefined && q.state !== 'all') w.push(STATE_WHERE[q.state]);
    const where = w.length ? and(...w) : undefined;
    const [list, [total]] = await Promise.all([
      this.db
        .select(rowColumns)
        .from(fullReductions)
        .innerJoin(shopFacts, eq(shopFacts.id, fullReductions.shopId))
        .where(where)
        .orderBy(desc(fullReductions.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.db.select({ n: count() }).from(fullReductions).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  }

  async row(executor: Executor, id: number, lock = false) {
    const query = executor
      .select(rowColumns)
      .from(fullReductions)
      .innerJoin(shopFacts, eq(shopFacts.id, fullReductions.shopId))
      .where(eq(fullReductions.id, id));
    const [row] = lock ? await query.for('update', { of: fullReductions }) : await query;
    return row ?? null;
  }

  /** Names of goods for the editor's goods picker (in the order given). */
  goodsNames(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select({ id: goodsFacts.id, name: goodsFacts.name, spec: goodsFacts.spec }).from(goodsFacts).where(inArray(goodsFacts.id, ids));
  }

  /** Serialises writes of one shop's 满减 (the overlap check and the write see the same rows). */
  lockShop(tx: Executor, shopId: number) {
    return lockShop(tx, shopId);
  }

  /** Another 满减 of the shop whose window meets [startsAt, endsAt). */
  async overlapping(tx: Executor, shopId: number, startsAt: Date, endsAt: Date, exceptId: number | null) {
    const [row] = await tx
      .select({
        id: fullReductions.id,
        name: fullReductions.name,
        starts_at: isoUtc(fullReductions.startsAt),
        ends_at: isoUtc(fullReductions.endsAt),
      })
      .from(fullReductions)
      .where(
        and(
          eq(fullReductions.shopId, shopId),
          sql`${fullReductions.startsAt} < ${endsAt.toISOString()}::timestamptz`,
          sql`${fullReductions.endsAt} > ${startsAt.toISOString()}::timestamptz`,
          exceptId === null ? undefined : ne(fullReductions.id, exceptId),
        ),
      )
      .orderBy(asc(fullReductions.startsAt))
      .limit(1);
    return row ?? null;
  }

  /** The goods among `ids` that exist and belong to the shop. */
  async goodsOfShop(ids: number[], shopId: number) {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: goodsFacts.id })
      .from(goodsFacts)
      .where(and(inArray(goodsFacts.id, ids), eq(goodsFacts.shopId, shopId)));
    return rows.map((r) => r.id);
  }

  async insert(tx: Executor, w: FullReductionWrite): Promise<number> {
    const [row] = await tx
      .insert(fullReductions)
      .values({ shopId: w.shopId, name: w.name, goodsIds: w.goodsIds, startsAt: w.startsAt, endsAt: w.endsAt })
      .returning({ id: fullReductions.id });
    await tx.insert(fullReductionTiers).values(w.tiers.map((t) => ({ fullReductionId: row!.id, ...t })));
    return row!.id;
  }

  async update(tx: Executor, id: number, w: FullReductionWrite) {
    await tx
      .update(fullReductions)
      .set({ name: w.name, goodsIds: w.goodsIds, startsAt: w.startsAt, endsAt: w.endsAt })
      .where(eq(fullReductions.id, id));
    await tx.delete(fullReductionTiers).where(eq(fullReductionTiers.fullReductionId, id));
    await tx.insert(fullReductionTiers).values(w.tiers.map((t) => ({ fullReductionId: id, ...t })));
  }

  /** Ends a running 满减 now (its window then closes before the next one may start). */
  async endNow(tx: Executor, id: number) {
    await tx
      .update(fullReductions)
      .set({ endsAt: sql`greatest(now(), ${fullReductions.startsAt} + interval '1 second')` })
      .where(eq(fullReductions.id, id));
  }

  async remove(tx: Executor, id: number) {
    await tx.delete(fullReductions).where(eq(fullReductions.id, id));
  }
}
