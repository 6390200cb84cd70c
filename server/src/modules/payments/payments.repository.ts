import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isoUtc, isoUtcOrNull } from '../../db/sql-helpers.js';
import { payments } from './payments.tables.js';

const PAYMENT = {
  id: payments.id,
  payment_no: payments.paymentNo,
  member_id: payments.memberId,
  purpose: payments.purpose,
  order_ids: payments.orderIds,
  amount: payments.amount,
  status: payments.status,
  provider: payments.provider,
  provider_trade_no: payments.providerTradeNo,
  created_at: isoUtc(payments.createdAt),
  paid_at: isoUtcOrNull(payments.paidAt),
};

/** Payments (a provider trade for orders, a recharge or a credit repayment): pending → paid once. */
export class PaymentsRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  async create(p: { paymentNo: string; memberId: number; purpose: PaymentRow['purpose']; orderIds: number[]; amount: number; provider: string }) {
    const [row] = await this.db.insert(payments).values(p).returning(PAYMENT);
    return row;
  }

  async byNo(paymentNo: string, executor: Executor = this.db) {
    const [row] = await executor.select(PAYMENT).from(payments).where(eq(payments.paymentNo, paymentNo));
    return row ?? null;
  }

  /** Pending → paid once; false when it was already paid (or closed). */
  async markPaid(tx: Executor, id: number, tradeNo: string): Promise<boolean> {
    const rows = await tx
      .update(payments)
      .set({ status: 1, providerTradeNo: tradeNo, paidAt: new Date() })
      .where(and(eq(payments.id, id), eq(payments.status, 0)))
      .returning({ id: payments.id });
    return rows.length === 1;
  }

  /** An open payment for exactly these orders (so paying again shows the same QR code instead of a second trade). */
  async openFor(memberId: number, orderIds: number[], provider: string) {
    const [row] = await this.db
      .select(PAYMENT)
      .from(payments)
      .where(
        and(
          eq(payments.memberId, memberId),
          eq(payments.purpose, 'orders'),
          eq(payments.status, 0),
          eq(payments.provider, provider),
          sql`${payments.orderIds} = ${JSON.stringify(orderIds)}::jsonb`,
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    return row ?? null;
  }

  /** The paid online payment that paid this order (the one whose provider a refund goes back through). */
  async paidForOrder(orderId: number) {
    const [row] = await this.db
      .select(PAYMENT)
      .from(payments)
      .where(and(eq(payments.purpose, 'orders'), eq(payments.status, 1), sql`${payments.orderIds} @> ${JSON.stringify([orderId])}::jsonb`))
      // A second payment of the same order paid later found it paid and went to the wallet: the first one paid it.
      .orderBy(asc(payments.paidAt), asc(payments.id))
      .limit(1);
    return row ?? null;
  }

  async recharges(memberId: number, limit: number, offset: number) {
    const where = and(eq(payments.memberId, memberId), eq(payments.purpose, 'recharge'));
    const [rows, [total]] = await Promise.all([
      this.db.select(PAYMENT).from(payments).where(where).orderBy(desc(payments.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(payments).where(where),
    ]);
    return { rows, total: total.n };
  }
}

export type PaymentRow = NonNullable<Awaited<ReturnType<PaymentsRepository['byNo']>>>;
