import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, nextSerialId } from '../../db/sql-helpers.js';
import { shopFacts } from '../catalog/public.js';
import { orderFacts, orderLineFacts, setOrderInvoice } from '../orders/public.js';
import { invoices, type InvoiceLine } from './invoices.tables.js';

/** Instants as the API shows them (UTC ISO, whatever the session's zone). */
const isoIssuedAt = isoUtc(invoices.issuedAt);

const INVOICE = {
  id: invoices.id,
  invoice_no: invoices.invoiceNo,
  check_code: invoices.checkCode,
  order_id: invoices.orderId,
  order_no: orderFacts.orderNo,
  member_id: invoices.memberId,
  type: invoices.type,
  buyer_name: invoices.buyerName,
  buyer_tax_no: invoices.buyerTaxNo,
  seller_name: invoices.sellerName,
  seller_tax_no: invoices.sellerTaxNo,
  seller_address_phone: invoices.sellerAddressPhone,
  seller_bank_account: invoices.sellerBankAccount,
  drawer: invoices.drawer,
  shop_id: orderFacts.shopId,
  lines: invoices.lines,
  amount: invoices.amount,
  tax_amount: invoices.taxAmount,
  status: invoices.status,
  issued_at: isoIssuedAt,
};

export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'status' | 'issuedAt'> & { id: number; lines: InvoiceLine[] };

/** E-invoices, and the facts of an order an invoice is made from. */
export class InvoicesRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  private select(executor: Executor = this.db) {
    return executor.select(INVOICE).from(invoices).innerJoin(orderFacts, eq(orderFacts.id, invoices.orderId));
  }

  /** What the invoice of an order says: the amounts paid and refunded, the buyer's title and the seller. */
  async orderFacts(tx: Executor, orderId: number) {
    const [o] = await tx
      .select({
        member_id: orderFacts.memberId,
        paid_amount: orderFacts.paidAmount,
        refunded_amount: orderFacts.refundedAmount,
        shipping_fee: orderFacts.shippingFee,
        invoice: orderFacts.invoice,
        seller: shopFacts.name,
        seller_tax_no: shopFacts.businessLicenceNo,
        seller_address_phone: shopFacts.invoiceAddressPhone,
        seller_bank_account: shopFacts.invoiceBankAccount,
        drawer: shopFacts.invoiceDrawer,
      })
      .from(orderFacts)
      .innerJoin(shopFacts, eq(shopFacts.id, orderFacts.shopId))
      .where(eq(orderFacts.id, orderId));
    const items = await tx
      .select({
        name: orderLineFacts.name,
        generic_name: orderLineFacts.genericName,
        spec: orderLineFacts.spec,
        unit: orderLineFacts.unit,
        batch_no: orderLineFacts.batchNo,
        expiry_date: sql<string>`${orderLineFacts.expiryDate}::text`,
        number: orderLineFacts.number,
        amount: orderLineFacts.amount,
        manjian_amount: orderLineFacts.manjianAmount,
        coupon_amount: orderLineFacts.couponAmount,
      })
      .from(orderLineFacts)
      .where(eq(orderLineFacts.orderId, orderId))
      .orderBy(asc(orderLineFacts.id));
    return o ? { ...o, items } : null;
  }

  transaction<T>(fn: (tx: Executor) => Promise<T>) {
    return this.db.transaction(fn);
  }

  /** The next invoice id: the invoice number is made from it before the row is written. */
  async nextId(tx: Executor): Promise<number> {
    return nextSerialId(tx, invoices);
  }

  /** One valid invoice per order: a second completion of the same order writes nothing. */
  async insert(tx: Executor, invoice: NewInvoice) {
    await tx
      .insert(invoices)
      .values(invoice)
      .onConflictDoNothing({ target: invoices.orderId, where: sql`${invoices.status} = 1` });
  }

  /** The shop an order is of (null: no such order). */
  async orderShop(orderId: number) {
    const [row] = await this.db.select({ shop_id: orderFacts.shopId }).from(orderFacts).where(eq(orderFacts.id, orderId));
    return row?.shop_id ?? null;
  }

  /** Every invoice of an order, the valid one first. */
  async ofOrder(orderId: number) {
    return this.select().where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.status), desc(invoices.id));
  }

  /** The order's state and header, locked: a re-issue and a completion of the same order queue here. */
  async lockOrder(tx: Executor, orderId: number) {
    const [row] = await tx
      .select({ id: orderFacts.id, shop_id: orderFacts.shopId, status: orderFacts.status, invoice: orderFacts.invoice })
      .from(orderFacts)
      .where(eq(orderFacts.id, orderId))
      .for('update');
    return row ?? null;
  }

  /** Voids (红冲) the order's valid invoice; its number, or null when there was none. */
  async voidValid(tx: Executor, orderId: number) {
    const rows = await tx
      .update(invoices)
      .set({ status: 2 })
      .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 1)))
      .returning({ invoiceNo: invoices.invoiceNo });
    return rows[0]?.invoiceNo ?? null;
  }

  /** The header later invoices of the order are issued with. */
  async setOrderHeader(tx: Executor, orderId: number, header: { type: 1 | 2; title: string; tax_no: string }) {
    await setOrderInvoice(tx, orderId, header);
  }

  async page(memberId: number, limit: number, offset: number, orderId?: number) {
    const mine = orderId ? and(eq(invoices.memberId, memberId), eq(invoices.orderId, orderId)) : eq(invoices.memberId, memberId);
    const [rows, [total]] = await Promise.all([
      this.select().where(mine).orderBy(desc(invoices.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(invoices).where(mine),
    ]);
    return { rows, total: total.n };
  }

  async byId(id: number) {
    const [row] = await this.select().where(eq(invoices.id, id));
    return row ?? null;
  }

  async byNumber(invoiceNo: string) {
    const [row] = await this.select().where(eq(invoices.invoiceNo, invoiceNo));
    return row ?? null;
  }
}

export type InvoiceRow = NonNullable<Awaited<ReturnType<InvoicesRepository['byId']>>>;
