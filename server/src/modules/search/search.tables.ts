import { pgTable, integer, customType, index, boolean, text } from 'drizzle-orm/pg-core';
import { goods } from '../catalog/catalog.tables.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index, kept apart from the catalog so a dedicated engine can replace it behind SearchService.
 * Written by SearchIndexer in the same transaction as every catalog change.
 */
export const goodsSearch = pgTable(
  'goods_search',
  {
    goodsId: integer('goods_id')
      .primaryKey()
      .references(() => goods.id),
    /** Stored out of line (migration sets STORAGE EXTERNAL): the row a match visits stays narrow. */
    doc: tsvector('doc').notNull(),
    // Ranking inputs copied from goods (kept by a trigger) so matching and ordering never touch the catalog table.
    onSale: boolean('on_sale').notNull().default(true),
    inStock: boolean('in_stock').notNull().default(false),
    sales: integer('sales').notNull().default(0),
    name: text('name').notNull().default(''),
    genericName: text('generic_name').notNull().default(''),
    tradeName: text('trade_name').notNull().default(''),
    /** Full pinyin and initials of the generic and trade names: pinyin prefixes rank like name prefixes. */
    pinyin: text('pinyin').array().notNull().default([]),
  },
  (t) => [index('goods_search_doc_gin').using('gin', t.doc)],
);
