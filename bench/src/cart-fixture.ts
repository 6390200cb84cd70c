// The cart bench's data, inserted with SQL before the server starts (after the catalogue has grown):
// - the demo member `demo` gets a cart of 200 lines over 20 of the bench shops (10 lines each): 196 normal lines,
//   2 combination-package lines (type 3) and 2 flash-sale lines (type 1), every one buyable by demo and in stock;
// - each of those shops runs a 满减 with three tiers (even shops on every goods, odd shops on named goods ids);
//   40 goods of the cart carry gift rules (赠品 kind 1 type 1, 换购 kind 1 type 2, 阶梯满赠 kind 2 with three tiers);
// - demo holds 12 unused coupons: two platform ones (sjly_id 0) and two of each of five cart shops;
// - a bench member `bench_add` (a copy of demo: approved, same scopes and password) to add to its own cart, with
//   500 goods of middle pack 1 and minimum order 1 whose stock is raised to 1e9 so that adds never run out.
import { sql } from 'drizzle-orm';
import type { Database } from '@yaocai/server/db/client.js';

export const CART_SHOPS = 20;
export const LINES_PER_SHOP = 10;
export const ADD_GOODS = 500;
export const LIST_MEMBER = 'demo';
export const ADD_MEMBER = 'bench_add';
export const PASSWORD = 'demo123456';

export interface CartFixture {
  lines: number;
  shops: number[];
  addGoodsIds: number[];
}

/** Goods the member may buy: on sale, buyable, not controlled-sales, in its business scope, with a warehouse stock. */
const buyable = (member: number) => sql`g.status = 'on_sale' and g.is_buy and not g.is_kx
  and exists (select 1 from member_scopes ms where ms.member_id = ${member} and ms.scope_code = g.scope_code)`;

