import { pgTable, serial, integer, text, boolean, timestamp, date, index, primaryKey, check, jsonb, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CLASSIFICATIONS } from '@yaocai/contract';

/** rx | otc_a | otc_b | other */
type Classification = (typeof CLASSIFICATIONS)[number];
type GoodsStatus = 'on_sale' | 'off_sale';

/** 经营范围 classes: members are granted some, every goods row falls under one. */
export const businessScopes = pgTable('business_scopes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Menu variants the top category appears in: all, yx (preferred), zy (TCM). */
    menus: text('menus')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  manufacturer: text('manufacturer').notNull(),
  description: text('description').notNull().default(''),
});

/** Merchants. Amounts in fen. */
export const shops = pgTable('shops', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  shippingAmount: integer('shipping_amount').notNull(),
  shippingFee: integer('shipping_fee').notNull(),
  minOrderAmount: integer('min_order_amount').notNull().default(0),
  licenceNo: text('licence_no').notNull(),
  businessLicenceNo: text('business_licence_no').notNull(),
  gspCertNo: text('gsp_cert_no').notNull(),
  /** Expiry of the licences as checked at onboarding (null: not recorded; the business licence's null is 长期). */
  licenceExpires: date('licence_expires', { mode: 'string' }),
  businessLicenceExpires: date('business_licence_expires', { mode: 'string' }),
  gspExpires: date('gsp_expires', { mode: 'string' }),
  description: text('description').notNull().default(''),
  /** The shop's page and terms its merchant sets (营业时间, 店铺公告, logo and banner image addresses). */
  businessHours: text('business_hours').notNull().default(''),
  notice: text('notice').notNull().default(''),
  logo: text('logo'),
  banner: text('banner'),
  /** Provinces the shop delivers to (names as the region picker has them); empty: everywhere. */
  deliveryProvinces: jsonb('delivery_provinces').$type<string[]>().notNull().default([]),
  /** 开票信息: what the shop's e-invoices print as the seller's (地址电话, 开户行及账号) and who issues them (开票人). */
  invoiceAddressPhone: text('invoice_address_phone').notNull().default(''),
  invoiceBankAccount: text('invoice_bank_account').notNull().default(''),
  invoiceDrawer: text('invoice_drawer').notNull().default(''),
});

export const warehouses = pgTable('warehouses', {
  id: integer('id').primaryKey(),
  shopId: integer('shop_id')
    .notNull()
    .references(() => shops.id),
  name: text('name').notNull(),
});

export const tags = pgTable('tags', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  describe: text('describe').notNull().default(''),
});

