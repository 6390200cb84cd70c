import { pgTable, serial, integer, text, timestamp, jsonb, smallint, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { MerchantApplicationStatus, MerchantLicenceKind } from '@yaocai/contract';
import { members } from '../accounts/accounts.tables.js';
import { operators } from '../admin/admin.tables.js';
import { shops } from '../catalog/catalog.tables.js';

/** /help/us/sjrz: a wholesaler's application to sell on the platform, with its licences, and the operator's decision. */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: serial('id').primaryKey(),
    /** The signed-in account that applied (uploads belong to it; the decision reaches it in /wdxx). */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    company: text('company').notNull(),
    creditCode: text('credit_code').notNull(),
    drugLicenceNo: text('drug_licence_no').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    address: text('address').notNull(),
    scope: text('scope').notNull().default(''),
    /** Upload ids by kind (营业执照, 药品经营许可证, GSP证书, 其他). */
    licences: jsonb('licences').$type<Partial<Record<MerchantLicenceKind, string>>>().notNull(),
    status: smallint('status').$type<MerchantApplicationStatus>().notNull().default(0),
    reviewReason: text('review_reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    /** The shop approval opened. */
    shopId: integer('shop_id').references(() => shops.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_applications_member_idx').on(t.memberId, t.id),
    index('merchant_applications_status_idx').on(t.status, t.id),
    // One application in review per company at a time.
    uniqueIndex('merchant_applications_pending_uq')
      .on(t.creditCode)
      .where(sql`${t.status} = 0`),
  ],
);
