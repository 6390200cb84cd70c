import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { CARD_COLUMNS, type GoodsRow } from '../catalog/catalog.repository.js';

/** Times come back as epoch seconds computed in SQL: the drivers disagree on how they return timestamps. */
export type FlashRow = GoodsRow & {
  flash_id: number;
  flash_price: number;
  flash_stock: number;
  flash_sold: number;
  per_member_limit: number;
  start_time: number;
  end_time: number;
};

export class PromotionsRepository {
  constructor(private readonly database: Database) {}

  /** The flash-sale session running at `now`, or else the next one: all its goods. */
  async flashSession(now: Date, limit: number): Promise<FlashRow[]> {
    return this.database.rows<FlashRow>(sql`
      with session as (
        select starts_at, ends_at from flash_sales where ends_at > ${now.toISOString()}
        order by starts_at limit 1)
      select ${CARD_COLUMNS}, f.id as flash_id, f.price as flash_price, f.stock as flash_stock, f.sold as flash_sold,
             f.per_member_limit, extract(epoch from f.starts_at)::int as start_time, extract(epoch from f.ends_at)::int as end_time
      from flash_sales f join session on f.starts_at = session.starts_at and f.ends_at = session.ends_at
      join goods g on g.id = f.goods_id join shops s on s.id = g.shop_id
      where g.status = 'on_sale'
      order by (f.stock - f.sold > 0) desc, g.sales desc, g.id limit ${limit}`);
  }

