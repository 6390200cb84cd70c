import { chinaDay } from '@yaocai/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

const DAYS = 60;

/**
 * Demo promotions relative to the day the demo data is loaded, so the home page always has a live session:
 * goods tagged 秒 get a daily 10:00–22:00 flash sale (China time) for 60 days, goods tagged 特 a daily special price.
 */
export async function seedPromotions(tx: Executor, now = new Date()) {
  const today = chinaDay(now);
  await seedFlashAndSpecials(tx, today);
  await seedCartPromotions(tx, today);
}

async function seedFlashAndSpecials(tx: Executor, today: string) {
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

/**
 * 满减, gifts and combination packages for the cart (issue 5), running from the load day for 60 days.
 * Shops 1–3 reduce on every goods (tiers scaled to each shop's shipping threshold); shops 4–6 only on goods tagged 满.
 * Goods tagged 赠 get a free gift (odd ids) or a ladder gift (阶梯满赠, even ids); goods tagged 换购 an add-on purchase.
 * The gift is the shop's first goods tagged 赠品 that is neither 处方药 nor 甲类OTC: those are never given away.
 * Each shop gets two packages of its best sellers at about 9折.
 */
async function seedCartPromotions(tx: Executor, today: string) {
  const window = sql`((${today}::date + time '00:00') - interval '8 hours') at time zone 'UTC', ((${today}::date + ${DAYS}::int + time '00:00') - interval '8 hours') at time zone 'UTC'`;
  await tx.execute(sql`
    insert into full_reductions (shop_id, name, goods_ids, starts_at, ends_at)
    select s.id, case when s.id <= 3 then '全店满减' else '指定商品满减' end,
           case when s.id <= 3 then null else (select coalesce(array_agg(t.goods_id order by t.goods_id), '{}') from goods_tags t join goods g on g.id = t.goods_id where t.tag_code = 'man' and g.shop_id = s.id) end,
           ${window}
    from shops s`);
  await tx.execute(sql`
    insert into full_reduction_tiers (full_reduction_id, threshold, reduction)
    select f.id, tier.threshold, tier.reduction
    from full_reductions f
    cross join lateral (values (30000, 1000), (100000, 5000), (300000, 18000)) tier(threshold, reduction)`);
  await tx.execute(sql`
    with zeng as (
      select g.id, g.shop_id, greatest(g.middle_pack, g.min_order, 1) as pack,
             (select gg.id from goods gg join goods_tags t on t.goods_id = gg.id and t.tag_code = 'zengpin'
              where gg.shop_id = g.shop_id and gg.classification not in ('rx', 'otc_a') order by gg.id limit 1) as gift_id
      from goods g join goods_tags t on t.goods_id = g.id and t.tag_code = 'zeng' where g.status = 'on_sale')
    insert into goods_gifts (goods_id, kind, type, min_number, gift_goods_id, gift_number, add_price, starts_at, ends_at)
    select id, 1, 1, pack * 10, gift_id, 1, 0, ${window} from zeng where id % 2 = 1 and gift_id is not null
    union all
    select id, 2, 1, pack * tier.m, gift_id, tier.n, 0, ${window}
    from zeng cross join (values (10, 1), (30, 4), (50, 8)) tier(m, n) where id % 2 = 0 and gift_id is not null`);
  await tx.execute(sql`
    insert into goods_gifts (goods_id, kind, type, min_number, gift_goods_id, gift_number, add_price, starts_at, ends_at)
    select g.id, 1, 2, greatest(g.middle_pack, g.min_order, 1) * 5, gift.id, 1, 100, ${window}
    from goods g join goods_tags t on t.goods_id = g.id and t.tag_code = 'huangou'
    cross join lateral (select gg.id from goods gg join goods_tags gt on gt.goods_id = gg.id and gt.tag_code = 'zengpin'
                        where gg.shop_id = g.shop_id and gg.classification not in ('rx', 'otc_a') order by gg.id limit 1) gift
    where g.status = 'on_sale'`);
  // Packages: the shop's best sellers paired (1st+2nd, 3rd+4th+5th), at 90% of their base prices.
  await tx.execute(sql`
    with ranked as (
      select g.id, g.shop_id, g.name, g.base_price, row_number() over (partition by g.shop_id order by g.sales desc, g.id) as r
      from goods g where g.status = 'on_sale' and g.is_buy and not g.is_kx and g.stock_total > 100),
    packs as (
      select shop_id, case when r <= 2 then 1 else 2 end as pack, array_agg(id order by r) as ids,
             array_agg(name order by r) as names, sum(base_price * case when r <= 2 then 2 else 1 end) as total
      from ranked where r <= 5 group by shop_id, case when r <= 2 then 1 else 2 end)
    insert into combinations (shop_id, name, price, starts_at, ends_at)
    select shop_id, case when pack = 1 then '热销组合套餐' else '常备药组合套餐' end || '（' || array_length(ids, 1) || '件）',
           greatest(1, (total * 0.9)::int), ${window}
    from packs order by shop_id, pack`);
  await tx.execute(sql`
    with ranked as (
      select g.id, g.shop_id, row_number() over (partition by g.shop_id order by g.sales desc, g.id) as r
      from goods g where g.status = 'on_sale' and g.is_buy and not g.is_kx and g.stock_total > 100),
    combos as (select id, shop_id, row_number() over (partition by shop_id order by id) as pack from combinations)
    insert into combination_items (combination_id, goods_id, number, position)
    select c.id, r.id, case when c.pack = 1 then 2 else 1 end, r.r
    from combos c join ranked r on r.shop_id = c.shop_id and ((c.pack = 1 and r.r <= 2) or (c.pack = 2 and r.r between 3 and 5))`);
}
