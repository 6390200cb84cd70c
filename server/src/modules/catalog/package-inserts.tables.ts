import { pgTable, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './catalog.tables.js';

/**
 * 说明书: the package insert of a goods, field by field as NMPA prints them. One per goods (a product of one maker under
 * one approval number); operators edit it in the console, the detail page shows it as a tab.
 */
export const packageInserts = pgTable('package_inserts', {
  goodsId: integer('goods_id')
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  ingredients: text('ingredients').notNull().default(''),
  character: text('character').notNull().default(''),
  indications: text('indications').notNull(),
  dosage: text('dosage').notNull(),
  adverseReactions: text('adverse_reactions').notNull().default(''),
  contraindications: text('contraindications').notNull().default(''),
  precautions: text('precautions').notNull().default(''),
  interactions: text('interactions').notNull().default(''),
  storage: text('storage').notNull().default(''),
  shelfLife: text('shelf_life').notNull().default(''),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * 质检报告: the inspection report of one batch of a goods — drawn from its fields (the demo batches), or the scan an
 * operator attached (image or PDF, sniffed, kept under UPLOAD_DIR/reports).
 */
export const qualityReports = pgTable(
  'quality_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    batchNo: text('batch_no').notNull(),
    /** File name below UPLOAD_DIR/reports when a scan was attached; null: the report is drawn from the fields below. */
    file: text('file'),
    mime: text('mime'),
    inspector: text('inspector').notNull().default(''),
    reportNo: text('report_no').notNull().default(''),
    conclusion: text('conclusion').notNull().default(''),
    inspectedOn: text('inspected_on').notNull().default(''),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quality_reports_batch_idx').on(t.goodsId, t.batchNo)],
);
