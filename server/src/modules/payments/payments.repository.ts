import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';

export interface PaymentRow {
  id: number;
  payment_no: string;
  member_id: number;
  purpose: 'orders' | 'recharge' | 'credit';
  order_ids: number[];
  amount: number;
  status: number;
  provider_trade_no: string | null;
  created_at: string;
  paid_at: string | null;
}

const COLUMNS = sql`id, payment_no, member_id, purpose, order_ids, amount, status, provider_trade_no,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paid_at`;

export class PaymentsRepository {
  constructor(private readonly database: Database) {}

  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction(fn);
  }

  async create(p: { paymentNo: string; memberId: number; purpose: string; orderIds: number[]; amount: number }): Promise<PaymentRow> {
    const [row] = await this.database.rows<PaymentRow>(sql`
      insert into payments (payment_no, member_id, purpose, order_ids, amount) values (${p.paymentNo}, ${p.memberId}, ${p.purpose}, ${JSON.stringify(p.orderIds)}::jsonb, ${p.amount})
      returning ${COLUMNS}`);
    return row;
  }

  async byNo(paymentNo: string, executor?: Executor): Promise<PaymentRow | null> {
    const [row] = await this.database.rows<PaymentRow>(sql`select ${COLUMNS} from payments where payment_no = ${paymentNo}`, executor);
    return row ?? null;
  }

  /** Pending → paid once; null when it was already paid (or closed). */
  async markPaid(tx: Executor, id: number, tradeNo: string): Promise<boolean> {
    const rows = await this.database.rows(
      sql`update payments set status = 1, provider_trade_no = ${tradeNo}, paid_at = now() where id = ${id} and status = 0 returning id`,
      tx,
    );
    return rows.length === 1;
  }

  /** An open payment for exactly these orders (so paying again shows the same QR code instead of a second trade). */
  async openFor(memberId: number, orderIds: number[]): Promise<PaymentRow | null> {
    const [row] = await this.database.rows<PaymentRow>(sql`
      select ${COLUMNS} from payments where member_id = ${memberId} and purpose = 'orders' and status = 0 and order_ids = ${JSON.stringify(orderIds)}::jsonb
      order by id desc limit 1`);
    return row ?? null;
  }

  async recharges(memberId: number, limit: number, offset: number) {
    const [rows, [count]] = await Promise.all([
      this.database.rows<PaymentRow>(
        sql`select ${COLUMNS} from payments where member_id = ${memberId} and purpose = 'recharge' order by id desc limit ${limit} offset ${offset}`,
      ),
      this.database.rows<{ n: number }>(sql`select count(*)::int as n from payments where member_id = ${memberId} and purpose = 'recharge'`),
    ]);
    return { rows, total: Number(count.n) };
  }
}
