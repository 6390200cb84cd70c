import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { CARD_COLUMNS, type GoodsRow } from '../catalog/catalog.repository.js';

/** Times come back as epoch seconds computed in SQL: the drivers disagree on how they return timestamps. */
export type FlashRow = GoodsRow & { flash_id: number; flash_price: number; flash_stock: number; flash_sold: number; per_member_limit: number; start_time: number; end_time: number };

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
