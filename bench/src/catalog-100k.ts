// Grows the committed demo catalogue to N goods with the same distributions (makers, forms, categories, prices,
// stock, expiry, flags) by re-offering real demo drugs from more merchants with their own batch, price and stock.
import { sql } from 'drizzle-orm';
import type { Database } from '@yaocai/server/db/client.js';
import { readSeed } from '@yaocai/server/seed/load-seed.js';
import { SearchIndexer } from '@yaocai/server/modules/search/search-index.repository.js';
import { rng } from './harness.js';

export async function growCatalog(database: Database, target: number): Promise<number> {
  const { catalog } = readSeed();
  const [{ n }] = await database.rows<{ n: number }>(sql`select count(*)::int as n from goods`);
  if (n >= target) return n;
  const rand = rng(42);
  const shopsNeeded = 40;
  const [{ maxShop }] = await database.rows<{ maxShop: number }>(sql`select max(id)::int as "maxShop" from shops`);
  const [{ maxWh }] = await database.rows<{ maxWh: number }>(sql`select max(id)::int as "maxWh" from warehouses`);
  const base = catalog.shops[0];
  for (let i = 1; i <= shopsNeeded; i++) {
    const id = maxShop + i;
    await database.db
      .execute(sql`insert into shops (id, name, short_name, province, city, shipping_amount, shipping_fee, min_order_amount, licence_no, business_licence_no, gsp_cert_no, description)
      values (${id}, ${`压测医药第${i}公司`}, ${`压测${i}`}, ${base.province}, ${base.city}, ${base.shipping_amount}, ${base.shipping_fee}, 0, ${`BENCH-${i}`}, ${`BENCH-${i}`}, ${`BENCH-${i}`}, '')`);
    await database.db.execute(sql`insert into warehouses (id, shop_id, name) values (${maxWh + i}, ${id}, ${`压测仓${i}`})`);
  }
  const goods = catalog.goods;
  let made = n;
  const BATCH = 1000;
  while (made < target) {
    const rows: Array<{ g: (typeof goods)[number]; shop: number; wh: number; price: number; stock: number; sales: number }> = [];
    for (let k = 0; k < BATCH && made < target; k++, made++) {
      const g = goods[Math.floor(rand() * goods.length)];
      const shopIdx = 1 + Math.floor(rand() * shopsNeeded);
      const price = Math.max(50, Math.round(g.base_price * (0.85 + rand() * 0.3)));
      rows.push({
        g,
        shop: maxShop + shopIdx,
        wh: maxWh + shopIdx,
        price,
        stock: rand() < 0.05 ? 0 : Math.floor(rand() * 5000),
        sales: Math.floor(rand() ** 3 * 20000),
      });
    }
    await database.db.transaction(async (tx) => {
      const inserted = await database.rows<{ id: number }>(
        sql`
        insert into goods (shop_id, category_id, brand_id, generic_name, trade_name, name, spec, dosage_form, unit, manufacturer,
          manufacturer_short, approval_no, barcode, classification, scope_code, middle_pack, case_pack, min_order, batch_no,
          production_date, expiry_date, base_price, retail_price, is_yx, is_zy, is_kx, is_free_shipping, free_shipping_number,
          is_welfare, is_buy, sales, status, source)
        values ${sql.join(
          rows.map(
            ({ g, shop, price, sales }) => sql`(${shop}, ${g.category_id}, ${g.brand_id}, ${g.generic_name}, ${g.trade_name}, ${g.name}, ${g.spec},
            ${g.dosage_form}, ${g.unit}, ${g.manufacturer}, ${g.manufacturer_short}, ${g.approval_no}, ${g.barcode}, ${g.classification},
            ${g.scope_code}, ${g.middle_pack}, ${g.case_pack}, ${g.min_order}, ${g.batch_no}, ${g.production_date}, ${g.expiry_date},
            ${price}, ${Math.round(price * 1.5)}, ${g.is_yx}, ${g.is_zy}, ${g.is_kx}, ${g.is_free_shipping}, ${g.free_shipping_number},
            ${g.is_welfare}, ${g.is_buy}, ${sales}, 'on_sale', 'bench')`,
          ),
          sql`, `,
        )} returning id`,
        tx,
      );
      await tx.execute(
        sql`insert into goods_stocks (goods_id, ck_id, number) values ${sql.join(
          inserted.map((r, i) => sql`(${r.id}, ${rows[i].wh}, ${rows[i].stock})`),
          sql`, `,
        )}`,
      );
      const ladders = inserted.flatMap((r, i) =>
        rows[i].g.ladder_prices.map((l) => sql`(${r.id}, ${l.number}, ${Math.round((l.price * rows[i].price) / Math.max(1, rows[i].g.base_price))})`),
      );
      if (ladders.length) await tx.execute(sql`insert into goods_ladder_prices (goods_id, min_number, price) values ${sql.join(ladders, sql`, `)}`);
      const tags = inserted.flatMap((r, i) => rows[i].g.tags.map((t) => sql`(${r.id}, ${t})`));
      if (tags.length) await tx.execute(sql`insert into goods_tags (goods_id, tag_code) values ${sql.join(tags, sql`, `)}`);
      await new SearchIndexer(database).reindex(
        tx,
        inserted.map((r) => r.id),
      );
    });
  }
  // Steady state: the hourly job would have folded the term counts, autovacuum set the visibility map (index-only
  // scans) and statistics by now.
  await new SearchIndexer(database).compactTermCounts();
  await database.db.execute(sql`vacuum analyze`);
  return made;
}
