import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * A demo lottery open for 60 days from the load day, one draw per member: a platform coupon, 200 points, a gift
 * shipped as a points order, and 谢谢参与 (no stock limit). Two pop-up ads point to the points mall and coupon centre.
 */
export async function seedLottery(tx: Executor) {
  await tx.execute(sql`
    insert into draw_activities (name, rules, draws_per_member, starts_at, ends_at)
    values ('年终采购节幸运抽奖', '活动期间每位会员可抽奖 1 次；优惠券发放至“我的优惠券”，积分计入积分账户，实物奖品生成积分订单并包邮寄送至默认收货地址。',
            1, now() - interval '1 day', now() + interval '60 days')`);
  await tx.execute(sql`
    insert into draw_prizes (activity_id, name, remarks, kind, coupon_id, points, points_goods_id, stock, weight, sort)
    select d.id, p.name, p.remarks, p.kind,
           case when p.kind = 'coupon' then (select id from coupons where name = '平台满减券' and sjly_id = 0 limit 1) end,
           p.points, case when p.kind = 'goods' then (select id from points_goods where name = '医用外科口罩 50只/盒' limit 1) end,
           p.stock, p.weight, p.sort
    from (select max(id) as id from draw_activities) d
    cross join (values ('30元平台优惠券', '满1000元可用，30天内有效', 'coupon', 0, 100, 30, 1),
                       ('200积分', '已计入您的积分账户', 'points', 200, 200, 30, 2),
                       ('医用外科口罩 50只/盒', '将寄送至您的默认收货地址', 'goods', 0, 20, 10, 3),
                       ('谢谢参与', '祝您生意兴隆', 'none', 0, 0, 30, 4)) p(name, remarks, kind, points, stock, weight, sort)`);
  await tx.execute(sql`
    insert into ads (id, position, name, image, url, sort) values
      (901, 'draw', '积分商城 好礼兑换', '/media/ad/901.svg', '/jfsc', 1),
      (902, 'draw', '领券中心 满减好券', '/media/ad/902.svg', '/lqzx', 2)
    on conflict (id) do nothing`);
}
