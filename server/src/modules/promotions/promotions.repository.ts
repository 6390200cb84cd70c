import { and, asc, count, desc, eq, exists, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { intArray, noRows } from '../../db/one-trip.js';
import type { Database, Executor } from '../../db/client.js';
import { correlated, epochMs, epochSeconds } from '../../db/sql-helpers.js';
import { batchFacts, businessScopeNames, cardKeys, goodsFacts, isOnSale, selectCards, stockSumOf } from '../catalog/public.js';
import { ORDER_STATUS } from '@yaocai/contract';
import { combinationItems, combinations, dailySpecials, flashSales, fullReductions, fullReductionTiers, goodsGifts } from './promotions.tables.js';

/** A flash sale's own columns beside its goods card; times are epoch seconds computed in SQL (the drivers disagree on timestamps). */
const flashColumns = {
  flash_id: flashSales.id,
  flash_price: flashSales.price,
  flash_stock: flashSales.stock,
  flash_sold: flashSales.sold,
  per_member_limit: flashSales.perMemberLimit,
  start_time: epochSeconds(flashSales.startsAt),
  end_time: epochSeconds(flashSales.endsAt),
};

export class PromotionsRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** The flash-sale session running at `now`, or else the next one: all its goods. */
  flashSession(now: Date, limit: number) {
    const session = this.db
      .select({ starts_at: flashSales.startsAt, ends_at: flashSales.endsAt })
      .from(flashSales)
      .where(and(gt(flashSales.endsAt, now), isNull(flashSales.batchId)))
      .orderBy(asc(flashSales.startsAt))
      .limit(1)
      .as('session');
    return selectCards(this.db, flashColumns)
      .innerJoin(flashSales, eq(flashSales.goodsId, cardKeys.goodsId))
      .innerJoin(session, and(eq(flashSales.startsAt, session.starts_at), eq(flashSales.endsAt, session.ends_at)))
      .where(and(cardKeys.onSale, isNull(flashSales.batchId)))
      .orderBy(desc(sql`${flashSales.stock} - ${flashSales.sold} > 0`), desc(cardKeys.sales), asc(cardKeys.goodsId))
      .limit(limit);
  }

  async dailySpecials(day: string, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      selectCards(this.db, { special_price: dailySpecials.price })
        .innerJoin(dailySpecials, eq(dailySpecials.goodsId, cardKeys.goodsId))
        .where(and(eq(dailySpecials.day, day), cardKeys.onSale))
        .orderBy(desc(sql`${cardKeys.stockTotal} > 0`), desc(cardKeys.sales), asc(cardKeys.goodsId))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: count() })
        .from(dailySpecials)
        .innerJoin(goodsFacts, eq(goodsFacts.id, dailySpecials.goodsId))
        .where(and(eq(dailySpecials.day, day), isOnSale(goodsFacts.status))),
    ]);
    return { rows, total: total.n };
  }

  /** Sells `n` flash-sale units inside the window (conditional update); false when sold out or outside the window. */
  async sellFlash(tx: Executor, flashId: number, n: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(flashSales)
      .set({ sold: sql`${flashSales.sold} + ${n}` })
      .where(
        and(
          eq(flashSales.id, flashId),
          sql`${flashSales.sold} + ${n} <= ${flashSales.stock}`,
          lte(flashSales.startsAt, now),
          gt(flashSales.endsAt, now),
        ),
      )
      .returning({ id: flashSales.id });
    return rows.length === 1;
  }

  /** Gives `n` sold units back to the sale (an order cancelled or refunded before shipping). */
  async unsellFlash(tx: Executor, flashId: number, n: number): Promise<void> {
    await tx
      .update(flashSales)
      .set({ sold: sql`${flashSales.sold} - ${n}` })
      .where(eq(flashSales.id, flashId));
  }

  /** A goods' running or next flash sale, and today's special price, for its detail page. */
  async activitiesOf(goodsId: number, now: Date, day: string) {
    const [flash, special] = await Promise.all([
      this.db
        .select({
          id: flashSales.id,
          price: flashSales.price,
          remaining: sql<number>`${flashSales.stock} - ${flashSales.sold}`,
          per_member_limit: flashSales.perMemberLimit,
          start_time: flashColumns.start_time,
          end_time: flashColumns.end_time,
          batch_no: batchFacts.batchNo,
          expiry_date: sql<string | null>`${batchFacts.expiryDate}::text`,
        })
        .from(flashSales)
        .leftJoin(batchFacts, eq(batchFacts.id, flashSales.batchId))
        .where(and(eq(flashSales.goodsId, goodsId), gt(flashSales.endsAt, now)))
        .orderBy(asc(flashSales.startsAt))
        .limit(1),
      this.db
        .select({ price: dailySpecials.price })
        .from(dailySpecials)
        .where(and(eq(dailySpecials.goodsId, goodsId), eq(dailySpecials.day, day))),
    ]);
    return { flash: flash[0] ?? null, special: special[0] ?? null };
  }
}

