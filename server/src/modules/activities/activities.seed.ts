import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Demo activity pages relative to the load day: 年终采购节 running (goods and coupon sections), a spring respiratory
 * special not started yet, and last month's 双十一 ended, so /activity links show every state.
 */
export async function seedActivities(tx: Executor) {
  await tx.execute(sql`
    insert into activities (slug, title, subtitle, rules, starts_at, ends_at, published, color) values
      ('nianzhong', '年终采购节', '爆款直降 · 满减叠券 · 单店满800元包邮',
       '1. 活动时间内，活动商品以页面价格销售，数量有限，售完即止；\n2. 平台券与店铺券可叠加使用，具体以结算页为准；\n3. 处方药需凭有效资质采购，控销商品仅对授权客户展示价格。',
       now() - interval '2 days', now() + interval '28 days', true, '#e4393c'),
      ('huxi', '春季呼吸道用药专场', '感冒 · 止咳 · 抗感染 备货季', '活动开始后，专场商品享受限时价格。', now() + interval '10 days', now() + interval '40 days', true, '#0a9e6e'),
      ('shuangshiyi', '双十一采购节', '全场满减 · 限时秒杀', '活动已结束，感谢参与。', now() - interval '30 days', now() - interval '15 days', true, '#fa541c')`);
  await tx.execute(sql`
    insert into activity_sections (activity_id, kind, title, ids, sort)
    select a.id, s.kind, s.title, s.ids, s.sort
    from activities a
    cross join (values
      ('coupons', '领券再下单', (select coalesce(jsonb_agg(id order by id), '[]'::jsonb) from (select id from coupons where claim_ends_at > now() order by sjly_id, threshold limit 6) c), 0),
      ('goods', '爆款直降', (select coalesce(jsonb_agg(id), '[]'::jsonb) from (select id from goods where status = 'on_sale' and not is_kx and stock_total > 0 order by sales desc, id limit 10) g), 1),
      ('goods', '中药饮片专场', (select coalesce(jsonb_agg(id), '[]'::jsonb) from (select id from goods where status = 'on_sale' and is_zy and stock_total > 0 order by sales desc, id limit 10) g), 2)
    ) s(kind, title, ids, sort)
    where a.slug = 'nianzhong'`);
  await tx.execute(sql`
    insert into activity_sections (activity_id, kind, title, ids, sort)
    select a.id, 'goods', '呼吸道用药', (select coalesce(jsonb_agg(id), '[]'::jsonb) from (select id from goods where status = 'on_sale' and not is_kx and generic_name like '%感冒%' order by sales desc limit 10) g), 0
    from activities a where a.slug = 'huxi'`);
}
