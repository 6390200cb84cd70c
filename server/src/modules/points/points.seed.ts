import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Demo points mall: gifts a pharmacy would use (stock and per-member limits), the earning rule (1 point per yuan),
 * and a welcome bonus of 2000 points for each demo member, booked through the points log like any other change.
 */
export async function seedPoints(tx: Executor) {
  await tx.execute(sql`insert into site_config (key, value) values ('points_per_yuan', '1') on conflict (key) do nothing`);
  await tx.execute(sql`
    insert into points_goods (name, description, points, stock, per_member_limit, sort) values
      ('电子血压计（上臂式）', '药店柜台测压用，含电池与袖带。', 1800, 30, 1, 1),
      ('医用外科口罩 50只/盒', '一次性使用，独立包装。', 300, 500, 10, 2),
      ('药品冷藏包 6L', '配送胰岛素等冷链药品时保温用。', 600, 120, 2, 3),
      ('处方药分装药袋 1000只', '印有用法用量栏，店内分装使用。', 200, 800, 0, 4),
      ('电子体温计', '软头，30 秒出读数。', 450, 0, 3, 5),
      ('药店收银热敏纸 20卷', '57×50mm，适配常见收银机。', 350, 300, 5, 6)`);
  await tx.execute(sql`
    with m as (select id from members where review_status = 'approved')
    , logged as (
      insert into points_log (member_id, amount, kind, ref, memo)
      select id, 2000, 'activity', 'welcome:' || id, '新会员注册赠送积分' from m returning member_id, amount)
    insert into member_points (member_id, balance) select member_id, amount from logged`);
}
