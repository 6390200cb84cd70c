import { pgTable, serial, integer, text, timestamp, date, index } from 'drizzle-orm/pg-core';
import { uploads } from './uploads.tables.js';
import { members } from './accounts.tables.js';

/**
 * Qualification certificates. Rows are versioned: a renewal is a new pending row beside the approved one in force,
 * which becomes `superseded` only when the renewal is approved (so an expired licence keeps blocking until then).
 */
export const memberCertificates = pgTable(
  'member_certificates',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** business_licence | drug_licence | medical_licence | purchase_authorization | purchaser_id */
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** The uploaded image or PDF (uploads.id); null only for demo rows checked on paper. */
    uploadId: text('upload_id').references(() => uploads.id),
    /** pending | approved | rejected | superseded */
    status: text('status').notNull().default('pending'),
    reviewReason: text('review_reason').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_certificates_member_idx').on(t.memberId, t.kind, t.status)],
);
