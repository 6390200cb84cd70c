import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { FirstCampKind } from '@yaocai/contract';
import { operators } from '../admin/admin.tables.js';
import { goods, shops } from '../catalog/catalog.tables.js';

/**
 * 首营资料: a shop's document (goods_id null: a licence or agreement of the company) or one of its goods' (注册批件,
 * 说明书…). The file is kept under UPLOAD_DIR/first-camp with a random name and the type sniffed from its bytes.
 */
export const firstCampDocuments = pgTable(
  'first_camp_documents',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    goodsId: integer('goods_id').references(() => goods.id),
    kind: text('kind').$type<FirstCampKind>().notNull(),
    title: text('title').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    storagePath: text('storage_path').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('first_camp_shop_idx').on(t.shopId, t.goodsId, t.id), index('first_camp_goods_idx').on(t.goodsId)],
);