export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    genericName: text('generic_name').notNull(),
    tradeName: text('trade_name').notNull().default(''),
    name: text('name').notNull(),
    spec: text('spec').notNull(),
    dosageForm: text('dosage_form').notNull(),
    unit: text('unit').notNull(),
    manufacturer: text('manufacturer').notNull(),
    manufacturerShort: text('manufacturer_short').notNull().default(''),
    approvalNo: text('approval_no').notNull(),
    barcode: text('barcode').notNull().default(''),
    /** 医保编码 (国家医保药品分类与代码, 23 characters, contract yb-code.ts); '' for none. */
    ybCode: text('yb_code').notNull().default(''),
    classification: text('classification').$type<Classification>().notNull(),
    scopeCode: text('scope_code')
      .notNull()
      .references(() => businessScopes.code),
    middlePack: integer('middle_pack').notNull().default(1),
    casePack: integer('case_pack').notNull().default(1),
    minOrder: integer('min_order').notNull().default(1),
    batchNo: text('batch_no').notNull(),
    productionDate: date('production_date').notNull(),
    expiryDate: date('expiry_date').notNull(),
    basePrice: integer('base_price').notNull(),
    retailPrice: integer('retail_price').notNull(),
    isYx: boolean('is_yx').notNull().default(false),
    isZy: boolean('is_zy').notNull().default(false),
    isKx: boolean('is_kx').notNull().default(false),
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    freeShippingNumber: integer('free_shipping_number').notNull().default(0),
    isWelfare: boolean('is_welfare').notNull().default(false),
    isBuy: boolean('is_buy').notNull().default(true),
    /** 冷链: stored and shipped at 2–8℃ (insulin, biologics); its parcels carry a temperature record before receipt. */
    coldChain: boolean('cold_chain').notNull().default(false),
    sales: integer('sales').notNull().default(0),
    /** Sum of goods_stocks.number, kept by a trigger so lists and search can sort in-stock first without a join. */
    stockTotal: integer('stock_total').notNull().default(0),
    status: text('status').$type<GoodsStatus>().notNull().default('on_sale'),
    source: text('source').notNull().default(''),
    /** Uploaded photos in display order (URLs of goods_images, the first is the main image); none → a drawn placeholder. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goods_category_idx').on(t.categoryId),
    index('goods_shop_idx').on(t.shopId),
    index('goods_sales_idx').on(t.sales),
    index('goods_created_idx').on(t.createdAt),
    index('goods_manufacturer_idx').on(t.manufacturer),
    // The storefront's and the console's searches by a 医保编码 or its start; most goods have none.
    index('goods_yb_code_idx')
      .on(t.ybCode.op('text_pattern_ops'))
      .where(sql`${t.ybCode} <> ''`),
    check('goods_price_nonneg', sql`${t.basePrice} >= 0 AND ${t.retailPrice} >= 0`),
    check('goods_packs_positive', sql`${t.middlePack} >= 1 AND ${t.casePack} >= 1 AND ${t.minOrder} >= 1`),
  ],
);

/** Stock per warehouse (ck_id); never negative. */
export const goodsStocks = pgTable(
  'goods_stocks',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    ckId: integer('ck_id')
      .notNull()
      .references(() => warehouses.id),
    number: integer('number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.ckId] }), check('goods_stocks_nonneg', sql`${t.number} >= 0`)],
);

/**
 * Batches (批次) of a goods in a warehouse, sold first-expiry-first-out (issue 47). `number` counts the batch's units
 * not yet given to a paid order: units leave a batch when the order holding them is paid (FEFO, orders' markPaid) and
 * come back when it is cancelled or returned. A batch past its 有效期至 is locked by the expiry job (`locked` =
 * 'expired') and sells no more. The warehouse's sellable stock (goods_stocks) is the unlocked batches less what unpaid
 * orders hold; goods.batch_no / expiry_date show the FEFO head (the earliest unlocked batch with units).
 */
export const goodsBatches = pgTable(
  'goods_batches',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    ckId: integer('ck_id')
      .notNull()
      .references(() => warehouses.id),
    batchNo: text('batch_no').notNull(),
    expiryDate: date('expiry_date').notNull(),
    number: integer('number').notNull(),
    locked: text('locked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_batches_uq').on(t.goodsId, t.ckId, t.batchNo),
    // FEFO: a warehouse's unlocked batches by expiry; the expiry job's scan by date.
    index('goods_batches_fefo_idx')
      .on(t.goodsId, t.ckId, t.expiryDate)
      .where(sql`${t.locked} IS NULL`),
    index('goods_batches_expiry_idx')
      .on(t.expiryDate)
      .where(sql`${t.locked} IS NULL`),
    check('goods_batches_ok', sql`${t.number} >= 0 AND (${t.locked} IS NULL OR ${t.locked} IN ('expired'))`),
  ],
);

/** Ladder prices: from `minNumber` units the unit price is `price` (fen). */
export const goodsLadderPrices = pgTable(
  'goods_ladder_prices',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    minNumber: integer('min_number').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [index('goods_ladder_goods_idx').on(t.goodsId, t.minNumber)],
);

export const goodsTags = pgTable(
  'goods_tags',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    tagCode: text('tag_code')
      .notNull()
      .references(() => tags.code),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.tagCode] })],
);

/** Photos uploaded in the console for goods: kept under UPLOAD_DIR/goods with a random name, served publicly by id. */
export const goodsImages = pgTable('goods_images', {
  /** Random UUID: the public URL names it, never a guessable sequence. */
  id: text('id').primaryKey(),
  /** Path below the goods images directory (random name, sniffed extension). */
  storagePath: text('storage_path').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  operatorId: integer('operator_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
