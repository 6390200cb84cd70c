import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { chinaDay } from './promotions.service.js';

const DAYS = 60;

/**
 * Demo promotions relative to the day the demo data is loaded, so the home page always has a live session:
 * goods tagged 秒 get a daily 10:00–22:00 flash sale (China time) for 60 days, goods tagged 特 a daily special price.
 */
export async function seedPromotions(tx: Executor, now = new Date()) {
  const today = chinaDay(now);
  await tx.execute(sql`
    insert into flash_sales (goods_id, price, stock, per_member_limit, starts_at, ends_at)
    select g.id, greatest(1, (g.base_price * 0.8)::int), 50 + (g.id % 5) * 30, 5 + (g.id % 3) * 5,
           ((${today}::date + d + time '10:00') - interval '8 hours') at time zone 'UTC',
           ((${today}::date + d + time '22:00') - interval '8 hours') at time zone 'UTC'
    from goods g join goods_tags t on t.goods_id = g.id and t.tag_code = 'miao'
    cross join generate_series(0, ${DAYS - 1}) d
    where g.status = 'on_sale'`);
  await tx.execute(sql`
    insert into daily_specials (goods_id, day, price)
    select g.id, ${today}::date + d, greatest(1, (g.base_price * (0.78 + (g.id % 5) * 0.02))::int)
    from goods g join goods_tags t on t.goods_id = g.id and t.tag_code = 'te'
    cross join generate_series(0, ${DAYS - 1}) d
    where g.status = 'on_sale'`);
}
