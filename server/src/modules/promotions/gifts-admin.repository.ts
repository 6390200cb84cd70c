import { and, asc, count, desc, eq, gt, ilike, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminGiftRulesQuery, GiftMode } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { correlated, isoUtc, windowState } from '../../db/sql-helpers.js';
import { giftGoodsFacts as gift, goodsFacts, ladderOf, lockGoods, shopFacts } from '../catalog/public.js';
import { goodsGifts } from './promotions.tables.js';

/** The console's modes over the cart's kind/type pair (kind 2 is 阶梯满赠, kind 1 type 2 is 换购). */
const MODE = sql<GiftMode>`case when ${goodsGifts.kind} = 2 then 'ladder' when ${goodsGifts.type} = 2 then 'addon' else 'gift' end`;
export const KIND_TYPE: Record<GiftMode, { kind: 1 | 2; type: 1 | 2 }> = {
  gift: { kind: 1, type: 1 },
  addon: { kind: 1, type: 2 },
  ladder: { kind: 2, type: 1 },
};
const { state: STATE, where: STATE_WHERE } = windowState(goodsGifts.startsAt, goodsGifts.endsAt);

const rowColumns = {
  id: goodsGifts.id,
  goods_id: goodsGifts.goodsId,
  goods_name: goodsFacts.name,
  spec: goodsFacts.spec,
  unit: goodsFacts.unit,
  shop_id: goodsFacts.shopId,
  shop: shopFacts.shortName,
  mode: MODE,
  min_number: goodsGifts.minNumber,
  gift_goods_id: goodsGifts.giftGoodsId,
  gift_name: gift.name,
  gift_spec: gift.spec,
  gift_unit: gift.unit,
  gift_number: goodsGifts.giftNumber,
  add_price: goodsGifts.addPrice,
  starts_at: isoUtc(goodsGifts.startsAt),
  ends_at: isoUtc(goodsGifts.endsAt),
  state: STATE,
};

export interface GiftRuleWrite {
  goodsId: number;
  kind: 1 | 2;
  type: 1 | 2;
  minNumber: number;
  giftGoodsId: number;
  giftNumber: number;
  addPrice: number;
  startsAt: Date;
  endsAt: Date;
}

/** SQL of the console's 买赠/换购/阶梯满赠: pages, one rule, the goods' facts, the rules a window meets, writes. */
export class GiftsAdminRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>) {
    return this.database.db.transaction(fn);
  }

  /** Reads outside a transaction (the preview). */
  get executor(): Executor {
    return this.database.db;
  }

  private select(executor: Executor) {
    return executor
      .select(rowColumns)
      .from(goodsGifts)
      .innerJoin(goodsFacts, eq(goodsFacts.id, goodsGifts.goodsId))
      .innerJoin(gift, eq(gift.id, goodsGifts.giftGoodsId))
      .innerJoin(shopFacts, eq(shopFacts.id, goodsFacts.shopId));
  }

  async page(q: AdminGiftRulesQuery) {
    const w: SQL[] = [];
    if (q.keyword) w.push(ilike(goodsFacts.name, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (q.shop_id) w.push(eq(goodsFacts.shopId, q.shop_id));
    if (q.mode) {
      const { kind, type } = KIND_TYPE[q.mode];
      w.push(eq(goodsGifts.kind, kind), eq(goodsGifts.type, type));
    }
    if (q.state !== 'all') w.push(STATE_WHERE[q.state]);
    const where = w.length ? and(...w) : undefined;
    const [list, [total]] = await Promise.all([
      this.select(this.database.db)
        .where(where)
        .orderBy(desc(goodsGifts.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
      this.database.db.select({ n: count() }).from(goodsGifts).innerJoin(goodsFacts, eq(goodsFacts.id, goodsGifts.goodsId)).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  }

  async row(executor: Executor, id: number, lock = false) {
    const query = this.select(executor).where(eq(goodsGifts.id, id));
    const [row] = lock ? await query.for('update', { of: goodsGifts }) : await query;
    return row ?? null;
  }

  /**
   * What a save checks a goods against (the main goods, locked so two operators' rules of one goods are checked in
   * turn, and the gift), and what the preview prices with (the ladder).
   */
  async goodsFacts(executor: Executor, ids: number[], lockId?: number) {
    if (lockId !== undefined) await lockGoods(executor, lockId);
    const ladder = correlated<Array<{ number: number; price: number }>>(ladderOf(goodsFacts.id));
    return executor
      .select({
        id: goodsFacts.id,
        shop_id: goodsFacts.shopId,
        name: goodsFacts.name,
        spec: goodsFacts.spec,
        unit: goodsFacts.unit,
        status: goodsFacts.status,
        is_buy: goodsFacts.isBuy,
        classification: goodsFacts.classification,
        base_price: goodsFacts.basePrice,
        stock: goodsFacts.stockTotal,
        ladder,
      })
      .from(goodsFacts)
      .where(inArray(goodsFacts.id, ids));
  }

  /** The goods' other rules whose window meets [from, to), lowest start quantity first. */
  meeting(executor: Executor, goodsId: number, from: Date, to: Date, exceptId: number | null) {
    return this.select(executor)
      .where(
        and(
          eq(goodsGifts.goodsId, goodsId),
          lt(goodsGifts.startsAt, to),
          gt(goodsGifts.endsAt, from),
          exceptId === null ? undefined : ne(goodsGifts.id, exceptId),
        ),
      )
      .orderBy(asc(goodsGifts.minNumber), asc(goodsGifts.id));
  }

  async insert(tx: Executor, w: GiftRuleWrite): Promise<number> {
    const [row] = await tx.insert(goodsGifts).values(w).returning({ id: goodsGifts.id });
    return row!.id;
  }

  async update(tx: Executor, id: number, w: GiftRuleWrite) {
    await tx.update(goodsGifts).set(w).where(eq(goodsGifts.id, id));
  }

  async endNow(tx: Executor, id: number) {
    await tx
      .update(goodsGifts)
      .set({ endsAt: sql`greatest(now(), ${goodsGifts.startsAt} + interval '1 second')` })
      .where(eq(goodsGifts.id, id));
  }

  async remove(tx: Executor, id: number) {
    await tx.delete(goodsGifts).where(eq(goodsGifts.id, id));
  }
}
