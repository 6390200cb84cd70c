import { addChinaDays, chinaDaysBetween, chinaToday } from '@yaocai/contract';
import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client.js';
// The seed writes every module's tables directly (the demo data's one loader, like a migration); modules read theirs.
import { memberScopes, members, serviceReps } from '../modules/accounts/accounts.tables.js';
import {
  brands,
  businessScopes,
  categories,
  goods,
  goodsLadderPrices,
  goodsStocks,
  goodsTags,
  shops,
  tags,
  warehouses,
} from '../modules/catalog/catalog.tables.js';
import { ads, articles, banners, globalLinks, helpGroups, hotWords, navItems, posts, siteConfig } from '../modules/content/content.tables.js';
import { hashPassword } from '../modules/accounts/password.js';
import type { SeedCatalog, SeedContent } from './seed-types.js';
import { SEED_DIR } from '../paths.js';
import { SearchIndexer } from '../modules/search/search-index.repository.js';
import { seedPromotions } from '../modules/promotions/promotions.seed.js';
import { seedAccounts } from '../modules/accounts/accounts.seed.js';
import { seedRegisteredAddresses } from '../modules/addresses/addresses.seed.js';
import { seedMessages } from '../modules/messages/messages.seed.js';
import { seedOperators } from '../modules/admin/admin.seed.js';
import { seedCoupons } from '../modules/coupons/coupons.seed.js';
import { seedPoints } from '../modules/points/points.seed.js';
import { seedLottery } from '../modules/lottery/lottery.seed.js';
import { seedGroupBuy } from '../modules/groupbuy/groupbuy.seed.js';
import { seedActivities } from '../modules/activities/activities.seed.js';
import { seedVideos } from '../modules/videos/videos.seed.js';
import { seedKxGroups } from '../modules/catalog/kx-groups.seed.js';
import { seedGoodsInfo, seedYbCodes } from '../modules/catalog/goods-info.seed.js';
import { seedFirstCamp } from '../modules/first-camp/first-camp.seed.js';

/** The China day the demo batches' production and expiry dates were written for (catalog.json). */
export const SEED_DAY = '2026-11-28';

/**
 * The demo data as of China day `today`: each batch's production and expiry dates move forward by the days since
 * SEED_DAY, so the demo never ages into expired stock (the expiry lock would take it off sale) and its 近效期 goods
 * stay near expiry. Dates are kept as written on or before SEED_DAY.
 */
export function readSeed(today = chinaToday()): { catalog: SeedCatalog; content: SeedContent } {
  const read = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(SEED_DIR, name), 'utf8')) as T;
  const catalog = read<SeedCatalog>('catalog.json');
  const shift = Math.max(0, chinaDaysBetween(SEED_DAY, today));
  if (shift > 0) {
    for (const g of catalog.goods) {
      g.production_date = addChinaDays(g.production_date, shift);
      g.expiry_date = addChinaDays(g.expiry_date, shift);
    }
  }
  return { catalog, content: read<SeedContent>('content.json') };
}

/** Loads the committed demo data when the database has no shops yet. Returns whether it loaded. */
export async function loadSeedIfEmpty(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(shops);
  if (row.n > 0) return false;
  const seed = readSeed();
  const passwords = new Map<string, string>();
  for (const m of seed.content.members) passwords.set(m.username, await hashPassword(m.password));
  await database.db.transaction(async (tx) => {
    await insertCatalog(tx, seed.catalog);
    await insertContent(tx, seed.content, passwords);
    await seedOperators(tx);
    await seedAccounts(tx, seed.content.members);
    await seedRegisteredAddresses(tx, seed.content.members);
    await seedMessages(tx, seed.content.members);
    await new SearchIndexer(database).reindex(tx);
    await seedPromotions(tx);
    await seedCoupons(tx);
    await seedPoints(tx);
    await seedLottery(tx);
    await seedGroupBuy(tx);
    await seedActivities(tx);
    await seedVideos(tx);
    await seedKxGroups(tx);
    await seedGoodsInfo(tx);
    await seedYbCodes(tx);
    await seedFirstCamp(tx);
  });
  return true;
}

