import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { GROUP_CLOSE_QUEUE } from './groupbuy.service.js';

const CAMPAIGNS = 8;
const DAYS = 60;

/**
 * Demo 拼团 relative to the moment the demo data is loaded, so /ptzq has running campaigns on a fresh start: the best
 * sellers of the scopes every approved demo member holds (not 控销, in stock, one per shop in turn) at about 85% of the
 * list price, 2 or 3 members within 24 hours, running from yesterday for 60 days. demo2 has opened a group on the first
 * three, waiting for one more member (its close job is queued like any other group's).
 */
export async function seedGroupBuy(tx: Executor, now = new Date()) {
  await tx.execute(sql`
    with common as (
      select ms.scope_code from member_scopes ms join members m on m.id = ms.member_id
      where m.review_status = 'approved' and m.username in ('demo', 'demo2')
      group by ms.scope_code having count(*) = 2),
    ranked as (
      select g.id, g.shop_id, g.base_price, greatest(g.middle_pack, g.min_order, 1) as pack,
             row_number() over (partition by g.shop_id order by g.sales desc, g.id) as r
      from goods g
      where g.status = 'on_sale' and g.is_buy and not g.is_kx and g.base_price >= 1000 and g.stock_total >= 500
        and g.scope_code in (select scope_code from common))
    insert into group_buy_campaigns (goods_id, shop_id, group_price, required_members, min_number, max_number, starts_at, ends_at, group_hours)
    select id, shop_id, (base_price * 0.85)::int, case when id % 3 = 0 then 3 else 2 end, pack, pack * 20,
           ${now.toISOString()}::timestamptz - interval '1 day', ${now.toISOString()}::timestamptz + make_interval(days => ${DAYS}), 24
    from ranked where r <= 2
    order by r, shop_id
    limit ${CAMPAIGNS}`);
  const opened = await tx.execute(sql`
    insert into group_buy_groups (campaign_id, leader_id, group_price, required_members, member_count, opened_at, closes_at)
    select c.id, m.id, c.group_price, c.required_members, 1,
           ${now.toISOString()}::timestamptz - interval '3 hours', ${now.toISOString()}::timestamptz + interval '21 hours'
    from (select * from group_buy_campaigns order by id limit 3) c cross join members m where m.username = 'demo2'
    returning id, campaign_id, leader_id, closes_at`);
  const groups = (opened as unknown as { rows: Array<{ id: number }> }).rows;
  if (groups.length === 0) return;
  await tx.execute(sql`
    insert into group_buy_members (group_id, campaign_id, member_id, number, address_id, joined_at)
    select g.id, g.campaign_id, g.leader_id, c.min_number,
           (select a.id from member_addresses a where a.member_id = g.leader_id order by a.is_default desc, a.id limit 1), g.opened_at
    from group_buy_groups g join group_buy_campaigns c on c.id = g.campaign_id
    where g.id in ${groups.map((g) => g.id)}`);
  await tx.execute(sql`
    insert into jobs (queue, key, payload, run_at)
    select ${GROUP_CLOSE_QUEUE}, 'group:' || id, jsonb_build_object('group_id', id), closes_at from group_buy_groups where id in ${groups.map((g) => g.id)}`);
}
