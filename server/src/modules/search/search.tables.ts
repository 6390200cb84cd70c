import { pgTable, integer, customType, index, boolean, text, smallint, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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

/**
 * The inverted term table (issue 16): for each term a one-run query may be, the goods it ranks, with the rest of the
 * ranking key; its partial btree is in ranking order, so a broad query (注射, zs) reads its page's 20 entries instead of
 * ranking tens of thousands of matches. Chinese terms of 1–4 characters hold every goods their query matches, in all
 * tiers (0 exact name, 1 prefix, 2 contains, 3 matched elsewhere: maker, merchant, spec), as drug searches and, keyed
 * `B:` + term, as 厂家 searches — page and total come from here alone. Latin terms (pinyin, codes) hold the goods
 * ranked in tiers 0–2 (their tier-3 matches through other pinyin are too many to keep); a Latin page reaching tier 3
 * is answered from goods_search. Tiers are the same CASE SearchRepository computes at query time. Written by
 * SearchIndexer with goods_search; on_sale, in_stock and sales follow goods through the goods_search_rank trigger.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    term: text('term').notNull(),
    goodsId: integer('goods_id').notNull(),
    tier: smallint('tier').notNull(),
    onSale: boolean('on_sale').notNull(),
    inStock: boolean('in_stock').notNull(),
    sales: integer('sales').notNull(),
  },
  (t) => [
    // Rewrites and the rank trigger find a goods' rows by id; btree deduplication keeps this index small.
    index('search_postings_goods_idx').on(t.goodsId),
    index('search_postings_rank_idx')
      .on(t.term, t.tier, t.inStock.desc(), t.sales.desc(), t.goodsId)
      .where(sql`${t.onSale}`),
  ],
);

/**
 * How many goods on sale a Latin term (pinyin, initials, a code's start: up to POSTING_MAX_LATIN characters) matches
 * as a prefix — the total of its search, which the term table cannot give (it keeps a Latin term's tiers 0–2 only)
 * and the GIN gave at 20–50 ms for 2-letter initials. A ledger of signed deltas, not a counter per term: a catalogue
 * write inserts `+1`/`−1` rows per prefix its goods gain or lose (netted within the write), so concurrent writes
 * never wait for each other nor deadlock on a popular prefix; the count is the sum of a term's rows (an index-only
 * read). Compaction folds each term's rows into one (SearchIndexer.compactTermCounts). Written by SearchIndexer and
 * by the goods_search_rank trigger (on-sale changes), through the SQL function search_latin_prefixes(doc).
 */
export const searchTermCounts = pgTable(
  'search_term_counts',
  {
    term: text('term').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('search_term_counts_term_idx').on(t.term, t.n)],
);

/**
 * The document versions (SEARCH_DOCUMENT_VERSION) the whole index has been built with, one row each; the highest is
 * the index's. A full index (the demo data, a database indexed before the term table) writes the code's version; a
 * database whose index is older is rebuilt in the background, a chunk of goods per job, and gets the row at the end
 * (SearchMaintenance).
 */
export const searchDocumentVersions = pgTable('search_document_versions', {
  version: integer('version').primaryKey(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});