async function insertMany(tx: Executor, table: PgTable, rows: object[], chunk = 500) {
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.insert(table).values(rows.slice(i, i + chunk) as never);
  }
}

async function insertCatalog(tx: Executor, c: SeedCatalog) {
  await insertMany(tx, businessScopes, c.business_scopes);
  await insertMany(
    tx,
    categories,
    c.categories.map((x) => ({ id: x.id, parentId: x.parent_id, name: x.name, level: x.level, sort: x.sort, menus: x.menus })),
  );
  await insertMany(tx, brands, c.brands);
  await insertMany(
    tx,
    shops,
    c.shops.map((s) => ({
      id: s.id,
      name: s.name,
      shortName: s.short_name,
      province: s.province,
      city: s.city,
      shippingAmount: s.shipping_amount,
      shippingFee: s.shipping_fee,
      minOrderAmount: s.min_order_amount,
      licenceNo: s.licence_no,
      businessLicenceNo: s.business_licence_no,
      gspCertNo: s.gsp_cert_no,
      description: s.description,
      invoiceAddressPhone: s.invoicing.address_phone,
      invoiceBankAccount: s.invoicing.bank_account,
      invoiceDrawer: s.invoicing.drawer,
    })),
  );
  await insertMany(
    tx,
    warehouses,
    c.shops.flatMap((s) => s.warehouses.map((w) => ({ id: w.id, shopId: s.id, name: w.name }))),
  );
  await insertMany(tx, tags, c.tags);
  await insertMany(
    tx,
    goods,
    c.goods.map((g) => ({
      id: g.id,
      shopId: g.shop_id,
      categoryId: g.category_id,
      brandId: g.brand_id,
      genericName: g.generic_name,
      tradeName: g.trade_name,
      name: g.name,
      spec: g.spec,
      dosageForm: g.dosage_form,
      unit: g.unit,
      manufacturer: g.manufacturer,
      manufacturerShort: g.manufacturer_short,
      approvalNo: g.approval_no,
      barcode: g.barcode,
      classification: g.classification,
      scopeCode: g.scope_code,
      middlePack: g.middle_pack,
      casePack: g.case_pack,
      minOrder: g.min_order,
      batchNo: g.batch_no,
      productionDate: g.production_date,
      expiryDate: g.expiry_date,
      basePrice: g.base_price,
      retailPrice: g.retail_price,
      isYx: g.is_yx,
      isZy: g.is_zy,
      isKx: g.is_kx,
      isFreeShipping: g.is_free_shipping,
      freeShippingNumber: g.free_shipping_number,
      isWelfare: g.is_welfare,
      isBuy: g.is_buy,
      sales: g.sales,
      status: g.status,
      source: g.source,
    })),
  );
  await insertMany(
    tx,
    goodsStocks,
    c.goods.flatMap((g) => g.stocks.map((s) => ({ goodsId: g.id, ckId: s.ck_id, number: s.number }))),
    2000,
  );
  await insertBatches(tx);
  await insertMany(
    tx,
    goodsLadderPrices,
    c.goods.flatMap((g) => g.ladder_prices.map((l) => ({ goodsId: g.id, minNumber: l.number, price: l.price }))),
    2000,
  );
  await insertMany(
    tx,
    goodsTags,
    c.goods.flatMap((g) => g.tags.map((code) => ({ goodsId: g.id, tagCode: code }))),
    2000,
  );
  // Explicit ids were inserted: move the sequences past them.
  await tx.execute(sql`select setval(pg_get_serial_sequence('goods', 'id'), (select max(id) from goods))`);
}

/**
 * Each warehouse's stock is one batch, the goods' own. One in ten goods with a long 有效期 also holds an earlier batch
 * with 40 % of the units (six months shorter, still over a year), sold first: the demo's FEFO. The goods then shows
 * that batch, as the FEFO head.
 */
