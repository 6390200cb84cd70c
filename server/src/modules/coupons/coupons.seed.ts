import { chinaDay } from '@yaocai/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Demo coupons claimable for 60 days from the load day: three platform coupons (valid 30 days after claiming) and two
 * per merchant (fixed window), so the coupon centre (/lqzx) and the cart's 领券 have something real to claim.
 */
export async function seedCoupons(tx: Executor, now = new Date()) {
  const day = chinaDay(now);
  const start = sql`((${day}::date + time '00:00') - interval '8 hours') at time zone 'UTC'`;
  const end = sql`((${day}::date + 60 + time '00:00') - interval '8 hours') at time zone 'UTC'`;
  await tx.execute(sql`
    insert into coupons (sjly_id, name, threshold, amount, total_count, per_member_limit, claim_starts_at, claim_ends_at, valid_days)
    values (0, '平台新客券', 0, 500, 100000, 1, ${start}, ${end}, 30),
           (0, '平台满减券', 100000, 3000, 50000, 2, ${start}, ${end}, 30),
           (0, '平台大额券', 300000, 12000, 20000, 1, ${start}, ${end}, 30)`);
  await tx.execute(sql`
    insert into coupons (sjly_id, name, threshold, amount, total_count, per_member_limit, claim_starts_at, claim_ends_at, valid_from, valid_to)
    select s.id, s.short_name || c.label, c.threshold, c.amount, c.total, 1, ${start}, ${end}, ${start}, ${end}
    from shops s cross join (values ('店铺券', 50000, 1500, 5000), ('店铺满减券', 150000, 6000, 2000)) c(label, threshold, amount, total)`);
}
