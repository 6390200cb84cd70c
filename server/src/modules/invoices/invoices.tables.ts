import { pgTable, serial, integer, smallint, text, timestamp, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.js';
import { orders } from '../orders/orders.tables.js';

export interface InvoiceLine {
  name: string;
  spec: string;
  unit: string;
  number: number;
  price: number;
  amount: number;
  tax_rate: number;
  tax: number;
  /** The line's batch and 有效期至 (drug lines; absent on invoices issued before they were kept). */
  batch_no?: string;
  expiry_date?: string;
}

/**
 * An e-invoice (电子发票) for a completed order, issued by the merchant when the buyer confirms receipt: buyer and
 * seller with tax numbers, lines excluding tax, tax at the rate for medicines (13%), the total the buyer paid net of
 * refunds. type 1 普通发票, 2 增值税专用发票. The invoice number and check code answer the public query page.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNo: text('invoice_no').notNull(),
    checkCode: text('check_code').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: smallint('type').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerTaxNo: text('buyer_tax_no').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerTaxNo: text('seller_tax_no').notNull(),
    /** The shop's 开票信息 as it was when the invoice was issued. */
    sellerAddressPhone: text('seller_address_phone').notNull().default(''),
    sellerBankAccount: text('seller_bank_account').notNull().default(''),
    drawer: text('drawer').notNull().default(''),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    amount: integer('amount').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    status: smallint('status').notNull().default(1),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_no_uq').on(t.invoiceNo),
    // One valid invoice per order; a voided one (红冲) stays beside the one issued again.
    uniqueIndex('invoices_order_valid_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 1`),
    index('invoices_order_idx').on(t.orderId, t.id),
    index('invoices_member_idx').on(t.memberId, t.id),
    check('invoices_ok', sql`${t.amount} >= 0 AND ${t.taxAmount} >= 0 AND ${t.type} IN (1, 2)`),
  ],
);