export async function setUpCartBench(database: Database): Promise<CartFixture> {
  const one = async <T>(q: ReturnType<typeof sql>) => (await database.rows<T>(q))[0];
  const { id: member } = await one<{ id: number }>(sql`select id from members where username = ${LIST_MEMBER} and review_status = 'approved'`);
  const shops = (await database.rows<{ id: number }>(sql`select id from shops where licence_no like 'BENCH-%' order by id limit ${CART_SHOPS}`)).map(
    (s) => s.id,
  );
  if (shops.length < CART_SHOPS) throw new Error(`cart bench: only ${shops.length} bench shops`);

  await database.db.transaction(async (tx) => {
    // Candidates: per shop, buyable goods in a stable pseudo-random order, each with a quantity that respects the
    // middle pack and minimum order (1–4 packs) and a warehouse holding more than that.
    await tx.execute(sql`
      create temporary table bench_pick on commit drop as
      select g.id as goods_id, g.shop_id, st.ck_id, g.base_price, g.middle_pack,
             greatest(g.middle_pack, g.min_order, 1) * (1 + g.id % 4) as number,
             least(g.base_price, coalesce((select min(l.price) from goods_ladder_prices l
                                           where l.goods_id = g.id and l.min_number <= greatest(g.middle_pack, g.min_order, 1) * (1 + g.id % 4)), g.base_price)) as unit_price,
             row_number() over (partition by g.shop_id order by md5(g.id::text)) as r
      from goods g
      join lateral (select s.ck_id, s.number from goods_stocks s where s.goods_id = g.id order by s.number desc limit 1) st on true
      where g.shop_id in ${shops} and ${buyable(member)} and st.number >= greatest(g.middle_pack, g.min_order, 1) * 4 + 10`);
    const short = await database.rows<{ shop_id: number; n: number }>(
      sql`select shop_id, count(*)::int as n from bench_pick group by shop_id having count(*) < 16`,
      tx,
    );
    if (short.length) throw new Error(`cart bench: shops with too few buyable goods: ${JSON.stringify(short)}`);
    const idx = sql`(array_position(${sql.raw(`array[${shops.join(',')}]`)}, p.shop_id) - 1)`;

    // Normal lines: ranks 1–9 of every shop, plus rank 10 of the shops without a package or flash-sale line.
    await tx.execute(sql`
      insert into cart_items (member_id, goods_id, ck_id, type, activity_id, number, added_price)
      select ${member}, p.goods_id, p.ck_id, 0, 0, p.number, p.unit_price
      from bench_pick p where p.r <= 9 or (p.r = 10 and ${idx} >= 4)`);

    // Two flash sales running now (shops 3 and 4 of the cart), each on that shop's rank-10 goods: a type 1 line.
    await tx.execute(sql`
      with f as (
        insert into flash_sales (goods_id, price, stock, per_member_limit, starts_at, ends_at)
        select p.goods_id, greatest(1, (p.base_price * 0.8)::int), 500, 10, now() - interval '1 hour', now() + interval '30 days'
        from bench_pick p where p.r = 10 and ${idx} in (2, 3)
        returning id, goods_id, price)
      insert into cart_items (member_id, goods_id, ck_id, type, activity_id, number, added_price)
      select ${member}, f.goods_id, p.ck_id, 1, f.id, 2, f.price from f join bench_pick p on p.goods_id = f.goods_id`);

    // Two combination packages (shops 1 and 2): ranks 11 (×2) and 12 (×1) at 90% of their base prices; the line is
    // the package's first goods with activity_id = the package, 2 packages.
    await tx.execute(sql`
      insert into combinations (shop_id, name, price, starts_at, ends_at)
      select p.shop_id, '压测组合套餐（2件）', (sum(p.base_price * (13 - p.r)) * 0.9)::int, now() - interval '1 day', now() + interval '30 days'
      from bench_pick p where p.r in (11, 12) and ${idx} in (0, 1) group by p.shop_id order by p.shop_id`);
    await tx.execute(sql`
      insert into combination_items (combination_id, goods_id, number, position)
      select c.id, p.goods_id, 13 - p.r, p.r - 10
      from combinations c join bench_pick p on p.shop_id = c.shop_id and p.r in (11, 12) where c.name = '压测组合套餐（2件）'`);
    await tx.execute(sql`
      insert into cart_items (member_id, goods_id, ck_id, type, activity_id, number, added_price)
      select ${member}, p.goods_id, p.ck_id, 3, c.id, 2, c.price
      from combinations c join bench_pick p on p.shop_id = c.shop_id and p.r = 11 where c.name = '压测组合套餐（2件）'`);

    // 满减 on each cart shop with the demo tiers: even shops on every goods, odd shops on named goods (half the cart's
    // goods of the shop plus 40 others of the shop, as a merchant's list would).
    await tx.execute(sql`
      insert into full_reductions (shop_id, name, goods_ids, starts_at, ends_at)
      select s.id, case when s.ord % 2 = 0 then '全店满减' else '指定商品满减' end,
             case when s.ord % 2 = 0 then null else
               (select array_agg(x.goods_id order by x.goods_id) from bench_pick x where x.shop_id = s.id and (x.r <= 5 or x.r between 17 and 56)) end,
             now() - interval '1 day', now() + interval '30 days'
      from unnest(${sql.raw(`array[${shops.join(',')}]`)}::int[]) with ordinality s(id, ord)`);
    await tx.execute(sql`
      insert into full_reduction_tiers (full_reduction_id, threshold, reduction)
      select f.id, t.threshold, t.reduction from full_reductions f
      cross join (values (30000, 1000), (100000, 5000), (300000, 18000)) t(threshold, reduction)
      where f.shop_id in ${shops}`);

    // Gifts: rank 1 of every shop a free gift (kind 1 type 1) from 2 packs; rank 2 of even shops a ladder gift
    // (kind 2, three tiers); rank 3 of odd shops an add-on purchase (换购, kind 1 type 2, 1 yuan). The gift is rank 13.
    const window = sql`now() - interval '1 day', now() + interval '30 days'`;
    await tx.execute(sql`
      insert into goods_gifts (goods_id, kind, type, min_number, gift_goods_id, gift_number, add_price, starts_at, ends_at)
      select p.goods_id, 1, 1, greatest(p.middle_pack, 1) * 2, g.goods_id, 1, 0, ${window}
      from bench_pick p join bench_pick g on g.shop_id = p.shop_id and g.r = 13 where p.r = 1
      union all
      select p.goods_id, 2, 1, greatest(p.middle_pack, 1) * t.m, g.goods_id, t.n, 0, ${window}
      from bench_pick p join bench_pick g on g.shop_id = p.shop_id and g.r = 13
      cross join (values (1, 1), (2, 3), (3, 5)) t(m, n) where p.r = 2 and ${idx} % 2 = 0
      union all
      select p.goods_id, 1, 2, greatest(p.middle_pack, 1), g.goods_id, 1, 100, ${window}
      from bench_pick p join bench_pick g on g.shop_id = p.shop_id and g.r = 13 where p.r = 3 and ${idx} % 2 = 1`);
  });

  // Coupons held by demo: the demo data's platform 新客券 and 满减券, and two coupons of each of five cart shops.
  const couponShops = shops.slice(0, 5);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into coupons (sjly_id, name, threshold, amount, total_count, per_member_limit, claim_starts_at, claim_ends_at, valid_from, valid_to)
      select s.id, s.short_name || c.label, c.threshold, c.amount, 5000, 1, now() - interval '1 day', now() + interval '30 days',
             now() - interval '1 day', now() + interval '30 days'
      from shops s cross join (values ('店铺券', 50000, 1500), ('店铺满减券', 150000, 6000)) c(label, threshold, amount)
      where s.id in ${couponShops}`);
    await tx.execute(sql`
      with picked as (
        select id from coupons where sjly_id in ${couponShops}
        union all (select id from coupons where sjly_id = 0 order by threshold limit 2)),
      taken as (update coupons c set claimed_count = claimed_count + 1 from picked where c.id = picked.id
                returning c.id, coalesce(c.valid_from, now()) as vf, coalesce(c.valid_to, now() + make_interval(days => c.valid_days)) as vt)
      insert into member_coupons (member_id, coupon_id, valid_from, valid_to) select ${member}, id, vf, vt from taken`);
  });

  // The adding member: a copy of demo (approval, contract, scopes, password hash) under another name and phone.
  const { id: adder } = await one<{ id: number }>(sql`
    insert into members (username, password_hash, company, company_type, contact_name, phone, province, city, district, address,
                         email, register_source, review_status, submitted_at, reviewed_at, contract_version, contract_signed_at, kx_authorized)
    select ${ADD_MEMBER}, password_hash, company || '（压测）', company_type, contact_name, '13900000001', province, city, district, address,
           '', register_source, review_status, submitted_at, reviewed_at, contract_version, contract_signed_at, kx_authorized
    from members where id = ${member} returning id`);
  await database.db.execute(
    sql`insert into member_scopes (member_id, scope_code) select ${adder}, scope_code from member_scopes where member_id = ${member}`,
  );
  const addGoods = await database.rows<{ id: number }>(sql`
    select g.id from goods g
    where g.shop_id in (select id from shops where licence_no like 'BENCH-%') and ${buyable(adder)}
      and g.middle_pack = 1 and g.min_order = 1 and (select count(*) from goods_stocks s where s.goods_id = g.id) = 1
    order by md5(g.id::text) limit ${ADD_GOODS}`);
  const addGoodsIds = addGoods.map((g) => g.id);
  await database.db.execute(sql`update goods_stocks set number = 1000000000 where goods_id in ${addGoodsIds}`);

  for (const t of [
    'cart_items',
    'flash_sales',
    'combinations',
    'combination_items',
    'full_reductions',
    'full_reduction_tiers',
    'goods_gifts',
    'coupons',
    'member_coupons',
    'members',
    'member_scopes',
    'goods',
    'goods_stocks',
  ]) {
    await database.db.execute(sql.raw(`vacuum analyze ${t}`));
  }
  const { n } = await one<{ n: number }>(sql`select count(*)::int as n from cart_items where member_id = ${member}`);
  return { lines: n, shops, addGoodsIds };
}