/** One flash-sale goods card (the 秒杀 zone). */
export type FlashRow = Awaited<ReturnType<PromotionsRepository['flashSession']>>[number];

/** A gift's own goods facts come along: a gift is offered only to a member who may buy it, and only while it is in stock. */
const giftColumns = {
  goods_id: goodsGifts.goodsId,
  kind: sql<1 | 2>`${goodsGifts.kind}`,
  type: sql<1 | 2>`${goodsGifts.type}`,
  min_number: goodsGifts.minNumber,
  gift_goods_id: goodsGifts.giftGoodsId,
  gift_name: goodsFacts.name,
  gift_unit: goodsFacts.unit,
  gift_number: goodsGifts.giftNumber,
  add_price: goodsGifts.addPrice,
  gift_spec: goodsFacts.spec,
  gift_is_kx: goodsFacts.isKx,
  gift_is_buy: goodsFacts.isBuy,
  gift_on_sale: sql<boolean>`${goodsFacts.status} = 'on_sale'`,
  gift_scope_code: goodsFacts.scopeCode,
  gift_scope_name: businessScopeNames.name,
  gift_stock: stockSumOf(goodsFacts.id),
};

type ComboItem = {
  goods_id: number;
  name: string;
  ypgg: string;
  bzdw: string;
  number: number;
  base_price: number;
  stock: number;
  is_buy: boolean;
  on_sale: boolean;
  is_kx: boolean;
  scope_code: string;
  scope_name: string;
};

/** A package's goods in their order, aggregated in the package's own row. */
const comboItems = correlated<
  ComboItem[]
>(sql`(select json_agg(json_build_object('goods_id', ${goodsFacts.id}, 'name', ${goodsFacts.name}, 'ypgg', ${goodsFacts.spec},
    'bzdw', ${goodsFacts.unit}, 'number', ${combinationItems.number}, 'base_price', ${goodsFacts.basePrice}, 'stock', ${goodsFacts.stockTotal},
    'is_buy', ${goodsFacts.isBuy}, 'on_sale', ${goodsFacts.status} = 'on_sale', 'is_kx', ${goodsFacts.isKx}, 'scope_code', ${goodsFacts.scopeCode},
    'scope_name', ${businessScopeNames.name}) order by ${combinationItems.position})
  from ${combinationItems} join ${goodsFacts} on ${goodsFacts.id} = ${combinationItems.goodsId}
  join ${businessScopeNames} on ${businessScopeNames.code} = ${goodsFacts.scopeCode}
  where ${combinationItems.combinationId} = ${combinations.id})`);