async function insertBatches(tx: Executor) {
  await tx.execute(sql`insert into goods_batches (goods_id, ck_id, batch_no, expiry_date, number)
    select s.goods_id, s.ck_id, g.batch_no, g.expiry_date, s.number from goods_stocks s join goods g on g.id = s.goods_id`);
  await tx.execute(sql`with early as (
      select b.id, b.goods_id, b.ck_id, to_char(g.expiry_date - interval '30 months', 'YYMMDD') || right(g.batch_no, 2) as batch_no,
        (g.expiry_date - interval '6 months')::date as expiry_date, (b.number * 2 / 5)::int as n
      from goods_batches b join goods g on g.id = b.goods_id
      where g.id % 10 = 3 and g.expiry_date >= current_date + interval '20 months' and b.number >= 10
    ), moved as (
      update goods_batches b set number = b.number - early.n from early where b.id = early.id
    )
    insert into goods_batches (goods_id, ck_id, batch_no, expiry_date, number) select goods_id, ck_id, batch_no, expiry_date, n from early`);
  await tx.execute(sql`update goods g set batch_no = h.batch_no, expiry_date = h.expiry_date
    from (select distinct on (goods_id) goods_id, batch_no, expiry_date from goods_batches where number > 0 order by goods_id, expiry_date, id) h
    where g.id = h.goods_id and (g.batch_no, g.expiry_date) is distinct from (h.batch_no, h.expiry_date)`);
}

async function insertContent(tx: Executor, c: SeedContent, passwords: Map<string, string>) {
  await insertMany(
    tx,
    siteConfig,
    Object.entries(c.config).map(([key, value]) => ({ key, value })),
  );
  await insertMany(
    tx,
    serviceReps,
    c.service_reps.map((r) => ({ id: r.id, name: r.name, phone: r.phone, isDefault: r.is_default })),
  );
  await insertMany(tx, hotWords, c.hot_words);
  await insertMany(
    tx,
    navItems,
    c.nav.map((n) => ({ id: n.id, parentId: n.parent_id, name: n.name, url: n.url, image: n.image, isOpen: n.is_open, sort: n.sort })),
  );
  await insertMany(tx, banners, c.banners);
  await insertMany(tx, ads, c.ads);
  await insertMany(tx, globalLinks, c.links);
  await insertMany(tx, helpGroups, c.help_groups);
  await insertMany(
    tx,
    articles,
    c.articles.map((a) => ({ id: a.id, groupId: a.group_id, title: a.title, route: a.route, body: a.body, sort: a.sort })),
  );
  await insertMany(
    tx,
    posts,
    c.posts.map((p) => ({ id: p.id, type: p.type, title: p.title, desc: p.desc, body: p.body, publishedAt: new Date(p.published_at) })),
  );
  await tx.execute(sql`select setval('articles_id_seq', (select max(id) from articles))`);
  await tx.execute(sql`select setval('posts_id_seq', (select max(id) from posts))`);
  await insertMembers(tx, c.members, passwords);
}

/** Demo members with their business scopes (ids given; the sequence moved past them). */
export async function insertMembers(tx: Executor, list: SeedContent['members'], passwords: Map<string, string>) {
  for (const m of list) {
    await tx.insert(members).values({
      id: m.id,
      username: m.username,
      passwordHash: passwords.get(m.username)!,
      company: m.company,
      companyType: m.company_type,
      contactName: m.contact_name,
      phone: m.phone,
      province: m.province,
      city: m.city,
      district: m.district,
      address: m.address,
      reviewStatus: m.review_status,
      serviceRepId: m.service_rep_id,
    });
    if (m.scope_codes.length)
      await insertMany(
        tx,
        memberScopes,
        m.scope_codes.map((scopeCode) => ({ memberId: m.id, scopeCode })),
      );
  }
  await tx.execute(sql`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`);
}