  async dailySpecials(day: string, limit: number, offset: number) {
    const [rows, [count]] = await Promise.all([
      this.database.rows<GoodsRow & { special_price: number }>(sql`
        select ${CARD_COLUMNS}, d.price as special_price
        from daily_specials d join goods g on g.id = d.goods_id join shops s on s.id = g.shop_id
        where d.day = ${day} and g.status = 'on_sale'
        order by (g.stock_total > 0) desc, g.sales desc, g.id limit ${limit} offset ${offset}`),
      this.database.rows<{ n: number }>(sql`
        select count(*)::int as n from daily_specials d join goods g on g.id = d.goods_id where d.day = ${day} and g.status = 'on_sale'`),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** A goods' running or next flash sale, and today's special price, for its detail page. */
  async activitiesOf(goodsId: number, now: Date, day: string) {
    const [flash, special] = await Promise.all([
      this.database.rows<{ id: number; price: number; remaining: number; per_member_limit: number; start_time: number; end_time: number }>(sql`
        select id, price, stock - sold as remaining, per_member_limit,
               extract(epoch from starts_at)::int as start_time, extract(epoch from ends_at)::int as end_time
        from flash_sales where goods_id = ${goodsId} and ends_at > ${now.toISOString()} order by starts_at limit 1`),
      this.database.rows<{ price: number }>(sql`select price from daily_specials where goods_id = ${goodsId} and day = ${day}`),
    ]);
    return { flash: flash[0] ?? null, special: special[0] ?? null };
  }
}

export interface FullReductionRow {
  shop_id: number;
  goods_ids: number[] | null;
  tiers: Array<{ threshold: number; reduction: number }>;
}
export interface GiftRuleRow {
  goods_id: number;
  kind: 1 | 2;
  type: 1 | 2;
  min_number: number;
  gift_goods_id: number;
  gift_name: string;
  gift_unit: string;
  gift_number: number;
  add_price: number;
  /** The gift goods' own facts: a gift is offered only to a member who may buy it, and only while it is in stock. */
  gift_spec: string;
  gift_stock: number;
  gift_is_kx: boolean;
  gift_is_buy: boolean;
  gift_on_sale: boolean;
  gift_scope_code: string;
  gift_scope_name: string;
}
export interface FlashFactsRow {
  id: number;
  goods_id: number;
  price: number;
  stock: number;
  per_member_limit: number;
  bought: number;
  start_ms: number;
  end_ms: number;
}
export interface CombinationRow {
  id: number;
  shop_id: number;
  name: string;
  price: number;
  start_ms: number;
  end_ms: number;
  items: Array<{
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
  }>;
}

/** The promotions a cart needs, each read in one query for all its shops, goods, flash sales and packages. */
export class CartPromotionsRepository {
  constructor(private readonly database: Database) {}

  fullReductions(shopIds: number[], now: Date): Promise<FullReductionRow[]> {
    if (shopIds.length === 0) return Promise.resolve([]);
    return this.database.rows<FullReductionRow>(sql`
      select distinct on (f.shop_id) f.shop_id, f.goods_ids,
             (select json_agg(json_build_object('threshold', t.threshold, 'reduction', t.reduction) order by t.threshold)
              from full_reduction_tiers t where t.full_reduction_id = f.id) as tiers
      from full_reductions f
      where f.shop_id in ${shopIds} and f.starts_at <= ${now.toISOString()} and f.ends_at > ${now.toISOString()}
      order by f.shop_id, f.id desc`);
  }

  giftRules(goodsIds: number[], now: Date): Promise<GiftRuleRow[]> {
    if (goodsIds.length === 0) return Promise.resolve([]);
    return this.database.rows<GiftRuleRow>(sql`
      select r.goods_id, r.kind, r.type, r.min_number, r.gift_goods_id, g.name as gift_name, g.unit as gift_unit, r.gift_number, r.add_price,
             g.spec as gift_spec, g.is_kx as gift_is_kx, g.is_buy as gift_is_buy, g.status = 'on_sale' as gift_on_sale,
             g.scope_code as gift_scope_code, bs.name as gift_scope_name,
             coalesce((select sum(st.number) from goods_stocks st where st.goods_id = g.id), 0)::int as gift_stock
      from goods_gifts r join goods g on g.id = r.gift_goods_id join business_scopes bs on bs.code = g.scope_code
      where r.goods_id in ${goodsIds} and r.starts_at <= ${now.toISOString()} and r.ends_at > ${now.toISOString()}
      order by r.goods_id, r.kind, r.min_number`);
  }

  /** Flash sales by id; `bought` is what this member already ordered in each (orders not cancelled). */
  flashSales(ids: number[], memberId: number | null = null): Promise<FlashFactsRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    const bought = memberId
      ? sql`(select coalesce(sum(i.number), 0)::int from order_items i join orders o on o.id = i.order_id
             where o.member_id = ${memberId} and o.status <> 4 and i.type = 1 and i.activity_id = f.id)`
      : sql`0`;
    return this.database.rows<FlashFactsRow>(sql`
      select f.id, f.goods_id, f.price, f.stock - f.sold as stock, f.per_member_limit, ${bought} as bought,
             (extract(epoch from f.starts_at) * 1000)::float8 as start_ms, (extract(epoch from f.ends_at) * 1000)::float8 as end_ms
      from flash_sales f where f.id in ${ids}`);
  }

  combinations(ids: number[]): Promise<CombinationRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.database.rows<CombinationRow>(sql`
      select c.id, c.shop_id, c.name, c.price,
             (extract(epoch from c.starts_at) * 1000)::float8 as start_ms, (extract(epoch from c.ends_at) * 1000)::float8 as end_ms,
             (select json_agg(json_build_object('goods_id', g.id, 'name', g.name, 'ypgg', g.spec, 'bzdw', g.unit, 'number', i.number,
                                                'base_price', g.base_price, 'stock', g.stock_total, 'is_buy', g.is_buy,
                                                'on_sale', g.status = 'on_sale', 'is_kx', g.is_kx, 'scope_code', g.scope_code, 'scope_name', bs.name)
                              order by i.position)
              from combination_items i join goods g on g.id = i.goods_id join business_scopes bs on bs.code = g.scope_code
              where i.combination_id = c.id) as items
      from combinations c where c.id in ${ids}`);
  }

  /** Packages of a shop (or containing a goods) running at `now`, for the detail page and the 组合购 zone. */
  activeCombinations(filter: { goodsId?: number; shopId?: number }, now: Date, limit = 20): Promise<Array<{ id: number }>> {
    const where = filter.goodsId
      ? sql`exists (select 1 from combination_items i where i.combination_id = c.id and i.goods_id = ${filter.goodsId})`
      : filter.shopId
        ? sql`c.shop_id = ${filter.shopId}`
        : sql`true`;
    return this.database.rows<{ id: number }>(sql`
      select c.id from combinations c where ${where} and c.starts_at <= ${now.toISOString()} and c.ends_at > ${now.toISOString()}
      order by c.id limit ${limit}`);
  }
}
