import { pgTable, integer, customType, index } from 'drizzle-orm/pg-core';
import { goods } from '../catalog/catalog.tables.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index, kept apart from the catalog so a dedicated engine can replace it behind SearchService.
 * Written by SearchIndexer in the same transaction as every catalog change.
 */
export const goodsSearch = pgTable(
  'goods_search',
  {
    goodsId: integer('goods_id').primaryKey().references(() => goods.id),
    doc: tsvector('doc').notNull(),
  },
  (t) => [index('goods_search_doc_gin').using('gin', t.doc)],
);
