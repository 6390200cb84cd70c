import { pgTable, integer, text, timestamp, uuid, jsonb, index, primaryKey, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { GOODS_IMPORT_KINDS, GOODS_IMPORT_STATES, GoodsImportError } from '@yaocai/contract';

/**
 * A bulk goods file: checked when uploaded (state checked, rows below), then written by the import job in chunks.
 * `last_seq` is the last row written: each chunk moves it in the same transaction as its goods, so a job that a
 * restart cut off resumes after the last committed chunk and never writes a row twice.
 */
export const goodsImports = pgTable(
  'goods_imports',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<(typeof GOODS_IMPORT_KINDS)[number]>().notNull(),
    fileName: text('file_name').notNull(),
    state: text('state').$type<(typeof GOODS_IMPORT_STATES)[number]>().notNull().default('checked'),
    totalRows: integer('total_rows').notNull(),
    validRows: integer('valid_rows').notNull(),
    errorRows: integer('error_rows').notNull(),
    /** The header row as read from the file (the error report repeats it). */
    header: jsonb('header').$type<string[]>().notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    operatorId: integer('operator_id').notNull(),
    /** A merchant's file: its shop (every row must be of its goods); null: the platform's. */
    shopId: integer('shop_id'),
    /** Who uploaded it, as the console names them (kept with the file: operators live in the admin module). */
    operatorName: text('operator_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('goods_imports_created_idx').on(t.createdAt),
    index('goods_imports_shop_idx').on(t.shopId, t.createdAt),
    check('goods_imports_counts_ok', sql`${t.processed} <= ${t.validRows} AND ${t.validRows} + ${t.errorRows} = ${t.totalRows}`),
  ],
);

/** One data row of a file: its cells as read, and either the checked form body to write or the row's errors. */
export const goodsImportRows = pgTable(
  'goods_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => goodsImports.id, { onDelete: 'cascade' }),
    /** 1, 2, … in file order (data rows only). */
    seq: integer('seq').notNull(),
    /** The row number Excel shows. */
    rowNo: integer('row_no').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    body: jsonb('body').$type<Record<string, unknown>>(),
    /** The goods to update (null: a new goods). */
    goodsId: integer('goods_id'),
    errors: jsonb('errors').$type<GoodsImportError[]>(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);