/** The promotions a cart needs, each read in one query for all its shops, goods, flash sales and packages. */
export class CartPromotionsRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  fullReductions(shopIds: number[], now: Date) {
    if (shopIds.length === 0) return noRows();
    const tiers = correlated<
      Array<{ threshold: number; reduction: number }>
    >(sql`(select json_agg(json_build_object('threshold', ${fullReductionTiers.threshold},
      'reduction', ${fullReductionTiers.reduction}) order by ${fullReductionTiers.threshold})
      from ${fullReductionTiers} where ${fullReductionTiers.fullReductionId} = ${fullReductions.id})`);
    return this.database.shaped('promotions.fullReductions', { shopIds: intArray(shopIds), now: now.toISOString() }, (v) =>
      this.db
        .selectDistinctOn([fullReductions.shopId], { shop_id: fullReductions.shopId, goods_ids: fullReductions.goodsIds, tiers })
        .from(fullReductions)
        .where(
          and(
            sql`${fullReductions.shopId} = any(${v('shopIds')}::int[])`,
            lte(fullReductions.startsAt, v('now')),
            gt(fullReductions.endsAt, v('now')),
          ),
        )
        .orderBy(asc(fullReductions.shopId), desc(fullReductions.id)),
    );
  }

  /**
   * The first moment after `now` at which any promotion window opens or closes (epoch ms; null: none ahead). A cart
   * priced at `now` is priced the same until then, as long as nothing is written (data_versions 'pricing').
   */
  async nextWindowChange(now: Date): Promise<number | null> {
    const edges = [fullReductions, goodsGifts, flashSales, combinations].flatMap((t) => [
      sql`select min(${t.startsAt}) as t from ${t} where ${t.startsAt} > ${now}`,
      sql`select min(${t.endsAt}) as t from ${t} where ${t.endsAt} > ${now}`,
    ]);
    const [row] = await this.database.rows<{ t: number | null }>(
      sql`select (extract(epoch from min(x.t)) * 1000)::float8 as t from (${sql.join(edges, sql` union all `)}) x`,
    );
    return row?.t === null || row?.t === undefined ? null : Number(row.t);
  }

  /** The goods' 每日特价 on a China day (the daily_specials_day_goods_uq index serves the lookup). */
  dailySpecials(goodsIds: number[], day: string) {
    if (goodsIds.length === 0) return noRows();
    return this.database.shaped('promotions.dailySpecials', { day, goodsIds: intArray(goodsIds) }, (v) =>
      this.db
        .select({ goods_id: dailySpecials.goodsId, price: dailySpecials.price })
        .from(dailySpecials)
        .where(and(eq(dailySpecials.day, v('day')), sql`${dailySpecials.goodsId} = any(${v('goodsIds')}::int[])`)),
    );
  }

  giftRules(goodsIds: number[], now: Date) {
    if (goodsIds.length === 0) return noRows();
    return this.database.shaped('promotions.giftRules', { goodsIds: intArray(goodsIds), now: now.toISOString() }, (v) =>
      this.db
        .select(giftColumns)
        .from(goodsGifts)
        .innerJoin(goodsFacts, eq(goodsFacts.id, goodsGifts.giftGoodsId))
        .innerJoin(businessScopeNames, eq(businessScopeNames.code, goodsFacts.scopeCode))
        .where(and(sql`${goodsGifts.goodsId} = any(${v('goodsIds')}::int[])`, lte(goodsGifts.startsAt, v('now')), gt(goodsGifts.endsAt, v('now'))))
        .orderBy(asc(goodsGifts.goodsId), asc(goodsGifts.kind), asc(goodsGifts.minNumber)),
    );
  }

  /**
   * Flash sales by id; `bought` is what this member already ordered in each (orders not cancelled). The orders tables are
   * named, not imported: orders sits above cart and promotions, and the count is one correlated read of its lines.
   */
  flashSales(ids: number[], memberId: number | null = null) {
    if (ids.length === 0) return noRows();
    // A guest has bought none: member id 0 matches no order.
    return this.database.shaped('promotions.flashSales', { ids: intArray(ids), memberId: memberId ?? 0 }, (v) =>
      this.db
        .select({
          id: flashSales.id,
          goods_id: flashSales.goodsId,
          price: flashSales.price,
          stock: sql<number>`${flashSales.stock} - ${flashSales.sold}`,
          per_member_limit: flashSales.perMemberLimit,
          bought: correlated<number>(sql`(select coalesce(sum(i.number), 0)::int from order_items i join orders o on o.id = i.order_id
             where o.member_id = ${v('memberId')}::int and o.status <> ${ORDER_STATUS.cancelled} and i.type = 1 and i.activity_id = ${flashSales.id})`),
          start_ms: epochMs(flashSales.startsAt),
          end_ms: epochMs(flashSales.endsAt),
        })
        .from(flashSales)
        .where(sql`${flashSales.id} = any(${v('ids')}::int[])`),
    );
  }

  combinations(ids: number[]) {
    if (ids.length === 0) return noRows();
    return this.database.shaped('promotions.combinations', { ids: intArray(ids) }, (v) =>
      this.db
        .select({
          id: combinations.id,
          shop_id: combinations.shopId,
          name: combinations.name,
          price: combinations.price,
          start_ms: epochMs(combinations.startsAt),
          end_ms: epochMs(combinations.endsAt),
          items: comboItems,
        })
        .from(combinations)
        .where(sql`${combinations.id} = any(${v('ids')}::int[])`),
    );
  }

  /** Packages of a shop (or containing a goods) running at `now`, for the detail page and the 组合购 zone. */
  activeCombinations(filter: { goodsId?: number; shopId?: number }, now: Date, limit = 20) {
    const which: SQL | undefined = filter.goodsId
      ? exists(
          this.db
            .select({ one: sql`1` })
            .from(combinationItems)
            .where(and(eq(combinationItems.combinationId, combinations.id), eq(combinationItems.goodsId, filter.goodsId))),
        )
      : filter.shopId
        ? eq(combinations.shopId, filter.shopId)
        : undefined;
    return this.db
      .select({ id: combinations.id })
      .from(combinations)
      .where(and(which, lte(combinations.startsAt, now), gt(combinations.endsAt, now)))
      .orderBy(asc(combinations.id))
      .limit(limit);
  }
}

type Rows<F extends (...args: never[]) => PromiseLike<unknown[]>> = Awaited<ReturnType<F>>[number];
export type FullReductionRow = Rows<CartPromotionsRepository['fullReductions']>;
export type GiftRuleRow = Rows<CartPromotionsRepository['giftRules']>;
export type FlashFactsRow = Rows<CartPromotionsRepository['flashSales']>;
export type CombinationRow = Rows<CartPromotionsRepository['combinations']>;
